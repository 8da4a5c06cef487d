import { messageToolStrings as t } from '../../../../lib/strings.ts';

/** Edit and re-ask: says what sending will do, with a way out. */
export function EditingNote({ onCancel }: { onCancel: () => void }) {
  return (
    <p className="composer__editing">
      <span>{t.editing}</span>
      <button type="button" className="composer__editing-cancel" onClick={onCancel}>
        {t.cancelEdit}
      </button>
    </p>
  );
}
