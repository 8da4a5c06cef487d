import { AUTH_ERROR_CODES } from '@shared/contract/authErrors.ts';
import { ERROR_CODES } from '@shared/contract/errors.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { backendMessage } from '../../../../src/features/auth/authErrors.ts';
import {
  AUTH_ERROR_TEXT,
  LIBRARY_ERROR_TEXT,
  linkErrorMessage,
} from '../../../../src/features/auth/authErrorText.ts';
import { backendErrorText, usageFailureReason } from '../../../../src/features/chat/logic/errors.ts';
import { checkoutProblem, confirmProblem } from '../../../../src/features/payments/paymentErrors.ts';
import { FUNCTION_ERROR_TEXT } from '../../../../src/lib/functionErrors.ts';
import { loadMessages } from '../../../../src/lib/i18n/catalogue.ts';
import { ar } from '../../../../src/lib/i18n/messages/ar.ts';
import { es } from '../../../../src/lib/i18n/messages/es.ts';
import type { Messages } from '../../../../src/lib/i18n/types.ts';
import * as english from '../../../../src/lib/strings.ts';

// Issue 21: every error code a server can send the app has a text in every language, and the app shows
// that text, never the server's English `error`/`message`.
const catalogues: Record<'en' | 'es' | 'ar', Messages> = { en: english, es, ar };
const ARABIC = /[\u0600-\u06ff]/;

/** A text is there, and (in Spanish and Arabic) is not the English one. */
function missing(select: (m: Messages) => string): string[] {
  const out: string[] = [];
  for (const [language, m] of Object.entries(catalogues)) {
    const text = select(m);
    if (typeof text !== 'string' || text.trim() === '') out.push(`${language}: empty`);
    else if (language !== 'en' && text === select(english)) out.push(`${language}: English`);
    else if (language === 'ar' && !ARABIC.test(text)) out.push('ar: not Arabic');
  }
  return out;
}

describe('server error codes → catalogue texts (issue 21)', () => {
  afterEach(async () => {
    await loadMessages('en');
  });

  it('every edge-function code of the contract has a text in every language', () => {
    const problems: Record<string, string[]> = {};
    for (const code of ERROR_CODES) {
      const select = FUNCTION_ERROR_TEXT[code];
      const found = select ? missing(select) : ['no entry'];
      if (found.length > 0) problems[code] = found;
    }
    expect(problems).toEqual({});
    expect(Object.keys(FUNCTION_ERROR_TEXT).sort()).toEqual([...ERROR_CODES].sort());
  });

  it("every auth-server code of the app's flows, and each shown library error, has a text in every language", () => {
    const problems: Record<string, string[]> = {};
    for (const code of AUTH_ERROR_CODES) {
      const select = AUTH_ERROR_TEXT[code];
      const found = select ? missing(select) : ['no entry'];
      if (found.length > 0) problems[code] = found;
    }
    for (const [name, select] of Object.entries(LIBRARY_ERROR_TEXT)) {
      const found = missing(select);
      if (found.length > 0) problems[name] = found;
    }
    expect(problems).toEqual({});
    expect(Object.keys(AUTH_ERROR_TEXT).sort()).toEqual([...AUTH_ERROR_CODES].sort());
  });

  it("the chat shows the code's text, never the function's own message, in every language", async () => {
    const serverText = 'messages[0].content must be a string';
    const failure = { kind: 'http', status: 400, error: serverText, code: 'invalid_request' } as const;
    expect(backendErrorText(failure)).toBe(
      `Edge Function error: ${english.serverErrorStrings.functions.badRequest}`,
    );
    const tooLong = { kind: 'http', status: 400, error: 'x', code: 'text_too_long' } as const;
    await loadMessages('es');
    expect(backendErrorText(failure)).toBe(
      `${es.chatStrings.errors.edge.prefix}${es.serverErrorStrings.functions.badRequest}`,
    );
    expect(backendErrorText(tooLong)).toContain(es.serverErrorStrings.functions.textTooLong);
    expect(
      usageFailureReason({ kind: 'http', status: 500, error: 'Failed to record question', code: 'db_error' }),
    ).toBe(es.serverErrorStrings.functions.recordQuestion);
    await loadMessages('ar');
    expect(backendErrorText(failure)).toBe(
      `${ar.chatStrings.errors.edge.prefix}${ar.serverErrorStrings.functions.badRequest}`,
    );
    // A status without a code (a gateway's page): SPEC's status text, never the body.
    expect(backendErrorText({ kind: 'http', status: 502, error: 'Bad Gateway' })).toBe(
      `${ar.chatStrings.errors.edge.prefix}${ar.chatStrings.errors.edge.server}`,
    );
  });

  it("payments show Stripe's message in English only (SPEC §8), the code's text otherwise", async () => {
    const declined = {
      kind: 'http',
      status: 402,
      statusText: '',
      code: 'card_declined',
      message: 'Your card has insufficient funds.',
      body: null,
    } as const;
    const badEmail = {
      ...declined,
      status: 400,
      code: 'invalid_email',
      message: 'Invalid email format',
    } as const;
    expect(confirmProblem(declined)).toEqual({ kind: 'message', text: 'Your card has insufficient funds.' });
    expect(checkoutProblem(badEmail)).toEqual({ kind: 'message', text: 'Invalid email format' });
    await loadMessages('es');
    expect(confirmProblem(declined)).toEqual({
      kind: 'message',
      text: es.paymentStrings.errors.cardDeclined,
    });
    expect(checkoutProblem(badEmail)).toEqual({
      kind: 'message',
      text: es.serverErrorStrings.functions.invalidEmail,
    });
  });

  it('auth errors: the server message in English (SPEC §8), by code otherwise, and generic for an unknown code', async () => {
    const wrong = Object.assign(new Error('Invalid login credentials'), {
      name: 'AuthApiError',
      code: 'invalid_credentials',
    });
    const limited = Object.assign(
      new Error('For security purposes, you can only request this after 37 seconds.'),
      {
        name: 'AuthApiError',
        code: 'over_email_send_rate_limit',
      },
    );
    const unknown = Object.assign(new Error('Something new'), { name: 'AuthApiError', code: 'brand_new' });
    const missingSession = Object.assign(new Error('Auth session missing!'), {
      name: 'AuthSessionMissingError',
    });
    expect(backendMessage(wrong)).toBe('Invalid login credentials');
    expect(backendMessage(unknown)).toBe('Something new');
    await loadMessages('es');
    expect(backendMessage(wrong)).toBe('Correo o contraseña incorrectos');
    expect(backendMessage(limited)).toBe(es.serverErrorStrings.auth.emailRateLimit);
    expect(backendMessage(unknown)).toBe(es.authStrings.unexpected);
    expect(backendMessage(missingSession)).toBe(es.serverErrorStrings.auth.sessionExpired);
    expect(linkErrorMessage('otp_expired')).toBe(es.serverErrorStrings.auth.linkInvalid);
    await loadMessages('ar');
    expect(backendMessage(unknown)).toBe(ar.authStrings.unexpected);
    expect(linkErrorMessage(null)).toBe(ar.authStrings.unexpected);
    await loadMessages('en');
    expect(linkErrorMessage('otp_expired')).toBe(english.serverErrorStrings.auth.linkInvalid);
  });
});
