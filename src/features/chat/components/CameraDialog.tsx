import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { chatStrings } from '../../../lib/strings.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { captureFrame, openRearCamera, stopStream } from '../image/camera.ts';

interface CameraDialogProps {
  open: boolean;
  onClose: () => void;
  /** A captured frame, or the photo chosen through the fallback input. */
  onCapture: (file: File) => void;
}

/** SPEC §2/§4 camera: modal 'Take Photo' with the rear camera's live video, 'Capture Photo' and Cancel. */
export function CameraDialog({ open, onClose, onCapture }: CameraDialogProps) {
  return (
    <Dialog open={open} title={chatStrings.takePhoto} onClose={onClose} className="dialog--camera">
      <CameraView onClose={onClose} onCapture={onCapture} />
    </Dialog>
  );
}

type CameraState = 'starting' | 'live' | 'failed';

/**
 * Mounted only while the dialog is open; the stream stops on capture, cancel and unmount. A refused or
 * missing camera falls back to the file input with capture (inside the modal, so it is not inert).
 */
function CameraView({ onClose, onCapture }: Omit<CameraDialogProps, 'open'>) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const captureRef = useRef<HTMLButtonElement>(null);
  const [state, setState] = useState<CameraState>('starting');
  const fallbackRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    let cancelled = false;
    openRearCamera().then(
      async (stream) => {
        if (cancelled) return stopStream(stream);
        streamRef.current = stream;
        const video = videoRef.current;
        if (video) {
          video.srcObject = stream;
          await video.play().catch(() => undefined);
        }
        setState('live');
      },
      () => {
        if (cancelled) return;
        setState('failed');
        // Still inside the click's user activation on most refusals, so the picker may open directly.
        fallbackRef.current?.click();
      },
    );
    return () => {
      cancelled = true;
      stopStream(streamRef.current);
      streamRef.current = null;
    };
  }, []);

  // Once the preview is live, the main action has focus (the dialog first focuses its close button). In
  // the commit that enables it, not a frame later (Preact runs passive effects after the next frame).
  useLayoutEffect(() => {
    if (state === 'live') captureRef.current?.focus();
  }, [state]);

  const capture = async () => {
    const video = videoRef.current;
    if (!video) return;
    const file = await captureFrame(video);
    stopStream(streamRef.current);
    streamRef.current = null;
    if (file) onCapture(file);
  };

  const fallbackInput = (
    <input
      ref={fallbackRef}
      type="file"
      accept="image/*"
      capture="environment"
      hidden
      tabIndex={-1}
      data-testid="camera-fallback-input"
      onChange={(e) => {
        const file = e.currentTarget.files?.[0];
        e.currentTarget.value = '';
        if (file) onCapture(file);
      }}
    />
  );

  if (state === 'failed') {
    return (
      <>
        {fallbackInput}
        <p>{chatStrings.camera.unavailable}</p>
        <div className="dialog__actions">
          <Button variant="ghost" onClick={onClose}>
            {chatStrings.cancel}
          </Button>
          <Button onClick={() => fallbackRef.current?.click()}>{chatStrings.camera.chooseInstead}</Button>
        </div>
      </>
    );
  }

  return (
    <>
      {fallbackInput}
      <div className="camera">
        <video
          ref={videoRef}
          className="camera__video"
          autoPlay
          muted
          playsInline
          aria-label={chatStrings.camera.videoLabel}
        />
        {state === 'starting' && (
          <p className="camera__status" role="status">
            {chatStrings.camera.starting}
          </p>
        )}
      </div>
      <div className="dialog__actions">
        <Button variant="ghost" onClick={onClose}>
          {chatStrings.cancel}
        </Button>
        <button
          ref={captureRef}
          type="button"
          className="btn btn--primary"
          onClick={() => void capture()}
          disabled={state !== 'live'}
        >
          {chatStrings.capturePhoto}
        </button>
      </div>
    </>
  );
}
