import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defaultConfigPath, repoRoot } from '../../supabase/local/config.ts';
import {
  type LocalBackend,
  type LocalBackendOptions,
  startLocalBackend,
} from '../../supabase/local/server.ts';

/** The local backend as `npm start` runs it (config.toml's limits), on a free port, in memory. */
export function start(options: Omit<LocalBackendOptions, 'port'> = {}): Promise<LocalBackend> {
  return startLocalBackend({ port: 0, ...options });
}

/**
 * A copy of supabase/config.toml with some lines replaced (returns its path). Its e-mail templates'
 * content_path (relative to the project folder) is made absolute, since the copy lives elsewhere.
 */
export function configWith(replacements: [RegExp, string][]): string {
  let text = readFileSync(defaultConfigPath, 'utf8').replace(
    /^content_path = "(.+)"$/gm,
    (_, path: string) => `content_path = ${JSON.stringify(resolve(repoRoot, path))}`,
  );
  for (const [pattern, value] of replacements) {
    if (!pattern.test(text)) throw new Error(`config.toml has no ${pattern}`);
    text = text.replace(pattern, value);
  }
  const path = join(mkdtempSync(join(tmpdir(), 'sec-config-')), 'config.toml');
  writeFileSync(path, text);
  return path;
}

export interface Answer {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: answers are JSON of many shapes; tests assert on them.
  body: any;
  text: string;
}

/** A raw request to the backend with the anon key (headers win), answer parsed when it is JSON. */
export async function call(
  b: LocalBackend,
  path: string,
  init: {
    method?: string;
    body?: unknown;
    headers?: Record<string, string>;
    raw?: string | Uint8Array<ArrayBuffer>;
  } = {},
): Promise<Answer> {
  const response = await fetch(`${b.url}${path}`, {
    method: init.method ?? (init.body !== undefined || init.raw !== undefined ? 'POST' : 'GET'),
    redirect: 'manual',
    headers: {
      apikey: b.anonKey,
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
      ...init.headers,
    },
    body: init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
  });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  return { status: response.status, headers: response.headers, body, text };
}

export interface Mail {
  recipient: string;
  kind: string;
  /** The link the e-mail template shows (ours: the app with a token hash). */
  link: string;
  /** GoTrue's own verify link (`{{ .ConfirmationURL }}`), with the redirect_to the request asked for. */
  verify_url: string;
  otp: string;
}

export async function mails(b: LocalBackend, to: string): Promise<Mail[]> {
  const res = await fetch(`${b.url}/_mailbox/messages.json?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as { messages: Mail[] }).messages;
}

/** Signs up (confirmations off) and returns the session body. */
export async function signUp(b: LocalBackend, email: string, password = 'correct horse 1') {
  const res = await call(b, '/auth/v1/signup', { body: { email, password } });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
  return res.body as { access_token: string; refresh_token: string; user: { id: string } };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
