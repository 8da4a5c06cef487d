// What the session lifecycle needs at start, without the auth messages (issue 20: authErrors.ts pulls in
// the account screens' strings, which are not on the first paint).

export function messageOf(error: unknown): string {
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message: unknown };
    return typeof message === 'string' ? message : '';
  }
  return '';
}

/** SPEC §4: a session error whose message mentions refresh or token ends the session locally. */
export function isSessionTokenError(error: unknown): boolean {
  return /refresh|token/i.test(messageOf(error));
}
