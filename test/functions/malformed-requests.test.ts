import { afterAll, describe, expect, it } from 'vitest';
import type { FunctionEnv } from '../../supabase/functions/_shared/env.ts';
import { createHandler as changePlan } from '../../supabase/functions/change-plan/handler.ts';
import { createHandler as chatWithAi } from '../../supabase/functions/chat-with-ai/handler.ts';
import { createHandler as confirmPayment } from '../../supabase/functions/confirm-payment/handler.ts';
import { createHandler as contactForm } from '../../supabase/functions/contact-form/handler.ts';
import { createHandler as createPaymentIntent } from '../../supabase/functions/create-payment-intent/handler.ts';
import { createHandler as keepPlan } from '../../supabase/functions/keep-plan/handler.ts';
import { createHandler as paymentStatus } from '../../supabase/functions/payment-status/handler.ts';
import { createHandler as stripeWebhook } from '../../supabase/functions/stripe-webhook/handler.ts';
import { type FunctionName, MALFORMED_CASES, WEBHOOK_SECRET } from './support/malformed-cases.ts';
import {
  formatTable,
  type MalformedResult,
  malformedRequest,
  runMalformedCase,
} from './support/malformed-runner.ts';

// Every dependency points at a closed port: a malformed request must be refused before any of them is
// reached, and reaching one would show up as a 5xx here.
const closed = 'http://127.0.0.1:9';
const env: FunctionEnv = {
  SUPABASE_URL: closed,
  SUPABASE_ANON_KEY: 'anon-key',
  SUPABASE_SERVICE_ROLE_KEY: 'service-role-key',
  AI_API_KEY: 'sk-unused',
  AI_BASE_URL: `${closed}/v1`,
  STRIPE_SECRET_KEY: 'sk_test_unused',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_HOST: '127.0.0.1',
  STRIPE_API_PORT: '9',
  STRIPE_API_PROTOCOL: 'http',
};
const handlers: Record<FunctionName, (request: Request) => Promise<Response>> = {
  'chat-with-ai': chatWithAi(env),
  'create-payment-intent': createPaymentIntent(env),
  'confirm-payment': confirmPayment(env),
  'stripe-webhook': stripeWebhook(env),
  'change-plan': changePlan(env),
  'contact-form': contactForm(env),
  'keep-plan': keepPlan(env),
  'payment-status': paymentStatus(env),
};

const results: MalformedResult[] = [];

describe('malformed requests are refused with a 4xx JSON error, never a 5xx', () => {
  afterAll(() => {
    console.log(`\nMalformed requests (${results.length}):\n${formatTable(results)}\n`);
  });

  it('covers at least 40 cases across every function', () => {
    expect(MALFORMED_CASES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(MALFORMED_CASES.map((c) => c.fn)).size).toBe(Object.keys(handlers).length);
  });

  it.each(MALFORMED_CASES.map((c) => [`${c.fn}: ${c.name}`, c] as const))('%s', async (_label, c) => {
    const response = await handlers[c.fn](malformedRequest(`http://functions.test/${c.fn}`, c, 'anon-key'));
    const result = await runMalformedCase(response, c);
    results.push(result);
    expect(result.status).toBeGreaterThanOrEqual(400);
    expect(result.status).toBeLessThan(500);
    expect(result.status).toBe(c.status);
    expect(result.json).toBe(true);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers CORS preflight for every function', async () => {
    for (const handler of Object.values(handlers)) {
      const response = await handler(new Request('http://functions.test/x', { method: 'OPTIONS' }));
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-headers')).toContain('authorization');
    }
  });
});
