/** SPEC §5 / §9 image rules. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGE_SIDE_PX = 800;
export const JPEG_QUALITY = 0.8;

/** The formats chat-with-ai accepts as they are (anything else must be converted first). */
export const SENDABLE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

export const isTooLarge = (bytes: number): boolean => bytes > MAX_IMAGE_BYTES;

/** iPhone photos: HEIC/HEIF, recognised by type or (when the browser reports no type) by name. */
export function isHeic(file: { name: string; type: string }): boolean {
  return /^image\/hei[cf](-sequence)?$/i.test(file.type) || /\.(heic|heif)$/i.test(file.name);
}

export const isSendable = (type: string): boolean =>
  (SENDABLE_TYPES as readonly string[]).includes(type.toLowerCase());

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
