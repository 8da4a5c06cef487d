// Issue 21: every edge-function error code (contract/errors.ts) → the text the reader sees, in the
// catalogue (never the server's `error`, which is English and for logs). A table of selectors over a
// catalogue, so the unit test can check every code in every language without switching the app's.
import type { ErrorCode } from '@shared/contract/errors.ts';
import type { Messages } from './i18n/types.ts';
import { chatStrings, paymentStrings, serverErrorStrings } from './strings.ts';

export type FunctionErrorCatalogue = Pick<Messages, 'serverErrorStrings' | 'chatStrings' | 'paymentStrings'>;
type Select = (m: FunctionErrorCatalogue) => string;

const fn: (key: keyof Messages['serverErrorStrings']['functions']) => Select = (key) => (m) =>
  m.serverErrorStrings.functions[key];

export const FUNCTION_ERROR_TEXT: Readonly<Record<ErrorCode, Select>> = {
  method_not_allowed: fn('badRequest'),
  unsupported_media_type: fn('badRequest'),
  payload_too_large: (m) => m.chatStrings.errors.edge.tooLarge,
  invalid_json: fn('badRequest'),
  invalid_request: fn('badRequest'),
  invalid_image: fn('invalidImage'),
  invalid_mode: fn('badRequest'),
  invalid_language: fn('badRequest'),
  image_too_large: (m) => m.chatStrings.errors.edge.tooLarge,
  text_too_long: fn('textTooLong'),
  invalid_plan: fn('invalidPlan'),
  invalid_plan_change: fn('badRequest'),
  invalid_email: fn('invalidEmail'),
  invalid_signature: fn('badRequest'),
  upgrade_requires_payment: fn('upgradeNeedsPayment'),
  request_id_conflict: fn('alreadySent'),
  unauthorized: (m) => m.chatStrings.errors.edge.auth,
  auth_unavailable: fn('authUnavailable'),
  user_not_found: fn('userNotFound'),
  daily_limit: fn('dailyLimit'),
  already_on_plan: fn('alreadyOnPlan'),
  purchase_not_found: fn('purchaseNotFound'),
  payment_processing: fn('paymentProcessing'),
  payment_failed: (m) => m.paymentStrings.errors.generic,
  payment_incomplete: (m) => m.paymentStrings.errors.generic,
  payment_mismatch: (m) => m.paymentStrings.errors.generic,
  card_declined: (m) => m.paymentStrings.errors.cardDeclined,
  payment_network: (m) => m.paymentStrings.errors.connection,
  payment_rate_limit: (m) => m.paymentStrings.errors.rateLimit,
  payment_provider: (m) => m.paymentStrings.errors.unableToProcess,
  checkout_failed: (m) => m.paymentStrings.errors.createFailed,
  ai_key: (m) => m.chatStrings.errors.ai.key,
  ai_quota: (m) => m.chatStrings.errors.ai.quota,
  ai_rate_limit: (m) => m.chatStrings.errors.ai.rateLimit,
  ai_network: (m) => m.chatStrings.errors.ai.network,
  ai_timeout: (m) => m.chatStrings.errors.edge.timeout,
  ai_bad_request: (m) => m.chatStrings.errors.ai.badRequest,
  ai_error: (m) => m.chatStrings.errors.ai.other,
  ai_empty: (m) => m.chatStrings.errors.ai.empty,
  not_configured: (m) => m.chatStrings.errors.backendNotConfigured,
  db_unavailable: fn('databaseUnavailable'),
  db_error: fn('databaseError'),
  internal: (m) => m.chatStrings.errors.edge.server,
};

/** The live catalogue: the objects the language switch writes into (src/lib/i18n/catalogue.ts). */
const live: FunctionErrorCatalogue = { serverErrorStrings, chatStrings, paymentStrings };

/** The text for an edge function's error code in the current language. */
export const functionErrorText = (code: ErrorCode): string => FUNCTION_ERROR_TEXT[code](live);
