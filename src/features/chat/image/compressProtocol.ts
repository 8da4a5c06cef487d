/** What the page asks the image-compression worker (compress.worker.ts) and what it answers. */
export interface CompressOptions {
  maxWidthOrHeight: number;
  initialQuality: number;
  fileType: string;
}

export interface CompressRequest {
  file: File;
  options: CompressOptions;
}

export type CompressReply = { ok: true; file: Blob } | { ok: false; error: string };
