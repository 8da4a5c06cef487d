/** The browser says it has no network at all (a false "online" is possible; a false "offline" is not). */
export const isOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Readable text for an error, kept as an outbox item's lastError. */
export const errorText = (error: unknown): string =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);
