import { lazy, Suspense, useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { tutorBarStrings } from '../../../lib/strings.ts';
import { COMPOSER_MODES, setComposerMode, useComposerMode } from './modeStore.ts';
import './tutor.css';

// Not on the first paint: the dialog loads when the student first opens it (and stays mounted).
const CheckWorkDialog = lazy(() =>
  import('./CheckWorkDialog.tsx').then((m) => ({ default: m.CheckWorkDialog })),
);

/**
 * Above the composer (issue 17): the answer style — Explain (SPEC's full answer, the default) or Hint
 * first, remembered on this device — and Check my work.
 */
export function TutorBar() {
  const mode = useComposerMode();
  const name = useId();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <div className="tutor-bar">
      <fieldset className="tutor-modes">
        <legend className="sr-only">{tutorBarStrings.modeLegend}</legend>
        {COMPOSER_MODES.map((m) => (
          <label key={m} className="tutor-modes__option" title={tutorBarStrings.modeTitles[m]}>
            <input
              type="radio"
              name={name}
              value={m}
              checked={mode === m}
              onChange={() => setComposerMode(m)}
            />
            <span>{tutorBarStrings.modes[m]}</span>
          </label>
        ))}
      </fieldset>
      <button
        type="button"
        className="tutor-bar__check"
        title={tutorBarStrings.checkWorkTitle}
        aria-haspopup="dialog"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {tutorBarStrings.checkWork}
      </button>
      {/* Out of the composer's <form> in the page (forms do not nest); the dialog's form stops its own
          submit event, which React would otherwise bubble on to the composer. */}
      {used &&
        createPortal(
          <Suspense fallback={null}>
            <CheckWorkDialog open={open} onClose={() => setOpen(false)} />
          </Suspense>,
          document.body,
        )}
    </div>
  );
}
