/**
 * Issue 21: the auth server's (GoTrue's) error codes that the app's flows can meet — sign-up, log-in,
 * resend, password reset by link or code, sign-up confirmation, updating the user (password, language),
 * magic link, refreshing and ending a session — from GoTrue's ErrorCode list (supabase-js
 * auth-js `lib/error-codes.ts`) and what supabase/local/auth answers with. The app shows each by its
 * code, in the reader's language (src/features/auth/authErrorText.ts); an unknown code gets the
 * generic text. MFA, SSO/SAML, OAuth, phone, identity linking and admin codes are not here: no flow of
 * the app reaches them (test/unit/contract/authErrors.test.ts checks both lists).
 */
export const AUTH_ERROR_CODES = [
  // Credentials and accounts
  'invalid_credentials',
  'email_not_confirmed',
  'provider_email_needs_verification',
  'user_already_exists',
  'email_exists',
  'conflict',
  'user_not_found',
  'user_banned',
  // Passwords
  'weak_password',
  'same_password',
  // Codes and links
  'otp_expired',
  'otp_disabled',
  'flow_state_not_found',
  'flow_state_expired',
  'bad_code_verifier',
  // Sessions
  'session_not_found',
  'session_expired',
  'refresh_token_not_found',
  'refresh_token_already_used',
  'bad_jwt',
  'no_authorization',
  'reauthentication_needed',
  'reauthentication_not_valid',
  'reauth_nonce_missing',
  // Input and addresses
  'validation_failed',
  'bad_json',
  'email_address_invalid',
  'email_address_not_authorized',
  // Switched off on the server
  'signup_disabled',
  'email_provider_disabled',
  'provider_disabled',
  // Limits and the service itself
  'over_request_rate_limit',
  'over_email_send_rate_limit',
  'captcha_failed',
  'request_timeout',
  'hook_timeout',
  'hook_timeout_after_retry',
  'unexpected_failure',
] as const;

export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];

export const isAuthErrorCode = (value: unknown): value is AuthErrorCode =>
  typeof value === 'string' && (AUTH_ERROR_CODES as readonly string[]).includes(value);
