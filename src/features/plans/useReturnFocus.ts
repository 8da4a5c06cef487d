import { useLayoutEffect, useRef } from 'react';

/**
 * Gives focus back to what opened a run of dialogs once the last one is gone (they unmount rather than
 * close, so the browser's own restore does not happen). An opener that became disabled — 'Choose Gold'
 * turned 'Current Plan' — hands focus to the page's main region instead of losing it to the body.
 */
export function useReturnFocus(open: boolean): void {
  const opener = useRef<HTMLElement | null>(null);
  // Noted while rendering the first open state: the dialog's own layout effect, which runs before this
  // component's, moves focus into it (showModal) in the same commit.
  if (open && !opener.current && document.activeElement instanceof HTMLElement)
    opener.current = document.activeElement;
  useLayoutEffect(() => {
    if (open) return;
    const element = opener.current;
    opener.current = null;
    if (!element?.isConnected) return;
    const usable = !(element instanceof HTMLButtonElement && element.disabled);
    const target = usable ? element : document.getElementById('main');
    if (target && !usable && !target.hasAttribute('tabindex')) target.tabIndex = -1;
    target?.focus();
  }, [open]);
}
