import { useEffect, useRef } from 'react';

/** Marks the element (a heading, tabIndex -1) that takes focus when its step appears. */
export const stepHeading = { 'data-step-heading': true, tabIndex: -1 } as const;

/**
 * Moves focus to the new step's heading when `step` changes (not on the first render), so keyboard
 * and screen-reader users land on the new content instead of on a button that disappeared.
 */
export function useStepFocus<T extends HTMLElement>(step: string) {
  const ref = useRef<T>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    ref.current?.querySelector<HTMLElement>('[data-step-heading]')?.focus();
  }, [step]);
  return ref;
}
