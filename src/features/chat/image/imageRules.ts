import { CHAT_LIMITS, IMAGE_TYPES } from '@shared/contract/chat.ts';

/** SPEC §5 / §9 image rules (the size cap and the types are chat-with-ai's). */
export const MAX_IMAGE_SIDE_PX = 800;
export const JPEG_QUALITY = 0.8;

export const isTooLarge = (bytes: number): boolean => bytes > CHAT_LIMITS.imageBytes;

/** iPhone photos: HEIC/HEIF, recognised by type or (when the browser reports no type) by name. */
export function isHeic(file: { name: string; type: string }): boolean {
  return /^image\/hei[cf](-sequence)?$/i.test(file.type) || /\.(heic|heif)$/i.test(file.name);
}

/** A format chat-with-ai accepts as it is (anything else must be converted first). */
export const isSendable = (type: string): boolean =>
  (IMAGE_TYPES as readonly string[]).includes(type.toLowerCase());

/** Something we may try to decode: an image type, or a HEIC file the browser gave no type. */
export const looksLikeImage = (file: { name: string; type: string }): boolean =>
  file.type.startsWith('image/') || isHeic(file);

/** The size an image is scaled to: the longer side at most 800 px, never enlarged. */
export function scaledSize(width: number, height: number, max = MAX_IMAGE_SIDE_PX) {
  const longer = Math.max(width, height);
  if (longer <= max) return { width, height };
  const scale = max / longer;
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}
