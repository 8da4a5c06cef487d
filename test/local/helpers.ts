import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import { expect } from 'vitest';

type Transport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;
/** Node 20 has no WebSocket and supabase-js refuses to build without one; these tests never use realtime. */
class NoSocket {
  constructor() {
    throw new Error('realtime is not used in these tests');
  }
}

/** A supabase-js client as the app builds it (PKCE), with its own in-memory storage. */
export function newClient(url: string, anonKey: string): SupabaseClient {
  const store = new Map<string, string>();
  return createClient(url, anonKey, {
    // The cast only satisfies supabase-js's type: the class is never constructed.
    realtime: { transport: (globalThis.WebSocket ?? NoSocket) as unknown as Transport },
    auth: {
      flowType: 'pkce',
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storage: {
        getItem: (key) => store.get(key) ?? null,
        setItem: (key, value) => void store.set(key, value),
        removeItem: (key) => void store.delete(key),
      },
    },
  });
}

export interface Mail {
  recipient: string;
  subject: string;
  kind: string;
  link: string;
  verify_url: string;
  otp: string;
  html: string;
}

/** The newest e-mail the local backend "sent" to this address. */
export async function latestMail(url: string, email: string): Promise<Mail> {
  const res = await fetch(`${url}/_mailbox/messages.json?to=${encodeURIComponent(email)}`);
  expect(res.status).toBe(200);
  const { messages } = (await res.json()) as { messages: Mail[] };
  const mail = messages[0];
  if (!mail) throw new Error(`no mail for ${email}`);
  return mail;
}

/** Follows the e-mail link like a browser's first hop, returning where GoTrue redirects to. */
export async function followLink(link: string): Promise<URL> {
  const res = await fetch(link, { redirect: 'manual' });
  expect(res.status).toBe(303);
  const location = res.headers.get('location');
  if (!location) throw new Error('verify did not redirect');
  return new URL(location);
}

/** A raw refresh-token grant, as supabase-js sends it, so a test can replay or reuse a token. */
export async function refreshGrant(
  url: string,
  anonKey: string,
  token: string,
): Promise<{ status: number; body: { refresh_token?: string; code?: string; message?: string } }> {
  const res = await fetch(`${url}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
    body: JSON.stringify({ refresh_token: token }),
  });
  return { status: res.status, body: await res.json() };
}
