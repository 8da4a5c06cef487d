import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startLocalBackend } from '../../supabase/local/server.ts';
import { requireResource } from '../support/resources.ts';
import { uniqueEmail } from '../support/users.ts';
import { newClient } from './helpers.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'studymate-local-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function signUpAndWrite(url: string, anonKey: string, email: string, chatId: string) {
  const client = newClient(url, anonKey);
  const { error } = await client.auth.signUp({ email, password: 'persist-pass' });
  expect(error).toBeNull();
  expect((await client.from('chats').insert({ id: chatId, title: 'kept' })).error).toBeNull();
}

async function readBack(url: string, anonKey: string, email: string, chatId: string) {
  const client = newClient(url, anonKey);
  const signIn = await client.auth.signInWithPassword({ email, password: 'persist-pass' });
  if (signIn.error) return { signIn: signIn.error, chats: null };
  const chats = await client.from('chats').select('title').eq('id', chatId);
  return { signIn: null, chats: chats.data };
}

describe('PGlite data folder', () => {
  const email = uniqueEmail('persist');
  const chatId = randomUUID();

  it('keeps accounts and rows across a restart, migrating only once', async () => {
    const firstLog: string[] = [];
    const first = await startLocalBackend({
      port: 0,
      dataDir,
      confirmEmail: false,
      log: (l) => firstLog.push(l),
    });
    try {
      await signUpAndWrite(first.url, first.anonKey, email, chatId);
    } finally {
      await first.stop();
    }
    expect(firstLog.join('\n')).toContain('new database');

    const secondLog: string[] = [];
    const second = await startLocalBackend({
      port: 0,
      dataDir,
      confirmEmail: false,
      log: (l) => secondLog.push(l),
    });
    try {
      expect(await readBack(second.url, second.anonKey, email, chatId)).toEqual({
        signIn: null,
        chats: [{ title: 'kept' }],
      });
    } finally {
      await second.stop();
    }
    expect(secondLog.join('\n')).not.toMatch(/new database|applying migration/);
  });

  it('applies a migration the folder has not seen yet on the next start', async () => {
    const db = await PGlite.create(dataDir);
    const { rows } = await db.query<{ name: string }>(
      'select name from auth.local_migrations order by name desc limit 1',
    );
    const newest = rows[0]?.name ?? '';
    await db.query('delete from auth.local_migrations where name = $1', [newest]);
    await db.close();
    const log: string[] = [];
    const backend = await startLocalBackend({ port: 0, dataDir, log: (l) => log.push(l) });
    await backend.stop();
    expect(log).toContain(`applying migration ${newest}`);
  });

  it('starts empty with reset', async () => {
    const backend = await startLocalBackend({ port: 0, dataDir, reset: true, confirmEmail: false });
    try {
      const after = await readBack(backend.url, backend.anonKey, email, chatId);
      expect(after.signIn).toMatchObject({ code: 'invalid_credentials' });
    } finally {
      await backend.stop();
    }
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(requireResource(Boolean(serverUrl), 'PostgreSQL server (TEST_DATABASE_URL)'))(
  'DATABASE_URL mode',
  () => {
    it('runs the same flows on a real PostgreSQL and keeps data across restarts', async () => {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      const name = `studymate_local_${Date.now()}_${process.pid}`;
      await admin.query(`create database ${name}`);
      const url = new URL(serverUrl ?? '');
      url.pathname = `/${name}`;
      const email = uniqueEmail('pg');
      const chatId = randomUUID();
      try {
        const first = await startLocalBackend({ port: 0, databaseUrl: url.toString(), confirmEmail: false });
        try {
          await signUpAndWrite(first.url, first.anonKey, email, chatId);
          const usage = await newClient(first.url, first.anonKey).rpc('get_usage');
          expect(usage.error).toMatchObject({ code: '42501' }); // anon may not call it
        } finally {
          await first.stop();
        }
        const second = await startLocalBackend({ port: 0, databaseUrl: url.toString(), confirmEmail: false });
        try {
          expect(await readBack(second.url, second.anonKey, email, chatId)).toEqual({
            signIn: null,
            chats: [{ title: 'kept' }],
          });
        } finally {
          await second.stop();
        }
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    });
  },
);
