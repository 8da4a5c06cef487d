import type { TutorMode } from '@shared/contract/tutor.ts';
import { tutorStrings } from '../../../lib/strings.ts';
import { Markdown } from '../../../ui/Markdown.tsx';
import type { ChatMessage } from '../state/chatStore.ts';
import { useChatStore } from '../state/chatStore.ts';
import { askFollowUp } from './askFollowUp.ts';
import { isHintAnswer, readTutorExtras } from './tutorMeta.ts';
import './tutor.css';

const HINT_BUTTONS: ReadonlyArray<{ text: string; mode: TutorMode }> = [
  { text: tutorStrings.anotherHint, mode: 'hint' },
  { text: tutorStrings.nextStep, mode: 'step' },
  { text: tutorStrings.fullSolution, mode: 'explain' },
];

/**
 * Under a tutor's answer (issues 16 and 17): the solver's check (a "✓ Checked" mark, or the disputed
 * note), the verdict on the student's own work, and — on the chat's last answer while nothing is in
 * flight — the hint buttons or the next-question chips. Each press asks one question.
 */
export function AnswerExtras({ message }: { message: ChatMessage }) {
  const extras = readTutorExtras(message.meta);
  const canAsk = useChatStore((s) => s.phase === 'idle' && s.messages.at(-1)?.id === message.id);
  const { check, workVerdict, suggestions } = extras;
  const hint = isHintAnswer(extras);
  if (!check && !workVerdict && !(canAsk && (hint || suggestions))) return null;
  return (
    <div className="tutor-extras">
      {workVerdict && workVerdict !== 'undecided' && (
        <p className={`tutor-verdict tutor-verdict--${workVerdict}`}>{tutorStrings.verdicts[workVerdict]}</p>
      )}
      {check?.status === 'verified' && (
        <p
          className="answer-check answer-check--verified"
          role="note"
          aria-label={tutorStrings.checkedLabel(check.result)}
          title={tutorStrings.checkedTitle(check.problem, check.result)}
        >
          {tutorStrings.checked}
        </p>
      )}
      {check?.status === 'disputed' && (
        <div
          className="answer-check answer-check--disputed"
          role="note"
          aria-label={tutorStrings.disputedLabel}
        >
          <Markdown text={tutorStrings.disputed(`$${check.solverResult.replaceAll('$', '')}$`)} />
        </div>
      )}
      {canAsk && hint && (
        <fieldset className="tutor-actions">
          <legend className="sr-only">{tutorStrings.hintActionsLabel}</legend>
          {HINT_BUTTONS.map((b) => (
            <button
              key={b.mode}
              type="button"
              className="tutor-chip"
              onClick={() => void askFollowUp({ text: b.text, mode: b.mode })}
            >
              {b.text}
            </button>
          ))}
        </fieldset>
      )}
      {canAsk && !hint && suggestions && (
        <fieldset className="tutor-actions">
          <legend className="sr-only">{tutorStrings.suggestionsLabel}</legend>
          {suggestions.map((s) => (
            <button
              key={s}
              type="button"
              className="tutor-chip tutor-chip--suggestion"
              dir="auto"
              aria-label={tutorStrings.suggestionLabel(s)}
              onClick={() => void askFollowUp({ text: s, mode: 'explain' })}
            >
              {s}
            </button>
          ))}
        </fieldset>
      )}
    </div>
  );
}
