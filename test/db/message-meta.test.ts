import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { actAs, asUser, attemptAs, availableBackends, type Sql } from '../support/db.ts';
import { createUser } from './fixtures.ts';
import { migratedDb } from './setup.ts';

/** A chat of the user's own, made as that user (RLS applies). */
async function chatOf(db: Sql, user: string): Promise<string> {
  const id = randomUUID();
  await actAs(db, asUser(user), (tx) => tx.query('insert into public.chats (id) values ($1)', [id]));
  return id;
}

const insertMessage = (chat: string, meta: string) =>
  [
    `insert into public.chat_messages (id, chat_id, role, content, meta) values ($1, $2, 'assistant', '"4"', ${meta}) returning meta`,
    [randomUUID(), chat],
  ] as const;

describe.each(availableBackends())('chat_messages.meta on $name', (backend) => {
  const db = migratedDb(backend);

  it('defaults to an empty object and keeps what the owner writes', async () => {
    const user = await createUser(db);
    const chat = await chatOf(db, user);
    const [text, params] = insertMessage(chat, `'{"check": {"status": "verified"}}'`);
    const kept = await actAs(db, asUser(user), (tx) => tx.query<{ meta: unknown }>(text, [...params]));
    expect(kept.rows[0]?.meta).toEqual({ check: { status: 'verified' } });
    const plain = await actAs(db, asUser(user), (tx) =>
      tx.query<{ meta: unknown }>(
        `insert into public.chat_messages (id, chat_id, role, content) values ($1, $2, 'user', '"hi"') returning meta`,
        [randomUUID(), chat],
      ),
    );
    expect(plain.rows[0]?.meta).toEqual({});
  });

  it('refuses anything but a JSON object of at most 16 KiB', async () => {
    const user = await createUser(db);
    const chat = await chatOf(db, user);
    for (const bad of [`'[1]'`, `'"x"'`, `'null'`, `jsonb_build_object('n', repeat('x', 16384))`]) {
      const [text, params] = insertMessage(chat, bad);
      const attempt = await attemptAs(db, asUser(user), text, [...params]);
      expect(attempt.ok, bad).toBe(false);
    }
  });
});
