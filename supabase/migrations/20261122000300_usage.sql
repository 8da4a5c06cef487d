-- Daily question allowances, enforced atomically in SQL (SPEC §9: free 5, gold 150, diamond 500 a
-- UTC day). Clients read their own figures; only the service role reserves and refunds.

-- One row per user per UTC day (the name is the spec's; it holds days).
create table if not exists public.monthly_usage (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  date date not null,
  questions_asked integer not null default 0 check (questions_asked >= 0),
  plan_type public.plan_type not null default 'free',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (user_id, date)
);

-- One row per counted request id: what makes reserve_question idempotent and refunds once-only.
create table if not exists public.usage_reservations (
  request_id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  date date not null,
  status text not null check (status in ('reserved', 'refunded')),
  attempts smallint not null default 1 check (attempts >= 1),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Signed-out callers of the AI function, per hashed IP and UTC day.
create table if not exists public.anon_usage (
  ip_hash text not null check (char_length(ip_hash) between 1 and 128),
  date date not null,
  count integer not null default 0 check (count >= 0),
  primary key (ip_hash, date)
);

alter table public.monthly_usage enable row level security;
alter table public.usage_reservations enable row level security;
alter table public.anon_usage enable row level security;
revoke all on table public.monthly_usage, public.usage_reservations, public.anon_usage
  from public, anon, authenticated;
grant select on table public.monthly_usage to authenticated;
grant all on table public.monthly_usage, public.usage_reservations, public.anon_usage to service_role;

drop policy if exists "monthly_usage: read own" on public.monthly_usage;
create policy "monthly_usage: read own" on public.monthly_usage
  for select to authenticated using (user_id = (select auth.uid()));

drop trigger if exists touch_updated_at on public.monthly_usage;
create trigger touch_updated_at before update on public.monthly_usage
  for each row execute function private.touch_updated_at();

-- A user's figures for one day under a plan.
create or replace function private.usage_figures(p_user_id uuid, p_day date, p_plan public.plan_type)
returns table (used integer, daily_limit integer, remaining integer)
language sql
stable
set search_path = ''
as $$
  select coalesce(u.questions_asked, 0),
         l.daily_limit,
         greatest(l.daily_limit - coalesce(u.questions_asked, 0), 0)
    from public.plans l
    left join public.monthly_usage u on u.user_id = p_user_id and u.date = p_day
   where l.id = p_plan
$$;
revoke all on function private.usage_figures(uuid, date, public.plan_type) from public;

-- Takes one question from today's (UTC) allowance of the user's effective plan.
-- Idempotent on p_request_id: a retry of a counted request is admitted without counting again (at
-- most 3 admissions per counted request, so one id cannot be replayed for free answers); a refunded
-- request id is counted again like a new question. p_now exists for tests; callers omit it.
create or replace function public.reserve_question(
  p_user_id uuid,
  p_request_id uuid,
  p_now timestamptz default now()
)
returns table (allowed boolean, used integer, daily_limit integer, remaining integer, plan public.plan_type)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_day date := (p_now at time zone 'utc')::date;
  v_plan public.plan_type;
  v_limit integer;
  v_attempts smallint;
  v_used integer;
begin
  if p_user_id is null or p_request_id is null then
    raise exception 'User ID and request ID are required' using errcode = '22004';
  end if;
  v_plan := public.effective_plan(p_user_id, p_now);
  select l.daily_limit into v_limit from public.plans l where l.id = v_plan;

  -- Fast refusal without writes for a new request on a full day (clients hammering at their limit).
  -- Only an optimisation: the insert … on conflict below is what decides under concurrency.
  if exists (select 1 from public.monthly_usage u
              where u.user_id = p_user_id and u.date = v_day and u.questions_asked >= v_limit)
     and not exists (select 1 from public.usage_reservations r where r.request_id = p_request_id) then
    return query select false, f.used, f.daily_limit, f.remaining, v_plan
      from private.usage_figures(p_user_id, v_day, v_plan) f;
    return;
  end if;

  -- Claim the request id (concurrent duplicates queue on its primary key).
  insert into public.usage_reservations as r (request_id, user_id, date, status, attempts)
  values (p_request_id, p_user_id, v_day, 'reserved', 1)
  on conflict (request_id) do update
    set attempts = case when r.status = 'refunded' then 1 else r.attempts + 1 end,
        date = case when r.status = 'refunded' then excluded.date else r.date end,
        status = 'reserved',
        updated_at = now()
    where r.user_id = excluded.user_id and (r.status = 'refunded' or r.attempts < 3)
  returning r.attempts into v_attempts;

  if v_attempts is null then
    if exists (select 1 from public.usage_reservations r
                where r.request_id = p_request_id and r.user_id <> p_user_id) then
      raise exception 'Request ID already used' using errcode = '23505';
    end if;
    -- Replayed too often: refused.
    return query select false, f.used, f.daily_limit, f.remaining, v_plan
      from private.usage_figures(p_user_id, v_day, v_plan) f;
    return;
  end if;

  if v_attempts > 1 then
    -- A retry of a request that was already counted.
    return query select true, f.used, f.daily_limit, f.remaining, v_plan
      from private.usage_figures(p_user_id, v_day, v_plan) f;
    return;
  end if;

  -- The decision, in one statement: count the question only while under the limit.
  insert into public.monthly_usage as u (user_id, date, questions_asked, plan_type)
  values (p_user_id, v_day, 1, v_plan)
  on conflict (user_id, date) do update
    set questions_asked = u.questions_asked + 1, plan_type = excluded.plan_type
    where u.questions_asked < v_limit
  returning u.questions_asked into v_used;

  if v_used is null then
    delete from public.usage_reservations r where r.request_id = p_request_id;
    return query select false, f.used, f.daily_limit, f.remaining, v_plan
      from private.usage_figures(p_user_id, v_day, v_plan) f;
    return;
  end if;

  return query select true, v_used, v_limit, greatest(v_limit - v_used, 0), v_plan;
end
$$;

-- Gives back a reservation whose AI call failed. Once only, and only for a request that was admitted
-- once (a failed retry of an answered request gives nothing back). Returns today's figures.
create or replace function public.refund_question(
  p_user_id uuid,
  p_request_id uuid,
  p_now timestamptz default now()
)
returns table (allowed boolean, used integer, daily_limit integer, remaining integer, plan public.plan_type)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_day date;
  v_plan public.plan_type;
begin
  update public.usage_reservations r
     set status = 'refunded', updated_at = now()
   where r.request_id = p_request_id and r.user_id = p_user_id and r.status = 'reserved' and r.attempts = 1
  returning r.date into v_day;
  if found then
    update public.monthly_usage u
       set questions_asked = greatest(u.questions_asked - 1, 0)
     where u.user_id = p_user_id and u.date = v_day;
  end if;

  v_plan := public.effective_plan(p_user_id, p_now);
  return query select true, f.used, f.daily_limit, f.remaining, v_plan
    from private.usage_figures(p_user_id, (p_now at time zone 'utc')::date, v_plan) f;
end
$$;

-- The signed-in caller's figures for today.
create or replace function public.get_usage()
returns table (used integer, daily_limit integer, remaining integer, plan public.plan_type)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_plan public.plan_type;
begin
  if v_uid is null then
    raise exception 'Not signed in' using errcode = '42501';
  end if;
  v_plan := public.effective_plan(v_uid);
  return query select f.used, f.daily_limit, f.remaining, v_plan
    from private.usage_figures(v_uid, (now() at time zone 'utc')::date, v_plan) f;
end
$$;

-- The per-IP daily cap for signed-out callers, in the same single-statement style.
create or replace function public.reserve_anon_question(
  p_ip_hash text,
  p_cap integer,
  p_now timestamptz default now()
)
returns table (allowed boolean, used integer, cap integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_day date := (p_now at time zone 'utc')::date;
  v_used integer;
begin
  if p_ip_hash is null or char_length(p_ip_hash) not between 1 and 128 then
    raise exception 'Invalid IP hash' using errcode = '22023';
  end if;
  if p_cap is null or p_cap < 0 then
    raise exception 'Invalid cap' using errcode = '22023';
  end if;

  if p_cap > 0 then
    insert into public.anon_usage as a (ip_hash, date, count)
    values (p_ip_hash, v_day, 1)
    on conflict (ip_hash, date) do update
      set count = a.count + 1
      where a.count < p_cap
    returning a.count into v_used;
  end if;

  if v_used is null then
    select coalesce((select a.count from public.anon_usage a where a.ip_hash = p_ip_hash and a.date = v_day), 0)
      into v_used;
    return query select false, v_used, p_cap;
    return;
  end if;
  return query select true, v_used, p_cap;
end
$$;

revoke all on function public.reserve_question(uuid, uuid, timestamptz)
  from public, anon, authenticated, service_role;
revoke all on function public.refund_question(uuid, uuid, timestamptz)
  from public, anon, authenticated, service_role;
revoke all on function public.get_usage() from public, anon, authenticated, service_role;
revoke all on function public.reserve_anon_question(text, integer, timestamptz)
  from public, anon, authenticated, service_role;

grant execute on function public.reserve_question(uuid, uuid, timestamptz) to service_role;
grant execute on function public.refund_question(uuid, uuid, timestamptz) to service_role;
grant execute on function public.get_usage() to authenticated;
grant execute on function public.reserve_anon_question(text, integer, timestamptz) to service_role;
