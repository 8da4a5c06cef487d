import type { Usage } from './usage.ts';

/**
 * Every `code` an edge function answers with (docs/INTERFACES.md has the status of each). The browser
 * decides what to do by the code, never by the message text, which is for people and logs.
 */
export const ERROR_CODES = [
  // The request itself
  'method_not_allowed',
  'unsupported_media_type',
  'payload_too_large',
  'invalid_json',
  'invalid_request',
  'invalid_image',
  'invalid_mode',
  'invalid_language',
  'image_too_large',
  'text_too_long',
  'invalid_plan',
  'invalid_plan_change',
  'invalid_email',
  'invalid_signature',
  'upgrade_requires_payment',
  'request_id_conflict',
  // Who is asking
  'unauthorized',
  'auth_unavailable',
  'user_not_found',
  // Limits and plans
  'daily_limit',
  'already_on_plan',
  // Payments
  'purchase_not_found',
  'payment_processing',
  'payment_failed',
  'payment_incomplete',
  'payment_mismatch',
  'card_declined',
  'payment_network',
  'payment_rate_limit',
  'payment_provider',
  /** Stripe answered, but without what the browser needs to confirm the card. */
  'checkout_failed',
  // The AI provider (SPEC §8 "AI mapping")
  'ai_key',
  'ai_quota',
  'ai_rate_limit',
  'ai_network',
  'ai_timeout',
  'ai_bad_request',
  'ai_error',
  'ai_empty',
  // The server
  'not_configured',
  'db_unavailable',
  'db_error',
  'internal',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);

/** Every failure's JSON body; some carry more (`usage` with daily_limit, `plan` with already_on_plan). */
export interface ErrorBody {
  error: string;
  code: ErrorCode;
  usage?: Usage;
  plan?: string;
}
