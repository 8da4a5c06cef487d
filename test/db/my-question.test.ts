import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { availableBackends, type Sql } from '../support/db.ts';
import { createUser } from './fixtures.ts';
import { migratedDb } from './setup.ts';

/**
 * reserve_my_question: chat-with-ai's reservation made with the caller's own token (issue 20). The
 * token's user and session are checked in SQL, in the transaction that reserves; any doubt is 28000.
 */

type Claims = Record<string, unknown>;

/** As PostgREST runs an RPC for a verified token: role authenticated and the token's claims. */
async function attempt(db: Sql, claims: Claims, requestId = randomUUID()) {
  try {
    const rows = await db.transaction(async (tx) => {
      await tx.query(
        "select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)",
        [JSON.stringify({ role: 'authenticated', aud: 'authenticated', ...claims })],
      );
      return (await tx.query('select * from public.reserve_my_question($1)', [requestId])).rows;
    });
    return { ok: true as const, row: rows[0] };
  } catch (error) {
    const e = error as { code?: string; message?: string };
    return { ok: false as const, code: e.code, message: e.message };
  }
}

async function newSession(db: Sql, userId: string): Promise<string> {
  const id = randomUUID();
  await db.query('insert into auth.sessions (id, user_id) values ($1, $2)', [id, userId]);
  return id;
}

const refused = { ok: false, code: '28000', message: 'Invalid or expired session' };

describe.each(availableBackends())('reserve_my_question on $name', (backend) => {
  const db = migratedDb(backend);

  it("reserves for the token's user while its session exists, and returns the user's id", async () => {
    const user = await createUser(db);
    const session = await newSession(db, user);
    const first = await attempt(db, { sub: user, session_id: session });
    expect(first).toEqual({
      ok: true,
      row: { allowed: true, used: 1, daily_limit: 5, remaining: 4, plan: 'free', user_id: user },
    });
    await db.query('delete from auth.sessions where id = $1', [session]); // signed out
    expect(await attempt(db, { sub: user, session_id: session })).toEqual(refused);
    const { rows } = await db.query<{ n: number }>(
      'select count(*)::int as n from public.usage_reservations where user_id = $1',
      [user],
    );
    expect(rows[0]?.n).toBe(1); // the refused call reserved nothing
  });

  it('is idempotent on the request id and at the limit as reserve_question is', async () => {
    const user = await createUser(db);
    const claims = { sub: user, session_id: await newSession(db, user) };
    const request = randomUUID();
    expect(await attempt(db, claims, request)).toMatchObject({ ok: true, row: { used: 1 } });
    expect(await attempt(db, claims, request)).toMatchObject({ ok: true, row: { allowed: true, used: 1 } });
    for (let i = 2; i <= 5; i++) expect(await attempt(db, claims)).toMatchObject({ row: { used: i } });
    expect(await attempt(db, claims)).toMatchObject({
      ok: true,
      row: { allowed: false, used: 5, remaining: 0 },
    });
  });

  it('refuses a deleted, soft-deleted or banned user, and a session of someone else', async () => {
    const gone = await createUser(db);
    const goneSession = await newSession(db, gone);
    await db.query('delete from auth.users where id = $1', [gone]);
    expect(await attempt(db, { sub: gone, session_id: goneSession })).toEqual(refused);

    const soft = await createUser(db);
    const softSession = await newSession(db, soft);
    await db.query('update auth.users set deleted_at = now() where id = $1', [soft]);
    expect(await attempt(db, { sub: soft, session_id: softSession })).toEqual(refused);

    const banned = await createUser(db);
    const bannedSession = await newSession(db, banned);
    await db.query("update auth.users set banned_until = now() + interval '1 hour' where id = $1", [banned]);
    expect(await attempt(db, { sub: banned, session_id: bannedSession })).toEqual(refused);
    await db.query("update auth.users set banned_until = now() - interval '1 hour' where id = $1", [banned]);
    expect(await attempt(db, { sub: banned, session_id: bannedSession })).toMatchObject({ ok: true });

    const other = await createUser(db);
    expect(await attempt(db, { sub: other, session_id: bannedSession })).toEqual(refused);
  });

  it('refuses malformed claims; a token naming no session is checked by its user alone, as GoTrue does', async () => {
    const user = await createUser(db);
    for (const claims of [
      {},
      { sub: '' },
      { sub: 'not-a-uuid' },
      { sub: user, session_id: 'not-a-uuid' },
      { sub: user, session_id: randomUUID() },
    ]) {
      expect(await attempt(db, claims)).toEqual(refused);
    }
    expect(await attempt(db, { sub: user })).toMatchObject({ ok: true });
    expect(
      await attempt(db, { sub: user, session_id: '00000000-0000-0000-0000-000000000000' }),
    ).toMatchObject({
      ok: true,
    });
  });
});
