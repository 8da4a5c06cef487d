import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { signJwt } from '../../supabase/local/keys.ts';
import { aiFunctionsBackend } from './support/aiBackend.ts';

// chat-with-ai verifies a signed-in caller in the reservation itself (reserve_my_question, issue 20):
// PostgREST checks the token, SQL checks the user and the session. Revocation must hold as it did
// with auth.getUser: every refusal below is the same 401 the function gave before.

/** Test-only: what an administrator (GoTrue's admin API, the dashboard) does to an account. */
const ACCOUNT_FIXTURE = `
create or replace function public.test_account(p_user_id uuid, p_action text) returns void
language plpgsql security definer set search_path = '' as $$
begin
  if p_action = 'delete' then
    delete from auth.users where id = p_user_id;
  elsif p_action = 'soft-delete' then
    update auth.users set deleted_at = now() where id = p_user_id;
  elsif p_action = 'ban' then
    update auth.users set banned_until = now() + interval '1 day' where id = p_user_id;
  elsif p_action = 'ban-ended' then
    update auth.users set banned_until = now() - interval '1 second' where id = p_user_id;
  end if;
end $$;
revoke all on function public.test_account(uuid, text) from public, anon, authenticated;
grant execute on function public.test_account(uuid, text) to service_role;
`;

const world = aiFunctionsBackend({}, [ACCOUNT_FIXTURE]);
const { ask, usedToday } = world;
const REFUSED = { error: 'Invalid or expired session', code: 'unauthorized' };

async function account(userId: string, action: string): Promise<void> {
  const { error } = await world.fb.admin.rpc('test_account', { p_user_id: userId, p_action: action });
  if (error) throw new Error(error.message);
}

async function signOut(token: string, scope: 'local' | 'global'): Promise<void> {
  const { backend } = world.fb;
  const res = await fetch(`${backend.url}/auth/v1/logout?scope=${scope}`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(204);
}

async function signIn(email: string): Promise<string> {
  const { backend } = world.fb;
  const res = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'correct-horse-battery' }),
  });
  const body = (await res.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`sign-in answered ${res.status}`);
  return body.access_token;
}

describe('chat-with-ai and the session behind the token', () => {
  it('refuses a signed-out session with 401 unauthorized, and keeps serving the other device', async () => {
    const user = await world.fb.signUp();
    const otherDevice = await signIn(user.email);
    expect((await ask('before', user.token)).status).toBe(200);
    await signOut(user.token, 'local');
    const refused = await ask('after sign-out', user.token);
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual(REFUSED);
    expect(await usedToday(user)).toBe(1); // the refused question was not counted
    expect(world.ai.requests).toHaveLength(1);
    const other = await ask('other device', otherDevice);
    expect(other.status).toBe(200);
    expect(other.body.usage.used).toBe(2);
    await signOut(otherDevice, 'global');
    expect((await ask('after global sign-out', otherDevice)).body).toEqual(REFUSED);
  });

  it('refuses a deleted user, soft-deleted or removed', async () => {
    const soft = await world.fb.signUp();
    await account(soft.id, 'soft-delete');
    const softAnswer = await ask('deleted?', soft.token);
    expect(softAnswer.status).toBe(401);
    expect(softAnswer.body).toEqual(REFUSED);

    const removed = await world.fb.signUp();
    await account(removed.id, 'delete');
    const removedAnswer = await ask('deleted?', removed.token);
    expect(removedAnswer.status).toBe(401);
    expect(removedAnswer.body).toEqual(REFUSED);
    expect(world.ai.requests).toHaveLength(0);
  });

  it('refuses a banned user while the ban lasts', async () => {
    const user = await world.fb.signUp();
    await account(user.id, 'ban');
    expect(await ask('banned?', user.token)).toMatchObject({ status: 401, body: REFUSED });
    await account(user.id, 'ban-ended');
    expect((await ask('ban over', user.token)).status).toBe(200);
  });

  it('refuses tokens that are not a user session: service role, forged, expired', async () => {
    const user = await world.fb.signUp();
    const claims = decodeJwt(user.token);
    const expired = await signJwt({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 });
    for (const token of [world.fb.backend.serviceRoleKey, `${user.token.slice(0, -4)}AAAA`, expired]) {
      const answer = await ask('who am I?', token);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual(REFUSED);
    }
    expect(world.ai.requests).toHaveLength(0);
  });

  it('accepts a token of a live user that names no session, as GoTrue does', async () => {
    const user = await world.fb.signUp();
    const claims = decodeJwt(user.token);
    const { session_id: _dropped, ...rest } = claims;
    const noSession = await signJwt(rest);
    const nilSession = await signJwt({ ...claims, session_id: '00000000-0000-0000-0000-000000000000' });
    expect((await ask('no session claim', noSession)).status).toBe(200);
    expect((await ask('nil session', nilSession)).status).toBe(200);
    const elsewhere = await signJwt({ ...claims, session_id: crypto.randomUUID() });
    expect((await ask('unknown session', elsewhere)).body).toEqual(REFUSED);
  });
});
