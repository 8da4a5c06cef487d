import { type FormEvent, useId, useState } from 'react';
import { tutorBarStrings, tutorStrings } from '../../../lib/strings.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { useChatStore } from '../state/chatStore.ts';
import { useComposerStore } from '../state/composerStore.ts';
import { askFollowUp } from './askFollowUp.ts';

/**
 * Check my work (issue 17, a lazy chunk): the problem and the student's attempt or final answer, typed;
 * a photo attached in the composer goes with it. Sent as one question in mode check; the verdict shows
 * on the tutor's reply.
 */
export function CheckWorkDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [problem, setProblem] = useState('');
  const [attempt, setAttempt] = useState('');
  const [error, setError] = useState(false);
  const image = useComposerStore((s) => s.image);
  const busy = useChatStore((s) => s.phase !== 'idle');
  const ids = { problem: useId(), attempt: useId(), hint: useId(), error: useId() };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const work = { problem: problem.trim(), attempt: attempt.trim() };
    if (!image && (!work.problem || !work.attempt)) {
      setError(true);
      return;
    }
    setError(false);
    onClose();
    const taken = await askFollowUp({
      text: tutorStrings.workQuestion(work.problem, work.attempt),
      mode: 'check',
      work,
      image,
    });
    if (taken) {
      setProblem('');
      setAttempt('');
      if (image) useComposerStore.getState().removeImage();
    }
  };

  return (
    <Dialog open={open} title={tutorBarStrings.checkWork} onClose={onClose} className="check-work">
      <form className="check-work__form" onSubmit={submit} noValidate>
        <label htmlFor={ids.problem} className="field__label">
          {tutorStrings.problemLabel}
        </label>
        <textarea
          id={ids.problem}
          className="field__input check-work__input"
          rows={2}
          maxLength={2000}
          placeholder={tutorStrings.problemPlaceholder}
          value={problem}
          onChange={(e) => setProblem(e.target.value)}
          data-autofocus
        />
        <label htmlFor={ids.attempt} className="field__label">
          {tutorStrings.attemptLabel}
        </label>
        <textarea
          id={ids.attempt}
          className="field__input check-work__input"
          rows={4}
          maxLength={5000}
          placeholder={tutorStrings.attemptPlaceholder}
          aria-describedby={error ? `${ids.hint} ${ids.error}` : ids.hint}
          value={attempt}
          onChange={(e) => setAttempt(e.target.value)}
        />
        <p id={ids.hint} className="check-work__hint">
          {tutorStrings.attemptHint}
          {image ? ` ${tutorStrings.photoNote}` : ''}
        </p>
        {error && (
          <p id={ids.error} className="alert alert--error" role="alert">
            {tutorStrings.needWork}
          </p>
        )}
        <div className="check-work__actions">
          <Button variant="secondary" onClick={onClose}>
            {tutorStrings.cancel}
          </Button>
          <Button type="submit" disabled={busy}>
            {tutorStrings.submitWork}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
