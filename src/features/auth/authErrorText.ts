// Issue 21: every auth-server (GoTrue) code the app's flows can meet (contract/authErrors.ts) → its
// text in the catalogue. Selectors over a catalogue, so the unit test checks every code in every language.
import type { AuthErrorCode } from '@shared/contract/authErrors.ts';
import type { Messages } from '../../lib/i18n/types.ts';
import { authStrings, serverErrorStrings } from '../../lib/strings.ts';

export type AuthErrorCatalogue = Pick<Messages, 'serverErrorStrings' | 'authStrings'>;
type Select = (m: AuthErrorCatalogue) => string;

const t: (key: keyof Messages['serverErrorStrings']['auth']) => Select = (key) => (m) =>
  m.serverErrorStrings.auth[key];
const unexpected: Select = (m) => m.authStrings.unexpected;

export const AUTH_ERROR_TEXT: Readonly<Record<AuthErrorCode, Select>> = {
  invalid_credentials: t('invalidCredentials'),
  email_not_confirmed: t('emailNotConfirmed'),
  provider_email_needs_verification: t('emailNotConfirmed'),
  user_already_exists: t('alreadyRegistered'),
  email_exists: t('alreadyRegistered'),
  conflict: unexpected,
  user_not_found: t('accountNotFound'),
  user_banned: t('banned'),
  weak_password: t('weakPassword'),
  same_password: t('samePassword'),
  otp_expired: t('codeExpired'),
  otp_disabled: t('disabled'),
  flow_state_not_found: t('linkInvalid'),
  flow_state_expired: t('linkInvalid'),
  bad_code_verifier: t('linkInvalid'),
  session_not_found: t('sessionExpired'),
  session_expired: t('sessionExpired'),
  refresh_token_not_found: t('sessionExpired'),
  refresh_token_already_used: t('sessionExpired'),
  bad_jwt: t('sessionExpired'),
  no_authorization: t('sessionExpired'),
  reauthentication_needed: t('sessionExpired'),
  reauthentication_not_valid: t('sessionExpired'),
  reauth_nonce_missing: t('sessionExpired'),
  validation_failed: t('checkInput'),
  bad_json: unexpected,
  email_address_invalid: t('invalidEmail'),
  email_address_not_authorized: t('emailNotAuthorized'),
  signup_disabled: t('disabled'),
  email_provider_disabled: t('disabled'),
  provider_disabled: t('disabled'),
  over_request_rate_limit: t('requestRateLimit'),
  over_email_send_rate_limit: t('emailRateLimit'),
  captcha_failed: t('captchaFailed'),
  request_timeout: t('slow'),
  hook_timeout: t('slow'),
  hook_timeout_after_retry: t('slow'),
  unexpected_failure: unexpected,
};

/**
 * supabase-js's own errors that carry no server code but are shown (SPEC §8 "library-level"): the
 * missing session and the missing credentials. By class name (supabase-js is not on the first paint).
 */
export const LIBRARY_ERROR_TEXT: Readonly<Record<string, Select>> = {
  AuthSessionMissingError: t('sessionExpired'),
  AuthInvalidCredentialsError: t('checkInput'),
};

const live: AuthErrorCatalogue = { serverErrorStrings, authStrings };

/** The text for an auth error in the current language: by its code, else its class, else generic. */
export function authErrorText(code: string, name: string): string {
  const select =
    (Object.hasOwn(AUTH_ERROR_TEXT, code) ? AUTH_ERROR_TEXT[code as AuthErrorCode] : undefined) ??
    (Object.hasOwn(LIBRARY_ERROR_TEXT, name) ? LIBRARY_ERROR_TEXT[name] : undefined) ??
    unexpected;
  return select(live);
}

/**
 * A failed e-mail link (GoTrue's /verify redirect carries error_code and an English error_description):
 * the catalogue's text for its code, in every language. An expired or used link reads as one.
 */
export function linkErrorMessage(code: string | null): string {
  if (code === 'otp_expired') return serverErrorStrings.auth.linkInvalid;
  return authErrorText(code ?? '', '');
}
