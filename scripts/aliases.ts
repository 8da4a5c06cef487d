import { fileURLToPath } from 'node:url';

/**
 * `@shared/…` is the code the browser shares with the edge functions (supabase/functions/_shared: the
 * contract and the solver), where `supabase functions deploy` bundles it. The same mapping is in
 * tsconfig.base.json `paths`; Vite, the prerender step and every vitest project use this one.
 */
export const sharedAlias = {
  '@shared': fileURLToPath(new URL('../supabase/functions/_shared', import.meta.url)),
};
