import { readFile } from 'node:fs/promises';
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { generateDatabaseTypes, typesPath } from '../../scripts/gen-db-types.ts';
import type { Database, Enums, Tables } from '../../supabase/functions/_shared/contract/database.types.ts';
import { pgliteBackend } from '../support/db.ts';
import { migratedDb } from './setup.ts';

/**
 * Never called: tsc checks these calls against supabase-js's types. (Constructing a client is not
 * possible here anyway: supabase-js 2.109 throws on Node 20, which has no native WebSocket.)
 */
function typedCalls(client: SupabaseClient<Database>) {
  const profile = client.from('profiles').select('id, plan_type').eq('id', 'x').single();
  expectTypeOf<Awaited<typeof profile>['data']>().toEqualTypeOf<{
    id: string;
    plan_type: 'free' | 'gold' | 'diamond';
  } | null>();
  const usage = client.rpc('get_usage');
  expectTypeOf<NonNullable<Awaited<typeof usage>['data']>[number]['remaining']>().toEqualTypeOf<number>();
  const reserve = client.rpc('reserve_question', { p_user_id: 'u', p_request_id: 'r' });
  expectTypeOf<NonNullable<Awaited<typeof reserve>['data']>[number]['allowed']>().toEqualTypeOf<boolean>();
  expectTypeOf<Tables<'plans'>['daily_limit']>().toEqualTypeOf<number>();
  expectTypeOf<Enums<'plan_type'>>().toEqualTypeOf<'free' | 'gold' | 'diamond'>();
  return [profile, usage, reserve];
}

describe('generated database types', () => {
  const backend = pgliteBackend();
  const db = migratedDb(backend);

  it('the generated database types match the migrations (run `npm run db:types` if not)', async () => {
    const committed = await readFile(typesPath, 'utf8');
    expect(committed).toBe(await generateDatabaseTypes(db));
  });

  it('fit supabase-js: typed rows and rpc results (checked by tsc)', () => {
    expect(typedCalls).toBeTypeOf('function');
  });
});
