import type { User } from '@supabase/supabase-js';
import type { AuthUser } from './user.ts';

/** The parts of a supabase-js user the app keeps in its store. */
export function toAuthUser(user: Pick<User, 'id' | 'email' | 'user_metadata'>): AuthUser {
  return { id: user.id, email: user.email ?? null, metadata: { ...(user.user_metadata ?? {}) } };
}
