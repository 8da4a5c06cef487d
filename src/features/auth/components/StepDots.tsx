import { authStrings as s } from '../../../lib/strings.ts';

/** SPEC §2: dots for the first two forgot-password steps only. */
export function StepDots({ current }: { current: 1 | 2 }) {
  return (
    <ol className="step-dots" aria-label={s.forgot.steps(current, 2)}>
      <li
        className={current === 1 ? 'is-current' : 'is-done'}
        aria-current={current === 1 ? 'step' : undefined}
      />
      <li className={current === 2 ? 'is-current' : ''} aria-current={current === 2 ? 'step' : undefined} />
    </ol>
  );
}
