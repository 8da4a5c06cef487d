import Panzoom, { type PanzoomObject } from '@panzoom/panzoom';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { messageToolStrings as t } from '../../../../lib/strings.ts';
import { Dialog } from '../../../../ui/Dialog.tsx';
import './zoomPhoto.css';

const MAX_SCALE = 6;
const DOUBLE_TAP_SCALE = 2.5;
/** The history entry a zoomed photo adds, so the phone's back gesture closes it. */
const HISTORY_MARK = 'studymateZoom';

interface ZoomProps {
  src: string;
  alt: string;
  onClosed: () => void;
}

/**
 * Zoom (issue 18): a photo full screen with pinch, wheel and double-tap zoom (@panzoom/panzoom, a lazy
 * chunk). Escape, the close button or the back gesture closes it; focus returns to the photo.
 */
function ZoomDialog({ src, alt, onClosed }: ZoomProps) {
  const [open, setOpen] = useState(true);
  const imageRef = useRef<HTMLImageElement>(null);
  const panzoom = useRef<PanzoomObject | null>(null);

  useEffect(() => {
    const image = imageRef.current;
    const stage = image?.parentElement;
    if (!image || !stage) return;
    const pz = Panzoom(image, {
      maxScale: MAX_SCALE,
      minScale: 1,
      panOnlyWhenZoomed: true,
    });
    panzoom.current = pz;
    const wheel = (event: WheelEvent) => pz.zoomWithWheel(event);
    const doubleTap = (event: MouseEvent) =>
      pz.getScale() > 1 ? pz.reset() : pz.zoomToPoint(DOUBLE_TAP_SCALE, event);
    stage.addEventListener('wheel', wheel, { passive: false });
    stage.addEventListener('dblclick', doubleTap);
    return () => {
      stage.removeEventListener('wheel', wheel);
      stage.removeEventListener('dblclick', doubleTap);
      pz.destroy();
    };
  }, []);

  // Back closes the photo instead of leaving the chat. In the commit that shows the dialog, not a frame
  // later (Preact runs passive effects after the next frame): a back press as soon as the photo shows
  // would otherwise leave the app (CI caught it).
  useLayoutEffect(() => {
    history.pushState({ [HISTORY_MARK]: true }, '');
    const onBack = () => setOpen(false);
    window.addEventListener('popstate', onBack);
    return () => {
      window.removeEventListener('popstate', onBack);
      if ((history.state as Record<string, unknown> | null)?.[HISTORY_MARK]) history.back();
    };
  }, []);

  useEffect(() => {
    if (!open) onClosed();
  }, [open, onClosed]);

  return (
    <Dialog open={open} title={t.zoomTitle} onClose={() => setOpen(false)} className="dialog--zoom">
      <div className="zoom__stage">
        <img ref={imageRef} className="zoom__image" src={src} alt={alt} />
      </div>
      <div className="dialog__actions zoom__actions">
        <button type="button" className="btn btn--ghost" onClick={() => panzoom.current?.zoomOut()}>
          {t.zoomOut}
        </button>
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() => panzoom.current?.zoomIn()}
          data-autofocus
        >
          {t.zoomIn}
        </button>
      </div>
    </Dialog>
  );
}

/** Opens a photo full screen in its own small React root; closing removes it and refocuses `returnTo`. */
export function openZoom(src: string, alt: string, returnTo: HTMLElement | null): void {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const closed = () => {
    // After the dialog has closed natively (its own focus restore), then ours, to be sure.
    setTimeout(() => {
      root.unmount();
      host.remove();
      returnTo?.focus();
    });
  };
  root.render(<ZoomDialog src={src} alt={alt} onClosed={closed} />);
}
