import type { Tables } from '@shared/contract/database.types.ts';
import { authStrings } from '../../lib/strings.ts';
import { type AppSupabaseClient, loadSupabase } from '../../lib/supabase.ts';

export type ProfileRow = Pick<Tables<'profiles'>, 'id' | 'email' | 'plan_type' | 'updated_at'>;

/** PostgREST's "no row for .single()" code: the profile does not exist yet. */
const NOT_FOUND = 'PGRST116';
const { profileErrors } = authStrings;

/** SPEC §7: select id, email, plan_type, updated_at of one profile; null when there is none. */
export async function fetchProfile(client: AppSupabaseClient, userId: string): Promise<ProfileRow | null> {
  const { data, error } = await client
    .from('profiles')
    .select('id, email, plan_type, updated_at')
    .eq('id', userId)
    .single();
  if (error?.code === NOT_FOUND) return null;
  if (error) throw new Error(profileErrors.fetchFailed, { cause: error });
  return data;
}

/**
 * SPEC §4: a missing profile is created with plan free. Clients may not write plan_type, so this goes
 * through the security-definer ensure_profile() (docs/INTERFACES.md), which returns the row.
 */
export async function ensureProfile(client: AppSupabaseClient): Promise<ProfileRow> {
  const { data, error } = await client.rpc('ensure_profile');
  if (error || !data) throw new Error(profileErrors.createFailed, { cause: error });
  return data;
}

/** The signed-in user's profile, created when missing. */
export async function loadProfile(userId: string): Promise<ProfileRow> {
  const client = await loadSupabase();
  if (!client) throw new Error(profileErrors.noDatabase);
  return (await fetchProfile(client, userId)) ?? (await ensureProfile(client));
}
