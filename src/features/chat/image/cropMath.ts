/** Crop before sending (issue 18): the selection (in % of the shown image) in the photo's own pixels. */
export interface PercentRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PixelRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Whole pixels inside the image, at least 1×1; no selection (or an empty one) is the whole image. */
export function cropPixels(
  selection: PercentRect | null | undefined,
  width: number,
  height: number,
): PixelRect {
  if (!selection || selection.width <= 0 || selection.height <= 0) return { x: 0, y: 0, width, height };
  const x = clamp(Math.round((selection.x / 100) * width), 0, width - 1);
  const y = clamp(Math.round((selection.y / 100) * height), 0, height - 1);
  const right = clamp(Math.round(((selection.x + selection.width) / 100) * width), x + 1, width);
  const bottom = clamp(Math.round(((selection.y + selection.height) / 100) * height), y + 1, height);
  return { x, y, width: right - x, height: bottom - y };
}

/** The selection a crop step opens with: centred, `share` of each side, so the handles are easy to reach. */
export const initialSelection = (share = 80): PercentRect => ({
  x: (100 - share) / 2,
  y: (100 - share) / 2,
  width: share,
  height: share,
});

/** The size after turning the photo 90° clockwise `turns` times. */
export const turnedSize = (width: number, height: number, turns: number) =>
  turns % 2 === 0 ? { width, height } : { width: height, height: width };

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
