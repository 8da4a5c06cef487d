import { useEffect, useRef, useState } from 'react';
import ReactCrop, { type PercentCrop } from 'react-image-crop';
import 'react-image-crop/dist/ReactCrop.css';
import { chatStrings, messageToolStrings as t } from '../../../../lib/strings.ts';
import { Button } from '../../../../ui/Button.tsx';
import { Dialog } from '../../../../ui/Dialog.tsx';
import { cropPixels, initialSelection } from '../../image/cropMath.ts';
import './cropDialog.css';
import { RotateIcon } from './toolIcons.tsx';

interface CropDialogProps {
  open: boolean;
  /** The photo as chosen or taken (full resolution). */
  file: File | null;
  onClose: () => void;
  /** The cropped photo; the composer prepares it like any photo (5 MB, 800 px, JPEG 0.8). */
  onCropped: (file: File) => void;
}

/** Issue 18: crop a photo before sending (react-image-crop, a lazy chunk): drag a rectangle, rotate by 90°. */
export default function CropDialog({ open, file, onClose, onCropped }: CropDialogProps) {
  return (
    <Dialog open={open} title={t.cropTitle} onClose={onClose} className="dialog--crop">
      {file && <CropView file={file} onClose={onClose} onCropped={onCropped} />}
    </Dialog>
  );
}

const toBlob = (canvas: HTMLCanvasElement, type: string, quality?: number) =>
  new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('encode failed'))), type, quality),
  );

/** The photo turned a quarter clockwise (a new image; cropping then works on what is shown). */
async function turned(image: HTMLImageElement): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = image.naturalHeight;
  canvas.height = image.naturalWidth;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d context');
  ctx.translate(canvas.width, 0);
  ctx.rotate(Math.PI / 2);
  ctx.drawImage(image, 0, 0);
  return toBlob(canvas, 'image/png');
}

/** The selected part at the photo's own resolution (the 800 px downscale comes after). */
async function cropped(image: HTMLImageElement, selection: PercentCrop | undefined): Promise<File> {
  const rect = cropPixels(selection, image.naturalWidth, image.naturalHeight);
  const canvas = document.createElement('canvas');
  canvas.width = rect.width;
  canvas.height = rect.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d context');
  ctx.drawImage(image, rect.x, rect.y, rect.width, rect.height, 0, 0, rect.width, rect.height);
  const blob = await toBlob(canvas, 'image/jpeg', 0.95);
  return new File([blob], 'cropped.jpg', { type: 'image/jpeg' });
}

function CropView({ file, onClose, onCropped }: Omit<CropDialogProps, 'open'>) {
  const [source, setSource] = useState<Blob>(file as File);
  const [url, setUrl] = useState<string | null>(null);
  const [selection, setSelection] = useState<PercentCrop>({ unit: '%', ...initialSelection() });
  const [busy, setBusy] = useState(false);
  const imageRef = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const next = URL.createObjectURL(source);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [source]);

  const rotate = async () => {
    const image = imageRef.current;
    if (!image || busy) return;
    setBusy(true);
    try {
      setSource(await turned(image));
      setSelection({ unit: '%', ...initialSelection() });
    } finally {
      setBusy(false);
    }
  };

  const done = async () => {
    const image = imageRef.current;
    if (!image || busy) return;
    setBusy(true);
    try {
      onCropped(await cropped(image, selection));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <p className="crop__hint">{t.cropHint}</p>
      <div className="crop__stage">
        {url && (
          <ReactCrop crop={selection} onChange={(_, percent) => setSelection(percent)} keepSelection>
            <img ref={imageRef} className="crop__image" src={url} alt={chatStrings.attachedPhotoAlt} />
          </ReactCrop>
        )}
      </div>
      <div className="dialog__actions crop__actions">
        <Button variant="ghost" onClick={() => void rotate()} disabled={busy}>
          <RotateIcon /> {t.rotate}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          {chatStrings.cancel}
        </Button>
        {/* The main action has focus when the step opens (the dialog looks for data-autofocus). */}
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => void done()}
          disabled={busy}
          data-autofocus
        >
          {t.useCrop}
        </button>
      </div>
    </>
  );
}
