/** The parts of a Supabase user the screens show. */
export interface AuthUser {
  id: string;
  email: string | null;
  /** user_metadata as stored at sign-up: firstName/lastName (SPEC §3), first_name/last_name/full_name. */
  metadata: Record<string, unknown>;
}

const metaText = (user: AuthUser, ...keys: string[]): string | null => {
  for (const key of keys) {
    const value = user.metadata[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return null;
};

export const firstNameOf = (user: AuthUser) => metaText(user, 'firstName', 'first_name');
export const lastNameOf = (user: AuthUser) => metaText(user, 'lastName', 'last_name');

/** SPEC §2: first and last name initials, else the e-mail's first letter, else U. */
export function initialsOf(user: AuthUser | null): string {
  if (!user) return 'U';
  const first = firstNameOf(user);
  const last = lastNameOf(user);
  if (first || last) return `${first?.[0] ?? ''}${last?.[0] ?? ''}`.toUpperCase();
  const letter = user.email?.trim()[0];
  return letter ? letter.toUpperCase() : 'U';
}

/** SPEC §2 Profile: first name, else the capitalised e-mail part before the first dot, else 'User'. */
export function displayNameOf(user: AuthUser | null, fallback = 'User'): string {
  if (!user) return fallback;
  const first = firstNameOf(user);
  if (first) return first;
  const local = user.email?.split('@')[0]?.split('.')[0]?.trim();
  if (local) return local[0]?.toUpperCase() + local.slice(1);
  return fallback;
}
