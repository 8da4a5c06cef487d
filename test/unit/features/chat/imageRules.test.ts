import { CHAT_LIMITS } from '@shared/contract/chat.ts';
import { describe, expect, it } from 'vitest';
import {
  isHeic,
  isSendable,
  isTooLarge,
  JPEG_QUALITY,
  looksLikeImage,
  MAX_IMAGE_SIDE_PX,
  scaledSize,
} from '../../../../src/features/chat/image/imageRules.ts';

describe('image rules (SPEC §5, §9)', () => {
  it('refuses more than 5 MB (5*1024*1024 bytes)', () => {
    expect(CHAT_LIMITS.imageBytes).toBe(5 * 1024 * 1024);
    expect(isTooLarge(5 * 1024 * 1024)).toBe(false);
    expect(isTooLarge(5 * 1024 * 1024 + 1)).toBe(true);
  });

  it('scales the longer side to at most 800 px, JPEG quality 0.8, never enlarging', () => {
    expect([MAX_IMAGE_SIDE_PX, JPEG_QUALITY]).toEqual([800, 0.8]);
    expect(scaledSize(4000, 3000)).toEqual({ width: 800, height: 600 });
    expect(scaledSize(3024, 4032)).toEqual({ width: 600, height: 800 });
    expect(scaledSize(640, 480)).toEqual({ width: 640, height: 480 });
  });

  it('recognises iPhone HEIC photos by type or by name', () => {
    expect(isHeic({ name: 'IMG_1.HEIC', type: '' })).toBe(true);
    expect(isHeic({ name: 'x', type: 'image/heif' })).toBe(true);
    expect(isHeic({ name: 'x.jpg', type: 'image/jpeg' })).toBe(false);
    expect(looksLikeImage({ name: 'IMG_1.heic', type: '' })).toBe(true);
    expect(looksLikeImage({ name: 'notes.pdf', type: 'application/pdf' })).toBe(false);
  });

  it('sends JPEG, PNG, WebP and GIF as they are; anything else must be converted', () => {
    expect(['image/jpeg', 'image/png', 'image/webp', 'image/gif'].every(isSendable)).toBe(true);
    expect(isSendable('image/heic')).toBe(false);
    expect(isSendable('image/bmp')).toBe(false);
  });
});
