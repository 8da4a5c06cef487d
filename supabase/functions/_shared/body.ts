import { badRequest, HttpError } from './http.ts';

export const KIB = 1024;
export const MIB = 1024 * KIB;

/** The raw body as text, refusing (413) anything over `maxBytes` without buffering it all. */
export async function readBodyText(request: Request, maxBytes: number): Promise<string> {
  const tooLarge = () =>
    new HttpError(413, `Request body too large (limit ${formatBytes(maxBytes)})`, 'payload_too_large');
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest('Request body is not valid UTF-8', 'invalid_json');
  }
}

export function requireJsonContentType(request: Request): void {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type.trim())) {
    throw new HttpError(415, 'Content-Type must be application/json', 'unsupported_media_type');
  }
}

/** Parses a JSON text that must hold an object (not an array, string or null). */
export function parseJsonObject(text: string): Record<string, unknown> {
  if (text.trim() === '') throw badRequest('Request body is empty', 'invalid_json');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('Request body is not valid JSON', 'invalid_json');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw badRequest('Request body must be a JSON object', 'invalid_json');
  }
  return value as Record<string, unknown>;
}

/** Content type, size limit and JSON shape checks for a function's POST body. */
export async function readJsonObject(request: Request, maxBytes: number): Promise<Record<string, unknown>> {
  requireJsonContentType(request);
  return parseJsonObject(await readBodyText(request, maxBytes));
}

function formatBytes(bytes: number): string {
  if (bytes >= MIB) return `${Math.round((bytes / MIB) * 10) / 10} MB`;
  return `${Math.round(bytes / KIB)} KB`;
}
