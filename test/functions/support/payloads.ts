/** A JPEG data URL whose payload decodes to exactly `bytes` bytes (content is not a real image). */
export function imageDataUrl(bytes: number): string {
  const data = Buffer.alloc(bytes, 0xab);
  if (bytes >= 2) data.writeUInt16BE(0xffd8, 0);
  return `data:image/jpeg;base64,${data.toString('base64')}`;
}
