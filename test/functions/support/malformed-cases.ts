/** Malformed requests across the functions: each must be answered 4xx with a JSON `{error}`. */
import Stripe from 'stripe';
import { imageDataUrl } from './payloads.ts';

export const FUNCTION_NAMES = [
  'chat-with-ai',
  'create-payment-intent',
  'confirm-payment',
  'stripe-webhook',
  'change-plan',
  'contact-form',
  'keep-plan',
  'payment-status',
] as const;
export type FunctionName = (typeof FUNCTION_NAMES)[number];

export interface MalformedCase {
  fn: FunctionName;
  name: string;
  method?: string;
  /** A value is sent as JSON; a string or bytes as they are. */
  body?: unknown;
  raw?: string | Uint8Array<ArrayBuffer>;
  headers?: Record<string, string>;
  /** Replace the default headers entirely. */
  onlyHeaders?: Record<string, string>;
  status: number;
}

export const WEBHOOK_SECRET = 'whsec_malformed_table_secret';

const user = (content: unknown) => ({ messages: [{ role: 'user', content }] });
const image = (url: unknown) => user([{ type: 'image_url', image_url: { url } }]);
const contact = { name: 'Ada', email: 'ada@example.com', subject: 'Hello', message: 'A question' };
const sign = (payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
const event = JSON.stringify({
  id: 'evt_malformed',
  object: 'event',
  type: 'invoice.paid',
  data: { object: {} },
});

export const MALFORMED_CASES: MalformedCase[] = [
  // chat-with-ai
  { fn: 'chat-with-ai', name: 'GET instead of POST', method: 'GET', status: 405 },
  { fn: 'chat-with-ai', name: 'PUT instead of POST', method: 'PUT', body: user('x'), status: 405 },
  {
    fn: 'chat-with-ai',
    name: 'text/plain content type',
    raw: '{"messages":[]}',
    headers: { 'content-type': 'text/plain' },
    status: 415,
  },
  {
    fn: 'chat-with-ai',
    name: 'no content type',
    raw: JSON.stringify(user('x')),
    onlyHeaders: { authorization: 'Bearer anon-key' },
    status: 415,
  },
  { fn: 'chat-with-ai', name: 'broken JSON', raw: '{"messages": [', status: 400 },
  { fn: 'chat-with-ai', name: 'empty body', raw: '', status: 400 },
  { fn: 'chat-with-ai', name: 'JSON array body', body: [], status: 400 },
  { fn: 'chat-with-ai', name: 'JSON string body', body: 'hello', status: 400 },
  { fn: 'chat-with-ai', name: 'JSON null body', body: null, status: 400 },
  {
    fn: 'chat-with-ai',
    name: 'invalid UTF-8 bytes',
    raw: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
    status: 400,
  },
  { fn: 'chat-with-ai', name: 'messages missing', body: { requestId: crypto.randomUUID() }, status: 400 },
  { fn: 'chat-with-ai', name: 'messages is a string', body: { messages: 'What is 2+2?' }, status: 400 },
  { fn: 'chat-with-ai', name: 'messages is a number', body: { messages: 7 }, status: 400 },
  { fn: 'chat-with-ai', name: 'messages empty', body: { messages: [] }, status: 400 },
  { fn: 'chat-with-ai', name: 'message is a string', body: { messages: ['hi'] }, status: 400 },
  {
    fn: 'chat-with-ai',
    name: 'unknown role',
    body: { messages: [{ role: 'admin', content: 'x' }] },
    status: 400,
  },
  { fn: 'chat-with-ai', name: 'role missing', body: { messages: [{ content: 'x' }] }, status: 400 },
  { fn: 'chat-with-ai', name: 'content is a number', body: user(12), status: 400 },
  { fn: 'chat-with-ai', name: 'content is null', body: user(null), status: 400 },
  { fn: 'chat-with-ai', name: 'content parts empty', body: user([]), status: 400 },
  { fn: 'chat-with-ai', name: 'unknown part type', body: user([{ type: 'video', url: 'x' }]), status: 400 },
  {
    fn: 'chat-with-ai',
    name: 'text part not a string',
    body: user([{ type: 'text', text: 5 }]),
    status: 400,
  },
  {
    fn: 'chat-with-ai',
    name: 'image part without url',
    body: user([{ type: 'image_url', image_url: {} }]),
    status: 400,
  },
  { fn: 'chat-with-ai', name: 'remote image URL', body: image('https://example.com/hw.jpg'), status: 400 },
  { fn: 'chat-with-ai', name: 'SVG image', body: image('data:image/svg+xml;base64,PHN2Zz4='), status: 400 },
  {
    fn: 'chat-with-ai',
    name: 'image not base64',
    body: image('data:image/png;base64,@@@notbase64@@@'),
    status: 400,
  },
  {
    fn: 'chat-with-ai',
    name: 'image over 5 MB',
    body: image(imageDataUrl(5 * 1024 * 1024 + 1)),
    status: 413,
  },
  { fn: 'chat-with-ai', name: 'body over 8 MB', body: user('x'.repeat(9 * 1024 * 1024)), status: 413 },
  { fn: 'chat-with-ai', name: 'text over 20,000 characters', body: user('y'.repeat(20_001)), status: 400 },
  {
    fn: 'chat-with-ai',
    name: '51 messages',
    body: { messages: Array(51).fill({ role: 'user', content: 'x' }) },
    status: 400,
  },
  {
    fn: 'chat-with-ai',
    name: 'last message from assistant',
    body: { messages: [{ role: 'assistant', content: 'x' }] },
    status: 400,
  },
  {
    fn: 'chat-with-ai',
    name: 'requestId not a UUID',
    body: { ...user('x'), requestId: 'retry-1' },
    status: 400,
  },
  { fn: 'chat-with-ai', name: 'requestId a number', body: { ...user('x'), requestId: 12 }, status: 400 },
  { fn: 'chat-with-ai', name: 'unknown subject', body: { ...user('x'), subject: 'Astrology' }, status: 400 },
  { fn: 'chat-with-ai', name: 'unknown mode', body: { ...user('x'), mode: 'socratic' }, status: 400 },
  {
    fn: 'chat-with-ai',
    name: 'work not an object',
    body: { ...user('x'), mode: 'check', work: [] },
    status: 400,
  },
  {
    fn: 'chat-with-ai',
    name: 'work.attempt over 5000 characters',
    body: { ...user('x'), mode: 'check', work: { problem: 'p', attempt: 'a'.repeat(5_001) } },
    status: 400,
  },
  {
    fn: 'chat-with-ai',
    name: 'no credentials',
    body: user('x'),
    onlyHeaders: { 'content-type': 'application/json' },
    status: 401,
  },
  {
    fn: 'chat-with-ai',
    name: 'malformed Authorization',
    body: user('x'),
    onlyHeaders: { authorization: 'Token abc', 'content-type': 'application/json' },
    status: 401,
  },
  // create-payment-intent
  { fn: 'create-payment-intent', name: 'planType missing', body: { amount: 1 }, status: 400 },
  { fn: 'create-payment-intent', name: 'unknown planType', body: { planType: 'platinum' }, status: 400 },
  { fn: 'create-payment-intent', name: 'planType free', body: { planType: 'free' }, status: 400 },
  { fn: 'create-payment-intent', name: 'planType a number', body: { planType: 2 }, status: 400 },
  {
    fn: 'create-payment-intent',
    name: 'invalid e-mail',
    body: { planType: 'gold', userEmail: 'not-an-email' },
    status: 400,
  },
  {
    fn: 'create-payment-intent',
    name: 'e-mail a number',
    body: { planType: 'gold', userEmail: 42 },
    status: 400,
  },
  {
    fn: 'create-payment-intent',
    name: 'huge e-mail',
    body: { planType: 'gold', userEmail: `${'a'.repeat(300)}@x.io` },
    status: 400,
  },
  { fn: 'create-payment-intent', name: 'GET instead of POST', method: 'GET', status: 405 },
  {
    fn: 'create-payment-intent',
    name: 'form-encoded body',
    raw: 'planType=gold',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    status: 415,
  },
  { fn: 'create-payment-intent', name: 'broken JSON', raw: '{planType: gold}', status: 400 },
  { fn: 'create-payment-intent', name: 'anonymous caller', body: { planType: 'gold' }, status: 401 },
  // confirm-payment
  { fn: 'confirm-payment', name: 'purchaseId missing', body: {}, status: 400 },
  { fn: 'confirm-payment', name: 'purchaseId not a UUID', body: { purchaseId: 'pi_123' }, status: 400 },
  { fn: 'confirm-payment', name: 'purchaseId an object', body: { purchaseId: { id: 1 } }, status: 400 },
  { fn: 'confirm-payment', name: 'anonymous caller', body: { purchaseId: crypto.randomUUID() }, status: 401 },
  // change-plan
  { fn: 'change-plan', name: 'planType missing', body: {}, status: 400 },
  { fn: 'change-plan', name: 'unknown planType', body: { planType: 'premium' }, status: 400 },
  { fn: 'change-plan', name: 'planType an array', body: { planType: ['free'] }, status: 400 },
  { fn: 'change-plan', name: 'anonymous caller', body: { planType: 'free' }, status: 401 },
  { fn: 'change-plan', name: 'DELETE instead of POST', method: 'DELETE', status: 405 },
  // keep-plan
  { fn: 'keep-plan', name: 'GET instead of POST', method: 'GET', status: 405 },
  {
    fn: 'keep-plan',
    name: 'text/plain content type',
    raw: '{}',
    headers: { 'content-type': 'text/plain' },
    status: 415,
  },
  { fn: 'keep-plan', name: 'broken JSON', raw: '{', status: 400 },
  { fn: 'keep-plan', name: 'JSON array body', body: [], status: 400 },
  { fn: 'keep-plan', name: 'anonymous caller', body: {}, status: 401 },
  // payment-status
  { fn: 'payment-status', name: 'GET instead of POST', method: 'GET', status: 405 },
  { fn: 'payment-status', name: 'anonymous caller', body: {}, status: 401 },
  {
    fn: 'payment-status',
    name: 'no credentials',
    body: {},
    onlyHeaders: { 'content-type': 'application/json' },
    status: 401,
  },
  // contact-form
  { fn: 'contact-form', name: 'all fields missing', body: {}, status: 400 },
  { fn: 'contact-form', name: 'name missing', body: { ...contact, name: undefined }, status: 400 },
  { fn: 'contact-form', name: 'invalid e-mail', body: { ...contact, email: 'ada@' }, status: 400 },
  { fn: 'contact-form', name: 'e-mail a number', body: { ...contact, email: 7 }, status: 400 },
  { fn: 'contact-form', name: 'blank message', body: { ...contact, message: '   ' }, status: 400 },
  {
    fn: 'contact-form',
    name: 'subject over 200 characters',
    body: { ...contact, subject: 's'.repeat(201) },
    status: 400,
  },
  {
    fn: 'contact-form',
    name: 'message over 5,000 characters',
    body: { ...contact, message: 'm'.repeat(5001) },
    status: 400,
  },
  {
    fn: 'contact-form',
    name: 'body over 64 KB',
    body: { ...contact, name: 'n'.repeat(70_000) },
    status: 413,
  },
  {
    fn: 'contact-form',
    name: 'clientId not a UUID',
    body: { ...contact, clientId: 'outbox-1' },
    status: 400,
  },
  { fn: 'contact-form', name: 'broken JSON', raw: '{"name": "Ada",', status: 400 },
  {
    fn: 'contact-form',
    name: 'form-encoded body',
    raw: 'name=Ada',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    status: 415,
  },
  // stripe-webhook
  {
    fn: 'stripe-webhook',
    name: 'no signature',
    raw: event,
    onlyHeaders: { 'content-type': 'application/json' },
    status: 400,
  },
  {
    fn: 'stripe-webhook',
    name: 'garbage signature',
    raw: event,
    headers: { 'stripe-signature': 'garbage' },
    status: 400,
  },
  {
    fn: 'stripe-webhook',
    name: 'signed with another secret',
    raw: event,
    headers: { 'stripe-signature': sign(event, 'whsec_other') },
    status: 400,
  },
  {
    fn: 'stripe-webhook',
    name: 'signature 10 minutes old',
    raw: event,
    headers: { 'stripe-signature': sign(event, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 600) },
    status: 400,
  },
  {
    fn: 'stripe-webhook',
    name: 'body changed after signing',
    raw: event.replace('invoice.paid', 'invoice.voided'),
    headers: { 'stripe-signature': sign(event, WEBHOOK_SECRET) },
    status: 400,
  },
  {
    fn: 'stripe-webhook',
    name: 'signed broken JSON',
    raw: '{"id": "evt_',
    headers: { 'stripe-signature': sign('{"id": "evt_', WEBHOOK_SECRET) },
    status: 400,
  },
  {
    fn: 'stripe-webhook',
    name: 'text/plain content type',
    raw: event,
    headers: { 'content-type': 'text/plain', 'stripe-signature': sign(event, WEBHOOK_SECRET) },
    status: 415,
  },
  {
    fn: 'stripe-webhook',
    name: 'body over 512 KB',
    raw: 'x'.repeat(600 * 1024),
    headers: { 'stripe-signature': 't=1,v1=abc' },
    status: 413,
  },
  { fn: 'stripe-webhook', name: 'GET instead of POST', method: 'GET', status: 405 },
];
