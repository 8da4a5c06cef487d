import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHandler as chatWithAi } from '../../supabase/functions/chat-with-ai/handler.ts';
import { createHandler as contactForm } from '../../supabase/functions/contact-form/handler.ts';
import { type FunctionsBackend, startFunctionsBackend } from './support/backend.ts';

// A backend with neither an AI key nor Stripe configured: contact-form, demo mode and the SPEC
// configuration errors.
let fb: FunctionsBackend;

beforeAll(async () => {
  fb = await startFunctionsBackend({
    AI_API_KEY: '',
    STRIPE_SECRET_KEY: '',
    STRIPE_WEBHOOK_SECRET: '',
  });
});
afterAll(() => fb?.stop());

const message = {
  name: '  Ada Lovelace ',
  email: 'ada@example.com',
  subject: 'Billing',
  message: 'How do I cancel?',
};

async function storedMessages(clientId: string) {
  const { data, error } = await fb.admin.from('contact_messages').select('*').eq('client_id', clientId);
  if (error) throw new Error(error.message);
  return data as Array<Record<string, unknown>>;
}

describe('contact-form', () => {
  it('stores an anonymous message, trimmed, without a user', async () => {
    const clientId = crypto.randomUUID();
    const answer = await fb.call('contact-form', { ...message, clientId });
    expect(answer).toMatchObject({ status: 200, body: { ok: true } });
    const [row] = await storedMessages(clientId);
    expect(row).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'Billing',
      user_id: null,
    });
  });

  it('stores a signed-in message with its user id', async () => {
    const user = await fb.signUp();
    const clientId = crypto.randomUUID();
    expect((await fb.call('contact-form', { ...message, clientId }, user.token)).status).toBe(200);
    expect((await storedMessages(clientId))[0]?.user_id).toBe(user.id);
  });

  it('stores a message retried with the same client id once', async () => {
    const clientId = crypto.randomUUID();
    const first = await fb.call('contact-form', { ...message, clientId });
    const retry = await fb.call('contact-form', { ...message, clientId, message: 'changed on retry' });
    expect([first.body, retry.body]).toEqual([{ ok: true }, { ok: true }]);
    const rows = await storedMessages(clientId);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.message).toBe('How do I cancel?');
  });

  it("answers SPEC's e-mail format error", async () => {
    const answer = await fb.call('contact-form', { ...message, email: 'ada.example.com' });
    expect(answer).toMatchObject({ status: 400, body: { error: 'Invalid email format' } });
  });
});

describe('demo mode and missing configuration', () => {
  it('answers in demo mode with a study tip when no AI key is configured, and still counts the question', async () => {
    const user = await fb.signUp();
    const answer = await fb.call('chat-with-ai', { messages: [{ role: 'user', content: 'hi' }] }, user.token);
    expect(answer.status).toBe(200);
    expect(answer.body.demo).toBe(true);
    expect(answer.body.response).toContain('Study tip:');
    expect(answer.body.usage).toEqual({ used: 1, limit: 5, remaining: 4, plan: 'free' });
  });

  it("answers 'Invalid payment provider configuration' when Stripe is not configured", async () => {
    const user = await fb.signUp();
    for (const [name, body] of [
      ['create-payment-intent', { planType: 'gold' }],
      ['confirm-payment', { purchaseId: crypto.randomUUID() }],
    ] as const) {
      const answer = await fb.call(name, body, user.token);
      expect(answer.status, name).toBe(503);
      expect(answer.body.error, name).toBe('Invalid payment provider configuration');
    }
  });

  it('tells the plans page that payments are unavailable, to signed-in users only', async () => {
    const user = await fb.signUp();
    expect(await fb.call('payment-status', {}, user.token)).toMatchObject({
      status: 200,
      body: { available: false },
    });
    expect((await fb.call('payment-status', {})).status).toBe(401);
  });

  it('still downgrades without Stripe when there is no subscription to change', async () => {
    const user = await fb.signUp();
    const answer = await fb.call('change-plan', { planType: 'free' }, user.token);
    expect(answer).toMatchObject({ status: 200, body: { plan: 'free' } });
  });

  it("answers 'Backend not configured' when the Supabase settings are missing", async () => {
    const post = (body: unknown) =>
      new Request('http://functions.test/x', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer anon' },
        body: JSON.stringify(body),
      });
    for (const [handler, body] of [
      [chatWithAi({}), { messages: [{ role: 'user', content: 'hi' }] }],
      [contactForm({ AI_API_KEY: 'sk-x' }), message],
    ] as const) {
      const response = await handler(post(body));
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ error: 'Backend not configured' });
    }
  });
});
