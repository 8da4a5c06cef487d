import {
  type RefObject,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

/** Within this many pixels of the end counts as "at the bottom". */
const NEAR_BOTTOM_PX = 96;

/**
 * Auto-scroll for a chat: jump to the newest message, follow growing text only while the reader is at
 * the bottom (someone who scrolled up to re-read is left alone), and keep the view still while older
 * messages are inserted above it.
 */
export function useStickToBottom(ref: RefObject<HTMLElement | null>) {
  const atBottom = useRef(true);
  const [anchor, setAnchor] = useState<number | null>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onScroll = () => {
      atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight <= NEAR_BOTTOM_PX;
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    // The list's box shrinks when something appears under it (an attached photo's preview, a taller
    // composer, the on-screen keyboard), and its content grows after a render when a lazy part of a
    // message arrives (the Markdown renderer, the message tools: Suspense shows them a moment later):
    // a reader at the bottom stays there (issues 13 and 20).
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            if (atBottom.current) el.scrollTop = el.scrollHeight;
          });
    observer?.observe(el);
    if (el.firstElementChild) observer?.observe(el.firstElementChild);
    return () => {
      el.removeEventListener('scroll', onScroll);
      observer?.disconnect();
    };
  }, [ref]);

  const scrollToBottom = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    el.scrollTop = el.scrollHeight;
    atBottom.current = true;
  }, [ref]);

  const followIfAtBottom = useCallback(() => {
    if (atBottom.current) scrollToBottom();
  }, [scrollToBottom]);

  /** Runs `update` (which adds content above) and then restores the distance from the bottom. */
  const keepPositionWhile = useCallback(
    (update: () => void) => {
      const el = ref.current;
      if (el) startTransition(() => setAnchor(el.scrollHeight - el.scrollTop));
      update();
    },
    [ref],
  );

  useLayoutEffect(() => {
    const el = ref.current;
    if (anchor === null || !el) return;
    el.scrollTop = el.scrollHeight - anchor;
    setAnchor(null);
  }, [anchor, ref]);

  return { scrollToBottom, followIfAtBottom, keepPositionWhile };
}
