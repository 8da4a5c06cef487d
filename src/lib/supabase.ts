import type { Database } from '@shared/contract/database.types.ts';
import type { SupabaseClient } from '@supabase/supabase-js';
import { backendConfigured, config } from './config.ts';

export type AppSupabaseClient = SupabaseClient<Database>;

let loading: Promise<AppSupabaseClient | null> | null = null;

async function createAppClient(): Promise<AppSupabaseClient | null> {
  const { supabaseUrl, supabaseAnonKey } = config;
  if (!backendConfigured() || !supabaseUrl || !supabaseAnonKey) return null;
  try {
    // supabase-js (~53 KB gzip) is its own chunk, fetched after the first paint (docs/DECISIONS.md).
    const { createClient } = await import('@supabase/supabase-js');
    return createClient<Database>(supabaseUrl, supabaseAnonKey, {
      auth: {
        persistSession: true,
        autoRefreshToken: true,
        // PKCE: implicit-flow tokens in the URL fragment would collide with the hash routes. E-mail
        // links are handled by the accounts feature itself (src/features/auth/authLink.ts).
        flowType: 'pkce',
        detectSessionInUrl: false,
      },
    });
  } catch (error) {
    console.error('Could not load the Supabase client', error);
    loading = null; // e.g. the chunk failed to download: let the next caller try again
    return null;
  }
}

/**
 * The app's one Supabase client, created on first use. Resolves to null when no backend is
 * configured (demo mode) or the client could not be loaded.
 */
export function loadSupabase(): Promise<AppSupabaseClient | null> {
  loading ??= createAppClient();
  return loading;
}
