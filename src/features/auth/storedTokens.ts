/** SPEC §9: stored auth data is any local-storage key containing supabase, auth or sb-. */
export function isAuthStorageKey(key: string): boolean {
  const k = key.toLowerCase();
  return k.includes('supabase') || k.includes('auth') || k.includes('sb-');
}

export function storedAuthKeys(storage: Storage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key !== null && isAuthStorageKey(key)) keys.push(key);
  }
  return keys;
}

/** Removes the stored tokens (SPEC §4 session-error rule); returns the keys removed. */
export function clearStoredAuthTokens(storage: Storage): string[] {
  const keys = storedAuthKeys(storage);
  for (const key of keys) storage.removeItem(key);
  return keys;
}

/** supabase-js persists the session under `sb-<project>-auth-token`. */
export const isSupabaseSessionKey = (key: string): boolean => /^sb-.+-auth-token$/.test(key);

/** True when a supabase-js session is persisted (to restore, or to clean up after). */
export function hasStoredSession(storage: Storage): boolean {
  return storedAuthKeys(storage).some(isSupabaseSessionKey);
}
