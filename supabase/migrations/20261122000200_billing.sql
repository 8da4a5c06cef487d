-- Billing state and the plan changes built on it. Only the service role (edge functions that have
-- verified a payment with Stripe) and the functions below write any of it.
--
-- Downgrade design: profiles.plan_type is the plan in force. A downgrade during a paid period only
-- records subscriptions.scheduled_plan; once current_period_end has passed, effective_plan() applies
-- it (lazily, on the next read through any of these functions).

create table if not exists public.subscriptions (
  user_id uuid primary key references auth.users (id) on delete cascade,
  stripe_customer_id text,
  stripe_subscription_id text unique,
  status text not null default 'active' check (status in (
    'trialing', 'active', 'past_due', 'canceled', 'unpaid', 'incomplete', 'incomplete_expired', 'paused')),
  plan public.plan_type not null,
  current_period_end timestamptz,
  scheduled_plan public.plan_type,
  cancel_at_period_end boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table if not exists public.purchases (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  plan public.plan_type not null check (plan <> 'free'),
  kind text not null check (kind in ('payment', 'setup')),
  stripe_intent_id text unique,
  stripe_customer_id text,
  amount_cents integer not null check (amount_cents >= 0),
  currency text not null default 'usd',
  status text not null default 'pending' check (status in ('pending', 'succeeded', 'failed', 'canceled')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists purchases_user_created_idx on public.purchases (user_id, created_at desc);

-- Webhook idempotency: an event id is handled once.
create table if not exists public.stripe_events (
  id text primary key,
  type text not null,
  received_at timestamptz not null default now()
);

alter table public.subscriptions enable row level security;
alter table public.purchases enable row level security;
alter table public.stripe_events enable row level security;
revoke all on table public.subscriptions, public.purchases, public.stripe_events
  from public, anon, authenticated;
grant select on table public.subscriptions, public.purchases to authenticated;
grant all on table public.subscriptions, public.purchases, public.stripe_events to service_role;

drop policy if exists "subscriptions: read own" on public.subscriptions;
create policy "subscriptions: read own" on public.subscriptions
  for select to authenticated using (user_id = (select auth.uid()));
drop policy if exists "purchases: read own" on public.purchases;
create policy "purchases: read own" on public.purchases
  for select to authenticated using (user_id = (select auth.uid()));

drop trigger if exists touch_updated_at on public.subscriptions;
create trigger touch_updated_at before update on public.subscriptions
  for each row execute function private.touch_updated_at();
drop trigger if exists touch_updated_at on public.purchases;
create trigger touch_updated_at before update on public.purchases
  for each row execute function private.touch_updated_at();

-- The plan in force now. Applies a scheduled downgrade whose period has ended, and creates a missing
-- profile (plan free) for an existing account. p_now exists for tests; callers omit it.
create or replace function public.effective_plan(p_user_id uuid, p_now timestamptz default now())
returns public.plan_type
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_plan public.plan_type;
begin
  update public.subscriptions s
     set plan = s.scheduled_plan,
         scheduled_plan = null,
         cancel_at_period_end = false,
         status = case when s.scheduled_plan = 'free' then 'canceled' else s.status end
   where s.user_id = p_user_id and s.scheduled_plan is not null and s.current_period_end <= p_now
  returning s.plan into v_plan;
  if found then
    update public.profiles p set plan_type = v_plan where p.id = p_user_id;
  end if;

  select p.plan_type into v_plan from public.profiles p where p.id = p_user_id;
  if not found then
    insert into public.profiles (id, email)
    select u.id, u.email from auth.users u where u.id = p_user_id
    on conflict (id) do nothing;
    select p.plan_type into v_plan from public.profiles p where p.id = p_user_id;
    if not found then
      raise exception 'User not found' using errcode = 'P0002';
    end if;
  end if;
  return v_plan;
end
$$;

-- SPEC §4: a missing profile is created with plan free. Returns the caller's profile as it is now.
create or replace function public.ensure_profile()
returns public.profiles
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_profile public.profiles;
begin
  if v_uid is null then
    raise exception 'Not signed in' using errcode = '42501';
  end if;
  perform public.effective_plan(v_uid);
  select * into v_profile from public.profiles p where p.id = v_uid;
  return v_profile;
end
$$;

-- Records an upgrade (or renewal) that the server has verified with Stripe.
create or replace function public.apply_paid_plan(
  p_user_id uuid,
  p_plan public.plan_type,
  p_customer_id text default null,
  p_subscription_id text default null,
  p_status text default 'active',
  p_period_end timestamptz default null
)
returns table (plan public.plan_type, scheduled_plan public.plan_type, effective_until timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_plan is null or p_plan = 'free' then
    raise exception 'Invalid plan type' using errcode = '22023';
  end if;
  insert into public.profiles as p (id, email, plan_type)
  select u.id, u.email, p_plan from auth.users u where u.id = p_user_id
  on conflict (id) do update set plan_type = excluded.plan_type;
  if not found then
    raise exception 'User not found' using errcode = 'P0002';
  end if;

  insert into public.subscriptions as s
    (user_id, stripe_customer_id, stripe_subscription_id, status, plan, current_period_end)
  values (p_user_id, p_customer_id, p_subscription_id, coalesce(p_status, 'active'), p_plan, p_period_end)
  on conflict (user_id) do update
    set stripe_customer_id = coalesce(excluded.stripe_customer_id, s.stripe_customer_id),
        stripe_subscription_id = coalesce(excluded.stripe_subscription_id, s.stripe_subscription_id),
        status = excluded.status,
        plan = excluded.plan,
        current_period_end = excluded.current_period_end,
        scheduled_plan = null,
        cancel_at_period_end = false;

  return query select p_plan, null::public.plan_type, p_period_end;
end
$$;

-- Lowers a plan: at the end of the paid period when one is running, otherwise at once. Refuses a
-- raise; choosing the plan already held changes nothing (SPEC §4).
create or replace function public.schedule_downgrade(p_user_id uuid, p_target public.plan_type)
returns table (plan public.plan_type, scheduled_plan public.plan_type, effective_until timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_current public.plan_type;
  v_sub public.subscriptions;
begin
  if p_target is null then
    raise exception 'Invalid plan type' using errcode = '22023';
  end if;
  perform public.effective_plan(p_user_id);
  -- Row locks serialise concurrent plan changes for one user.
  select p.plan_type into v_current from public.profiles p where p.id = p_user_id for update;
  select * into v_sub from public.subscriptions s where s.user_id = p_user_id for update;

  if (select t.rank from public.plans t where t.id = p_target)
     > (select c.rank from public.plans c where c.id = v_current) then
    raise exception 'Only a downgrade is possible here' using errcode = '22023';
  end if;

  if p_target = v_current then
    return query select v_current, v_sub.scheduled_plan,
      case when v_sub.scheduled_plan is not null then v_sub.current_period_end end;
    return;
  end if;

  if v_sub.user_id is not null and v_sub.current_period_end > now() then
    update public.subscriptions s
       set scheduled_plan = p_target, cancel_at_period_end = (p_target = 'free')
     where s.user_id = p_user_id;
    return query select v_current, p_target, v_sub.current_period_end;
    return;
  end if;

  update public.profiles p set plan_type = p_target where p.id = p_user_id;
  update public.subscriptions s
     set plan = p_target,
         scheduled_plan = null,
         cancel_at_period_end = false,
         status = case when p_target = 'free' then 'canceled' else s.status end
   where s.user_id = p_user_id;
  return query select p_target, null::public.plan_type, null::timestamptz;
end
$$;

revoke all on function public.effective_plan(uuid, timestamptz) from public, anon, authenticated, service_role;
revoke all on function public.ensure_profile() from public, anon, authenticated, service_role;
revoke all on function public.apply_paid_plan(uuid, public.plan_type, text, text, text, timestamptz)
  from public, anon, authenticated, service_role;
revoke all on function public.schedule_downgrade(uuid, public.plan_type) from public, anon, authenticated, service_role;

grant execute on function public.effective_plan(uuid, timestamptz) to service_role;
grant execute on function public.ensure_profile() to authenticated;
grant execute on function public.apply_paid_plan(uuid, public.plan_type, text, text, text, timestamptz)
  to service_role;
grant execute on function public.schedule_downgrade(uuid, public.plan_type) to service_role;
