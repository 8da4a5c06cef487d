import { catalogueLanguage } from '../../lib/i18n/catalogue.ts';
import { authStrings } from '../../lib/strings.ts';
import { messageOf } from './sessionErrors.ts';

/**
 * supabase-js error classes whose message is worth showing as it is: what the auth server said
 * (AuthApiError, weak password) or a library-level reason (SPEC §8: session missing, credentials).
 * Matched by name so this module never pulls supabase-js into the first-paint bundle.
 */
const SHOWN_ERRORS = new Set([
  'AuthApiError',
  'AuthWeakPasswordError',
  'AuthSessionMissingError',
  'AuthInvalidCredentialsError',
]);

const nameOf = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'name' in error
    ? String((error as { name: unknown }).name)
    : '';

const codeOf = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'code' in error
    ? String((error as { code: unknown }).code)
    : '';

/**
 * The backend's (or the library's) message when it has one to show, else null. In another language
 * than English (issue 21), a known error code shows the catalogue's text instead of the server's English.
 */
export function backendMessage(error: unknown): string | null {
  const message = messageOf(error).trim();
  if (!SHOWN_ERRORS.has(nameOf(error)) || message === '') return null;
  const code = codeOf(error);
  const known = authStrings.serverErrors as Record<string, string>;
  return catalogueLanguage() !== 'en' && Object.hasOwn(known, code) ? (known[code] ?? message) : message;
}

/** SPEC §8: the backend message is shown; anything unexpected gets the generic sentence. */
export function authErrorMessage(error: unknown, fallback: string = authStrings.unexpected): string {
  return backendMessage(error) ?? fallback;
}
