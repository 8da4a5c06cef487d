import { appStrings } from '../lib/strings.ts';
import { Button } from '../ui/Button.tsx';
import { usePwaStore } from './pwaStore.ts';

export function UpdatePrompt() {
  const { updateReady, applyUpdate, dismissUpdate } = usePwaStore();
  if (!updateReady) return null;
  return (
    <div className="toast" role="status">
      <span>{appStrings.update.available}</span>
      <div className="toast__actions">
        <Button variant="ghost" onClick={dismissUpdate}>
          {appStrings.update.dismiss}
        </Button>
        <Button onClick={applyUpdate}>{appStrings.update.reload}</Button>
      </div>
    </div>
  );
}
