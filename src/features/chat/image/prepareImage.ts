import { chatStrings } from '../../../lib/strings.ts';
import { compressImage } from './compressImage.ts';
import {
  isHeic,
  isSendable,
  isTooLarge,
  JPEG_QUALITY,
  looksLikeImage,
  MAX_IMAGE_SIDE_PX,
} from './imageRules.ts';

export type PreparedImage =
  | { ok: true; dataUrl: string; bytes: number; compressed: boolean }
  | { ok: false; message: string };

export function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsDataURL(blob);
  });
}

/** Whether this browser can decode the file (Safari decodes HEIC; Chromium and Firefox do not). */
async function canDecode(file: Blob): Promise<boolean> {
  if (typeof createImageBitmap !== 'function') return false;
  try {
    const bitmap = await createImageBitmap(file);
    bitmap.close();
    return true;
  } catch {
    return false;
  }
}

/**
 * SPEC §5: over 5 MB → refused; otherwise scaled so the longer side is at most 800 px and re-encoded as
 * JPEG 0.8 (browser-image-compression, loaded on first use, in our own same-origin worker: it works
 * offline, under the CSP, and sends nothing to a CDN). If compression fails the original is used — unless the
 * original is a format the AI cannot read (HEIC where the browser cannot decode it), which gets a clear
 * message instead.
 */
export async function prepareImage(file: File): Promise<PreparedImage> {
  if (isTooLarge(file.size)) return { ok: false, message: chatStrings.image.tooLarge };
  if (!looksLikeImage(file)) return { ok: false, message: chatStrings.image.unsupported };
  const heic = isHeic(file);
  if (heic && !(await canDecode(file))) return { ok: false, message: chatStrings.image.heicUnsupported };
  // The library refuses files without an image/* type (some browsers report HEIC as '').
  const input = file.type.startsWith('image/') ? file : new File([file], file.name, { type: 'image/heic' });
  try {
    const compressed = await compressImage(input, {
      maxWidthOrHeight: MAX_IMAGE_SIDE_PX,
      initialQuality: JPEG_QUALITY,
      fileType: 'image/jpeg',
    });
    return { ok: true, dataUrl: await readAsDataUrl(compressed), bytes: compressed.size, compressed: true };
  } catch (error) {
    console.warn('Image compression failed; using the original', error);
    if (!isSendable(file.type)) {
      return { ok: false, message: heic ? chatStrings.image.heicUnsupported : chatStrings.image.unsupported };
    }
    return { ok: true, dataUrl: await readAsDataUrl(file), bytes: file.size, compressed: false };
  }
}
