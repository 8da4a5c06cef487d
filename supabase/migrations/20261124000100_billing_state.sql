-- "Is a paid period running?" is decided here and nowhere else: a paid or trial period whose end has
-- not passed, of a subscription Stripe still bills (trialing, active, or past_due while it retries).
-- While one runs, a downgrade waits for its end (schedule_downgrade); the plans page (billing_state)
-- and change-plan read the same answer.

create or replace function private.period_running(p_status text, p_period_end timestamptz, p_now timestamptz)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(p_status in ('trialing', 'active', 'past_due') and p_period_end > p_now, false)
$$;
revoke all on function private.period_running(text, timestamptz, timestamptz) from public;

-- The caller's plan and billing period, after any downgrade that is due: what the plans page shows and
-- what change-plan decides by. scheduled_plan is null unless a different plan follows the current one.
create or replace function public.billing_state()
returns table (
  plan public.plan_type,
  scheduled_plan public.plan_type,
  period_end timestamptz,
  status text,
  period_running boolean
)
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
  -- Applies a downgrade whose period has ended, and creates a missing profile (free).
  v_plan := public.effective_plan(v_uid);
  return query
    select v_plan,
           nullif(s.scheduled_plan, v_plan),
           s.current_period_end,
           s.status,
           private.period_running(s.status, s.current_period_end, now())
      from (select 1) as caller
      left join public.subscriptions s on s.user_id = v_uid;
end
$$;

revoke all on function public.billing_state() from public, anon, authenticated, service_role;
grant execute on function public.billing_state() to authenticated;

-- Same as in 20261122000200_billing.sql, but the running period is private.period_running's answer
-- (before: any period end in the future, whatever Stripe's status said).
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

  if v_sub.user_id is not null and private.period_running(v_sub.status, v_sub.current_period_end, now()) then
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

revoke all on function public.schedule_downgrade(uuid, public.plan_type) from public, anon, authenticated, service_role;
grant execute on function public.schedule_downgrade(uuid, public.plan_type) to service_role;
