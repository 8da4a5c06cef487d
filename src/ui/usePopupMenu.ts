import { type KeyboardEvent, useCallback, useLayoutEffect, useRef, useState } from 'react';

const ITEM = '[data-menu-item]';

/**
 * A button that opens a small list of actions (the avatar menu, the image menu): it closes on an
 * outside click and on Escape (focus back on the button); when opened, focus goes to the first item
 * and ArrowUp/ArrowDown (wrapping), Home and End move between the items marked `data-menu-item`.
 */
export function usePopupMenu<R extends HTMLElement = HTMLDivElement>() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<R>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  }, []);

  useLayoutEffect(() => {
    if (!open) return;
    rootRef.current?.querySelector<HTMLElement>(ITEM)?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  /** The list's keydown handler. */
  const onMenuKeyDown = useCallback(
    (event: KeyboardEvent) => {
      const items = [...(rootRef.current?.querySelectorAll<HTMLElement>(ITEM) ?? [])];
      if (items.length === 0) return;
      const index = items.indexOf(document.activeElement as HTMLElement);
      const last = items.length - 1;
      const target: Record<string, number> = {
        ArrowDown: index < 0 || index === last ? 0 : index + 1,
        ArrowUp: index <= 0 ? last : index - 1,
        Home: 0,
        End: last,
      };
      if (event.key === 'Escape') {
        event.preventDefault();
        close(true);
      } else if (event.key in target) {
        event.preventDefault();
        items[target[event.key] as number]?.focus();
      }
    },
    [close],
  );

  const toggle = useCallback(() => setOpen((o) => !o), []);

  return { open, setOpen, toggle, close, rootRef, buttonRef, onMenuKeyDown };
}
