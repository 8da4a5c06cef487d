import { catalogueLanguage } from '../../lib/i18n/catalogue.ts';
import { authStrings } from '../../lib/strings.ts';
import { authErrorText } from './authErrorText.ts';
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
 * The backend's (or the library's) message when it has one to show, else null. In English it is the
 * server's own message (SPEC §8); in another language (issue 21) the catalogue's text for its code, and
 * for an unknown code the generic sentence: never the server's English.
 */
export function backendMessage(error: unknown): string | null {
  const message = messageOf(error).trim();
  const name = nameOf(error);
  if (!SHOWN_ERRORS.has(name) || message === '') return null;
  return catalogueLanguage() === 'en' ? message : authErrorText(codeOf(error), name);
}

/** SPEC §8: the backend message is shown; anything unexpected gets the generic sentence. */
export function authErrorMessage(error: unknown, fallback: string = authStrings.unexpected): string {
  return backendMessage(error) ?? fallback;
}
