import type { StoredMessage } from '../../../lib/db.ts';

/**
 * Issue 18: the versions logic is not on the chat's first paint. It loads before a chat with versions
 * shows (opening it, a synced change) and with the send flow; until then a chat without versions needs
 * none of it.
 */
type VersionsModule = typeof import('./versions.ts');

let loaded: VersionsModule | null = null;

export const versionsModule = (): VersionsModule | null => loaded;

export function provideVersions(module: VersionsModule): void {
  loaded = module;
}

export const hasVersions = (messages: readonly Pick<StoredMessage, 'meta'>[]): boolean =>
  messages.some((m) => m.meta?.versionOf !== undefined);

/** Loads the versions logic when `messages` need it (resolves at once otherwise). */
export async function ensureVersions(messages: readonly Pick<StoredMessage, 'meta'>[]): Promise<void> {
  if (loaded || !hasVersions(messages)) return;
  loaded = await import('./versions.ts');
}
