import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FunctionEnv } from '../../supabase/functions/_shared/env.ts';
import { discoverFunctions } from '../../supabase/local/functions.ts';
import { type FunctionsBackend, startFunctionsBackend } from './support/backend.ts';

// Every function in supabase/functions, against a real backend that has neither Stripe nor AI keys:
// a caller without a valid session is refused (401) before any configuration is looked at, so nobody
// learns how the server is set up without signing in. Stripe's webhook authenticates by signature.
const functionsDir = join(import.meta.dirname, '../../supabase/functions');
const names = discoverFunctions(functionsDir);

/** A body each function accepts as well-formed, so that only authentication can refuse it. */
const wellFormed: Record<string, unknown> = {
  'change-plan': { planType: 'free' },
  'chat-with-ai': { messages: [{ role: 'user', content: 'What is 2+2?' }] },
  'confirm-payment': { purchaseId: '00000000-0000-4000-8000-000000000000' },
  'contact-form': { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'A question' },
  'create-payment-intent': { planType: 'gold' },
  'keep-plan': {},
  'payment-status': {},
  'stripe-webhook': { id: 'evt_1', object: 'event', type: 'invoice.paid', data: { object: {} } },
};
/** Functions a signed-out visitor may use with the public anon key (SPEC: anonymous chat, contact). */
const anonymousAllowed = new Set(['chat-with-ai', 'contact-form']);
/** Functions whose caller is proven by a signature instead of a session. */
const signatureAuthenticated = new Set(['stripe-webhook']);

type Handler = (request: Request) => Promise<Response>;
let fb: FunctionsBackend;
const handlers = new Map<string, Handler>();

beforeAll(async () => {
  fb = await startFunctionsBackend({ AI_API_KEY: '', STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' });
  const env: FunctionEnv = {
    SUPABASE_URL: fb.backend.url,
    SUPABASE_ANON_KEY: fb.backend.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: fb.backend.serviceRoleKey,
  };
  for (const name of names) {
    const mod = (await import(pathToFileURL(join(functionsDir, name, 'handler.ts')).href)) as {
      createHandler: (env: FunctionEnv) => Handler;
    };
    handlers.set(name, mod.createHandler(env));
  }
});
afterAll(() => fb?.stop());

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A user token that looks right but was never issued by this backend (and has expired). */
const forgedToken = [
  base64url({ alg: 'HS256', typ: 'JWT' }),
  base64url({ role: 'authenticated', sub: crypto.randomUUID(), exp: Math.floor(Date.now() / 1000) - 60 }),
  'c2lnbmF0dXJl',
].join('.');

async function post(name: string, headers: Record<string, string>) {
  const handler = handlers.get(name);
  if (!handler) throw new Error(`${name} did not load`);
  const response = await handler(
    new Request(`http://functions.test/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(wellFormed[name]),
    }),
  );
  const body = (await response.json()) as { error?: string; code?: string };
  return { status: response.status, body };
}

describe('every function authenticates before it checks its configuration', () => {
  it('knows a well-formed body for every function in supabase/functions', () => {
    expect(names.length).toBeGreaterThanOrEqual(8);
    expect(names.filter((name) => !(name in wellFormed))).toEqual([]);
  });

  it.each(names)('%s: no credentials at all', async (name) => {
    const answer = await post(name, {});
    if (signatureAuthenticated.has(name)) {
      expect(answer).toMatchObject({ status: 400, body: { code: 'invalid_signature' } });
    } else {
      expect(answer).toMatchObject({ status: 401, body: { code: 'unauthorized' } });
    }
  });

  it.each(names.filter((name) => !signatureAuthenticated.has(name)))(
    '%s: a forged, expired user token',
    async (name) => {
      const answer = await post(name, { authorization: `Bearer ${forgedToken}`, apikey: fb.backend.anonKey });
      expect(answer).toMatchObject({ status: 401, body: { code: 'unauthorized' } });
    },
  );

  it.each(names.filter((name) => !signatureAuthenticated.has(name) && !anonymousAllowed.has(name)))(
    '%s: signed out (only the public anon key)',
    async (name) => {
      const anon = fb.backend.anonKey;
      const answer = await post(name, { authorization: `Bearer ${anon}`, apikey: anon });
      expect(answer).toMatchObject({ status: 401, body: { code: 'unauthorized' } });
    },
  );

  it('stripe-webhook: a signed call reaches the configuration check (503), never an unsigned one', async () => {
    const answer = await post('stripe-webhook', { 'stripe-signature': 't=1,v1=abc' });
    expect(answer).toMatchObject({ status: 503, body: { error: 'Invalid payment provider configuration' } });
  });
});
