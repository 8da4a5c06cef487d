import { useId, useState } from 'react';
import { appStrings } from '../../lib/strings.ts';
import { useInstallStore } from './installStore.ts';

/**
 * The avatar menu's 'Install app' entry, shown only while installing is possible: Chromium's install
 * dialog, or on iOS Safari a hint to use Share → Add to Home Screen (it stays in the open menu).
 */
export function InstallMenuItem({ onPrompt }: { onPrompt: () => void }) {
  const offer = useInstallStore((s) => s.offer);
  const install = useInstallStore((s) => s.install);
  const [hintShown, setHintShown] = useState(false);
  const hintId = useId();
  if (offer === 'none') return null;
  return (
    <li className="avatar-menu__install">
      <button
        type="button"
        className="menu-item avatar-menu__item"
        data-menu-item
        aria-expanded={offer === 'ios' ? hintShown : undefined}
        aria-controls={offer === 'ios' && hintShown ? hintId : undefined}
        onClick={() => {
          if (offer === 'ios') setHintShown((shown) => !shown);
          else {
            onPrompt();
            void install();
          }
        }}
      >
        {appStrings.install.action}
      </button>
      {offer === 'ios' && hintShown && (
        <p id={hintId} className="avatar-menu__hint">
          {appStrings.install.iosHint}
        </p>
      )}
    </li>
  );
}
