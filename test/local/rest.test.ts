import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalBackend, startLocalBackend } from '../../supabase/local/server.ts';
import { uniqueEmail } from '../support/users.ts';
import { newClient } from './helpers.ts';

// The real supabase-js against the local PostgREST, with RLS from the real migrations.
let backend: LocalBackend;
let alice: SupabaseClient;
let bob: SupabaseClient;
let aliceId: string;

async function signedIn(prefix: string): Promise<[SupabaseClient, string]> {
  const client = newClient(backend.url, backend.anonKey);
  const { data, error } = await client.auth.signUp({ email: uniqueEmail(prefix), password: 'rest-pass' });
  expect(error).toBeNull();
  expect(data.session).not.toBeNull(); // confirmations off: signed in at once
  return [client, data.user?.id ?? ''];
}

beforeAll(async () => {
  backend = await startLocalBackend({ port: 0, confirmEmail: false });
  [alice, aliceId] = await signedIn('alice');
  [bob] = await signedIn('bob');
});
afterAll(async () => {
  await backend?.stop();
});

describe('tables through RLS', () => {
  it('lets a user insert, read and update only their own rows', async () => {
    const chatId = randomUUID();
    const inserted = await alice.from('chats').insert({ id: chatId, title: 'Algebra' }).select().single();
    expect(inserted.error).toBeNull();
    expect(inserted.status).toBe(201);
    expect(inserted.data).toMatchObject({ id: chatId, user_id: aliceId, title: 'Algebra' });

    const mine = await alice.from('chats').select('id, title').eq('id', chatId);
    expect(mine.data).toEqual([{ id: chatId, title: 'Algebra' }]);
    const theirs = await bob.from('chats').select('*').eq('id', chatId);
    expect(theirs.error).toBeNull();
    expect(theirs.data).toEqual([]);

    const renamed = await alice
      .from('chats')
      .update({ title: 'Geometry' })
      .eq('id', chatId)
      .select('title')
      .single();
    expect(renamed.data).toEqual({ title: 'Geometry' });
    const hijack = await bob.from('chats').update({ title: 'Mine now' }).eq('id', chatId).select();
    expect(hijack.data).toEqual([]);

    const asBob = await bob.from('chats').insert({ id: randomUUID(), user_id: aliceId, title: 'forged' });
    expect(asBob.error).toMatchObject({ code: '42501' });
    expect(asBob.status).toBe(403);

    const anon = newClient(backend.url, backend.anonKey);
    const anonRead = await anon.from('chats').select('*');
    expect(anonRead.error).toMatchObject({ code: '42501' });
    expect(anonRead.status).toBe(401);
  });

  it('supports single, maybeSingle, filters, order, limit, count and upsert', async () => {
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    const rows = ids.map((id, i) => ({ id, title: `chat ${i}` }));
    const many = await alice.from('chats').insert(rows).select('id');
    expect(many.data).toHaveLength(3);

    const ordered = await alice
      .from('chats')
      .select('title')
      .in('id', ids)
      .order('title', { ascending: false })
      .limit(2);
    expect(ordered.data).toEqual([{ title: 'chat 2' }, { title: 'chat 1' }]);
    const counted = await alice.from('chats').select('id', { count: 'exact' }).in('id', ids).range(0, 0);
    expect(counted.count).toBe(3);
    expect(counted.data).toHaveLength(1);
    const filtered = await alice
      .from('chats')
      .select('title')
      .in('id', ids)
      .neq('title', 'chat 0')
      .gte('title', 'chat 1')
      .like('title', 'chat*');
    expect(filtered.data?.map((r) => r.title).sort()).toEqual(['chat 1', 'chat 2']);
    const either = await alice
      .from('chats')
      .select('title')
      .in('id', ids)
      .or('title.eq.chat 0,title.eq.chat 2')
      .order('title');
    expect(either.data).toEqual([{ title: 'chat 0' }, { title: 'chat 2' }]);

    const none = await alice.from('chats').select('*').eq('id', randomUUID()).single();
    expect(none.status).toBe(406);
    expect(none.error).toMatchObject({
      code: 'PGRST116',
      message: 'Cannot coerce the result to a single JSON object',
      details: 'The result contains 0 rows',
    });
    const maybe = await alice.from('chats').select('*').eq('id', randomUUID()).maybeSingle();
    expect(maybe.error).toBeNull();
    expect(maybe.data).toBeNull();
    const two = await alice.from('chats').select('*').in('id', ids).single();
    expect(two.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 3 rows' });

    const upserted = await alice
      .from('chats')
      .upsert({ id: ids[0], title: 'renamed by upsert' }, { onConflict: 'id' })
      .select('title')
      .single();
    expect(upserted.data).toEqual({ title: 'renamed by upsert' });
    const ignored = await alice
      .from('chats')
      .upsert({ id: ids[1], title: 'ignored' }, { ignoreDuplicates: true })
      .select();
    expect(ignored.data).toEqual([]);

    const removed = await alice.from('chats').delete().in('id', ids).select('id');
    expect(removed.data).toHaveLength(3);
    const everything = await alice.from('chats').delete();
    expect(everything.error).toMatchObject({ code: '21000', message: 'DELETE requires a WHERE clause' });
  });

  it('reads the profile made at sign-up and keeps plan_type server-managed', async () => {
    const profile = await alice
      .from('profiles')
      .select('id, email, plan_type, updated_at')
      .eq('id', aliceId)
      .single();
    expect(profile.error).toBeNull();
    expect(profile.data).toMatchObject({ id: aliceId, plan_type: 'free' });
    const upgrade = await alice.from('profiles').update({ plan_type: 'diamond' }).eq('id', aliceId).select();
    expect(upgrade.error).toMatchObject({ code: '42501' });
  });
});

describe('rpc and errors', () => {
  it('calls functions with their PostgREST result shapes', async () => {
    const usage = await alice.rpc('get_usage').single();
    expect(usage.error).toBeNull();
    expect(usage.data).toMatchObject({ used: 0, daily_limit: 5, remaining: 5, plan: 'free' });
    const set = await alice.rpc('get_usage');
    expect(Array.isArray(set.data)).toBe(true);
    const profile = await alice.rpc('ensure_profile');
    expect(profile.data).toMatchObject({ id: aliceId, plan_type: 'free' }); // a composite: one object
    const denied = await alice.rpc('reserve_question', { p_user_id: aliceId, p_request_id: randomUUID() });
    expect(denied.error).toMatchObject({ code: '42501' });
    expect(denied.status).toBe(403);

    const service = newClient(backend.url, backend.serviceRoleKey);
    const reserved = await service
      .rpc('reserve_question', { p_user_id: aliceId, p_request_id: randomUUID() })
      .single();
    expect(reserved.data).toMatchObject({ allowed: true, used: 1, remaining: 4 });
    const effective = await service.rpc('effective_plan', { p_user_id: aliceId });
    expect(effective.data).toBe('free'); // a scalar

    const missing = await alice.rpc('no_such_function', { a: 1 });
    expect(missing.status).toBe(404);
    expect(missing.error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.no_such_function(a) in the schema cache',
    });
  });

  it('answers a missing table, a bad token and a missing key as Supabase does', async () => {
    const missing = await alice.from('test_table').select('*').limit(1);
    expect(missing.status).toBe(404);
    expect(missing.error).toMatchObject({
      code: 'PGRST205',
      message: "Could not find the table 'public.test_table' in the schema cache",
    });
    const badColumn = await alice.from('chats').select('nope');
    expect(badColumn.error).toMatchObject({ code: '42703' });
    expect(badColumn.status).toBe(400);

    const forged = await fetch(`${backend.url}/rest/v1/plans`, {
      headers: { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey.slice(0, -4)}AAAA` },
    });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({ code: 'PGRST301' });
    const noKey = await fetch(`${backend.url}/rest/v1/plans`);
    expect(noKey.status).toBe(401);
    expect(await noKey.json()).toEqual({
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    });
    const plans = await newClient(backend.url, backend.anonKey).from('plans').select('id').order('rank');
    expect(plans.data).toEqual([{ id: 'free' }, { id: 'gold' }, { id: 'diamond' }]);
  });

  it('serialises concurrent requests on the one PGlite connection', async () => {
    const ids = Array.from({ length: 20 }, () => randomUUID());
    const results = await Promise.all(ids.map((id) => alice.from('chats').insert({ id, title: 'parallel' })));
    expect(results.map((r) => r.status)).toEqual(ids.map(() => 201));
    const { count } = await alice
      .from('chats')
      .select('id', { count: 'exact', head: true })
      .eq('title', 'parallel');
    expect(count).toBe(20);
  });

  it('runs the real edge functions against itself (contact-form stores the message)', async () => {
    const clientId = randomUUID();
    const sent = await alice.functions.invoke('contact-form', {
      body: { clientId, name: 'Alice', email: 'alice@example.com', subject: 'Hi', message: 'Hello there' },
    });
    expect(sent.error).toBeNull();
    expect(sent.data).toEqual({ ok: true });
    const service = newClient(backend.url, backend.serviceRoleKey);
    const stored = await service
      .from('contact_messages')
      .select('user_id, subject')
      .eq('client_id', clientId)
      .single();
    expect(stored.data).toEqual({ user_id: aliceId, subject: 'Hi' });
  });

  it('answers CORS preflights as the Supabase gateway does', async () => {
    const res = await fetch(`${backend.url}/rest/v1/chats`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, apikey, content-type, prefer, x-client-info',
      },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toContain('x-client-info');
    expect(res.headers.get('access-control-allow-methods')).toContain('PATCH');
    const get = await fetch(`${backend.url}/rest/v1/plans`, { headers: { apikey: backend.anonKey } });
    expect(get.headers.get('access-control-expose-headers')).toContain('content-range');
  });
});
