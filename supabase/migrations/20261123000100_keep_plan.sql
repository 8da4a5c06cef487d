-- "Keep {plan}": undoes a scheduled downgrade while the paid period still runs (keep-plan function).
-- Clears subscriptions.scheduled_plan and cancel_at_period_end; the plan in force does not change.
-- Granted to service_role only: keep-plan first tells Stripe, then calls this.

create or replace function public.cancel_scheduled_downgrade(p_user_id uuid)
returns table (plan public.plan_type, scheduled_plan public.plan_type, effective_until timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_current public.plan_type;
  v_sub public.subscriptions;
begin
  -- Applies a downgrade whose period has ended (then there is nothing left to keep).
  perform public.effective_plan(p_user_id);
  -- Row locks serialise this with schedule_downgrade and the webhook for one user.
  select p.plan_type into v_current from public.profiles p where p.id = p_user_id for update;
  select * into v_sub from public.subscriptions s where s.user_id = p_user_id for update;

  if v_sub.user_id is null then
    return query select v_current, null::public.plan_type, null::timestamptz;
    return;
  end if;

  update public.subscriptions s
     set scheduled_plan = null,
         cancel_at_period_end = false
   where s.user_id = p_user_id;
  return query select v_current, null::public.plan_type,
    case when v_sub.current_period_end > now() then v_sub.current_period_end end;
end
$$;

revoke all on function public.cancel_scheduled_downgrade(uuid) from public, anon, authenticated, service_role;
grant execute on function public.cancel_scheduled_downgrade(uuid) to service_role;
