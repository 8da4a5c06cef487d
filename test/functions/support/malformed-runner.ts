import type { MalformedCase } from './malformed-cases.ts';

export interface MalformedResult {
  fn: string;
  name: string;
  expected: number;
  status: number;
  json: boolean;
  error: string;
}

/** Builds the request for a case; `anonKey` is what the browser would send as its public key. */
export function malformedRequest(url: string, c: MalformedCase, anonKey: string): Request {
  const method = c.method ?? 'POST';
  const headers = c.onlyHeaders ?? {
    authorization: `Bearer ${anonKey}`,
    apikey: anonKey,
    'content-type': 'application/json',
    ...c.headers,
  };
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const body = c.raw !== undefined ? c.raw : c.body !== undefined ? JSON.stringify(c.body) : undefined;
  return new Request(url, { method, headers, ...(hasBody && body !== undefined ? { body } : {}) });
}

export async function runMalformedCase(response: Response, c: MalformedCase): Promise<MalformedResult> {
  const text = await response.text();
  let error = '';
  let json = false;
  try {
    const parsed: unknown = JSON.parse(text);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      typeof (parsed as { error?: unknown }).error === 'string'
    ) {
      error = (parsed as { error: string }).error;
      json = true;
    }
  } catch {
    error = text.slice(0, 60);
  }
  return { fn: c.fn, name: c.name, expected: c.status, status: response.status, json, error };
}

/** The results as a fixed-width text table for the test output. */
export function formatTable(results: MalformedResult[]): string {
  const header = ['#', 'function', 'malformed request', 'status', 'error'];
  const rows = results.map((r, i) => [String(i + 1), r.fn, r.name, String(r.status), r.error.slice(0, 70)]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('-|-'), ...rows.map(line)].join('\n');
}
