import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { chatStrings } from '../../../lib/strings.ts';
import { CameraIcon, ImageIcon, UploadIcon } from '../../../ui/icons.tsx';
import { usePopupMenu } from '../../../ui/usePopupMenu.ts';

interface ImageMenuProps {
  onFile: (file: File) => void;
  disabled?: boolean;
}

const CameraDialog = lazy(() => import('./CameraDialog.tsx').then((m) => ({ default: m.CameraDialog })));

const hasCamera = () => typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);

/**
 * SPEC §2 image button: a small menu with 'Take Photo' and 'Upload File'. Take Photo opens the camera
 * modal; where there is no camera API, or the camera is refused, the phone's own capture input is used.
 */
export function ImageMenu({ onFile, disabled }: ImageMenuProps) {
  const { open, toggle, close, rootRef, buttonRef, onMenuKeyDown } = usePopupMenu();
  const [camera, setCamera] = useState(false);
  const [cameraUsed, setCameraUsed] = useState(false);
  const uploadRef = useRef<HTMLInputElement>(null);
  const captureRef = useRef<HTMLInputElement>(null);
  const menuId = useId();

  // After the camera dialog closes (capture, Cancel, Escape), focus returns to the image button; the
  // element that opened it (a menu item) is gone. Runs after the dialog's own effect has closed it.
  useEffect(() => {
    if (!camera && cameraUsed) buttonRef.current?.focus();
  }, [camera, cameraUsed, buttonRef]);

  const takePhoto = () => {
    close(false);
    if (hasCamera()) {
      setCameraUsed(true);
      setCamera(true);
    } else captureRef.current?.click();
  };
  const upload = () => {
    close(true);
    uploadRef.current?.click();
  };
  const picked = (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = ''; // choosing the same file again still fires change
    if (file) onFile(file);
  };

  return (
    <div className="image-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="icon-btn composer__image"
        aria-label={chatStrings.imageButton}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={disabled}
        onClick={toggle}
      >
        <ImageIcon />
      </button>
      {open && (
        <ul id={menuId} className="menu-list image-menu__list" onKeyDown={onMenuKeyDown}>
          <li>
            <button type="button" className="menu-item image-menu__item" data-menu-item onClick={takePhoto}>
              <CameraIcon /> {chatStrings.takePhoto}
            </button>
          </li>
          <li>
            <button type="button" className="menu-item image-menu__item" data-menu-item onClick={upload}>
              <UploadIcon /> {chatStrings.uploadFile}
            </button>
          </li>
        </ul>
      )}
      <input
        ref={uploadRef}
        type="file"
        accept="image/*,.heic,.heif"
        hidden
        tabIndex={-1}
        data-testid="upload-input"
        onChange={(e) => picked(e.currentTarget)}
      />
      <input
        ref={captureRef}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        tabIndex={-1}
        data-testid="capture-input"
        onChange={(e) => {
          picked(e.currentTarget);
          setCamera(false);
        }}
      />
      {cameraUsed && (
        <Suspense fallback={null}>
          <CameraDialog
            open={camera}
            onClose={() => {
              setCamera(false);
              buttonRef.current?.focus();
            }}
            onCapture={(file) => {
              setCamera(false);
              buttonRef.current?.focus();
              onFile(file);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
