-- chat-with-ai's reservation for a signed-in caller, called with the caller's own access token (issue 20):
-- one request instead of auth.getUser (an HTTP hop to auth, two reads) followed by reserve_question.
-- PostgREST has already verified the token (signature, expiry) and set its claims; this checks what
-- auth.getUser checked besides — the user exists, and the session named by the token's session_id
-- still exists (signing out deletes it, so a signed-out token is refused) — and also that the user is
-- neither soft-deleted nor banned; then reserves exactly as reserve_question does, in the same
-- transaction. Refusals are 28000 'Invalid or expired session' (PostgREST answers 403).
-- Reads auth.users and auth.sessions: on Supabase the migration owner (postgres) has SELECT on both
-- and bypasses RLS (supabase/auth migration 20240612123726, supabase/postgres demote-postgres).
create or replace function public.reserve_my_question(p_request_id uuid)
returns table (
  allowed boolean,
  used integer,
  daily_limit integer,
  remaining integer,
  plan public.plan_type,
  user_id uuid
)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_claims jsonb := coalesce(auth.jwt(), '{}'::jsonb);
  v_sub text := coalesce(v_claims ->> 'sub', '');
  v_session text := coalesce(v_claims ->> 'session_id', '');
  v_uuid constant text := '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
  v_uid uuid;
begin
  if v_sub !~* v_uuid then
    raise exception 'Invalid or expired session' using errcode = '28000';
  end if;
  v_uid := v_sub::uuid;
  if not exists (select 1 from auth.users u
                  where u.id = v_uid
                    and u.deleted_at is null
                    and (u.banned_until is null or u.banned_until <= now())) then
    raise exception 'Invalid or expired session' using errcode = '28000';
  end if;
  -- As GoTrue: a token without a session (no claim, or the nil UUID) is checked by its user alone.
  if v_session not in ('', '00000000-0000-0000-0000-000000000000') then
    if v_session !~* v_uuid then
      raise exception 'Invalid or expired session' using errcode = '28000';
    end if;
    if not exists (select 1 from auth.sessions s where s.id = v_session::uuid and s.user_id = v_uid) then
      raise exception 'Invalid or expired session' using errcode = '28000';
    end if;
  end if;
  return query select r.allowed, r.used, r.daily_limit, r.remaining, r.plan, v_uid
    from public.reserve_question(v_uid, p_request_id) r;
end
$$;

revoke all on function public.reserve_my_question(uuid) from public, anon, authenticated, service_role;
grant execute on function public.reserve_my_question(uuid) to authenticated;
