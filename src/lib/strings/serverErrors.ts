// Issue 21: what the reader sees when a server answers with an error code. The server's own `error`
// text is for logs and developers; the app shows these, in the reader's language. Which code gets
// which text: src/lib/functionErrors.ts (edge functions, contract/errors.ts) and
// src/features/auth/authErrorText.ts (the auth server, contract/authErrors.ts). Several codes share a
// text; texts that SPEC §8 already names live with their feature (chat, payments, auth) and are reused.
export const serverErrorStrings = {
  /** Edge-function codes (each maps here or to a feature's SPEC text). */
  functions: {
    badRequest: 'The server could not accept this request. Please reload the page and try again.',
    invalidImage: 'This image could not be read. Please use a JPEG, PNG, WebP or GIF image.',
    textTooLong: 'This question is too long. Please shorten it and try again.',
    invalidPlan: 'This plan is not available. Please choose another one.',
    invalidEmail: 'Invalid email format',
    upgradeNeedsPayment: 'Upgrades need a payment: choose the plan on the Plans page to pay for it.',
    alreadySent: 'This question was already sent. Please ask it again.',
    authUnavailable: 'The sign-in service is not available right now. Please try again in a moment.',
    userNotFound: 'User not found',
    dailyLimit: 'Daily limit reached. Your questions reset tomorrow.',
    alreadyOnPlan: 'You already have this plan.',
    purchaseNotFound: 'This payment was not found. Please try again.',
    paymentProcessing: 'Your payment is still being processed. Please wait a moment.',
    databaseUnavailable: 'Database connection not available',
    databaseError: 'The server could not save this. Please try again.',
    /** SPEC §8 chat: the reason in 'Unable to record usage: {reason}' when the question was not recorded. */
    recordQuestion: 'Failed to record question',
  },
  /** Auth-server (GoTrue) codes: their wording, shown in the languages other than English. */
  auth: {
    invalidCredentials: 'Invalid login credentials',
    emailNotConfirmed: 'Email not confirmed',
    alreadyRegistered: 'User already registered',
    weakPassword: 'Password should be at least 6 characters.',
    samePassword: 'New password should be different from the old password.',
    emailRateLimit: 'Email rate limit exceeded',
    requestRateLimit: 'Request rate limit reached',
    codeExpired: 'Token has expired or is invalid',
    linkInvalid: 'This link is invalid or has expired. Please request a new one.',
    sessionExpired: 'Your session has expired. Please log in again.',
    accountNotFound: 'No account was found for this email address.',
    invalidEmail: 'Unable to validate email address: invalid format',
    checkInput: 'Please check the email address and password and try again.',
    emailNotAuthorized: 'Emails cannot be sent to this address. Please use another one.',
    disabled: 'This way of signing up or logging in is switched off on this server.',
    banned: 'This account is suspended.',
    captchaFailed: 'The robot check failed. Please try again.',
    slow: 'The authentication service took too long to answer. Please try again.',
  },
} as const;
