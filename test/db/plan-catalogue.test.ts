import { describe, expect, it } from 'vitest';
import { PLAN_IDS, PLANS } from '../../supabase/functions/_shared/contract/plans.ts';
import { availableBackends } from '../support/db.ts';
import { migratedDb } from './setup.ts';

describe.each(availableBackends())('the shared plan catalogue on $name', (backend) => {
  const db = migratedDb(backend);

  it('equals select * from plans, row for row (the browser shows what the server enforces)', async () => {
    const { rows } = await db.query('select * from public.plans order by rank');
    const catalogue = PLAN_IDS.map((id) => {
      const { name, dailyLimit, priceCents, currency, rank } = PLANS[id];
      return { id, name, daily_limit: dailyLimit, price_cents: priceCents, currency, rank };
    });
    expect(rows).toEqual(catalogue);
  });

  it('lists the plan_type enum in rank order', async () => {
    const { rows } = await db.query<{ labels: string[] }>(
      'select enum_range(null::public.plan_type)::text[] as labels',
    );
    expect(rows[0]?.labels).toEqual([...PLAN_IDS]);
  });
});
