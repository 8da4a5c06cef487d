import { useEffect, useRef, useState } from 'react';
import { messageToolStrings as t } from '../../../../lib/strings.ts';
import { withDictation } from '../../logic/dictation.ts';
import { startDictation } from './dictation.ts';
import { MicIcon } from './toolIcons.tsx';

type State = 'idle' | 'listening' | 'failed';

/**
 * Speak (issue 18): dictates into the composer with the browser's speech recognition. The words land in
 * the text box for editing; nothing is sent until the student sends it.
 */
export default function DictateButton({
  text,
  onText,
}: {
  /** The composer's text when dictation starts; the words heard are added to it. */
  text: () => string;
  onText: (text: string) => void;
}) {
  const [state, setState] = useState<State>('idle');
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => () => stop.current?.(), []);

  const start = () => {
    const typed = text();
    setState('listening');
    stop.current = startDictation({
      onHeard: (final, interim) => onText(withDictation(typed, `${final} ${interim}`)),
      onEnd: (failed) => {
        stop.current = null;
        setState(failed ? 'failed' : 'idle');
      },
    });
  };
  const listening = state === 'listening';
  const label = listening ? t.stopDictating : t.dictate;
  return (
    <>
      <button
        type="button"
        className={`icon-btn composer__mic${listening ? ' composer__mic--on' : ''}`}
        aria-label={label}
        title={label}
        aria-pressed={listening}
        onClick={() => (listening ? stop.current?.() : start())}
      >
        <MicIcon />
      </button>
      {state !== 'idle' && (
        <p className="composer__dictation" role="status">
          {listening ? `${t.dictating} ${t.dictationNeedsNetwork}` : t.dictationFailed}
        </p>
      )}
    </>
  );
}
