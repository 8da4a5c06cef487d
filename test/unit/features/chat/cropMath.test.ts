import { describe, expect, it } from 'vitest';
import { cropPixels, initialSelection, turnedSize } from '../../../../src/features/chat/image/cropMath.ts';

describe('crop before sending: selection to pixels', () => {
  it('maps a % selection onto the photo, in whole pixels', () => {
    expect(cropPixels({ x: 25, y: 10, width: 50, height: 40 }, 1200, 900)).toEqual({
      x: 300,
      y: 90,
      width: 600,
      height: 360,
    });
  });

  it('no selection, or an empty one, is the whole photo', () => {
    expect(cropPixels(null, 640, 480)).toEqual({ x: 0, y: 0, width: 640, height: 480 });
    expect(cropPixels({ x: 10, y: 10, width: 0, height: 5 }, 640, 480)).toEqual({
      x: 0,
      y: 0,
      width: 640,
      height: 480,
    });
  });

  it('stays inside the photo and is at least one pixel', () => {
    expect(cropPixels({ x: 99.99, y: -5, width: 30, height: 200 }, 100, 100)).toEqual({
      x: 99,
      y: 0,
      width: 1,
      height: 100,
    });
  });

  it('opens centred at 80 % and turns sides on odd quarter turns', () => {
    expect(initialSelection()).toEqual({ x: 10, y: 10, width: 80, height: 80 });
    expect(turnedSize(1200, 900, 1)).toEqual({ width: 900, height: 1200 });
    expect(turnedSize(1200, 900, 2)).toEqual({ width: 1200, height: 900 });
  });
});
