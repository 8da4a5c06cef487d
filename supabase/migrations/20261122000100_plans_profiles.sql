-- Plans (the one server-side source of limits and prices) and profiles (the plan in force per user).
-- Every migration here is re-runnable: the local backend applies them all on each start.
-- Supabase grants ALL on new public tables and functions to anon and authenticated by default,
-- so each object below revokes that explicitly and grants back only what clients may do.

do $$
begin
  create type public.plan_type as enum ('free', 'gold', 'diamond');
exception when duplicate_object then
  null;
end
$$;

-- Helpers that no client calls live in a schema the API does not expose.
create schema if not exists private;
revoke all on schema private from public;

-- Keeps updated_at honest on tables that only the server writes.
create or replace function private.touch_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;
revoke all on function private.touch_updated_at() from public;

-- Plans ----------------------------------------------------------------------------------------------

create table if not exists public.plans (
  id public.plan_type primary key,
  name text not null,
  daily_limit integer not null check (daily_limit > 0),
  price_cents integer not null check (price_cents >= 0),
  currency text not null default 'usd',
  rank smallint not null unique
);

insert into public.plans (id, name, daily_limit, price_cents, currency, rank)
values
  ('free', 'Free Plan', 5, 0, 'usd', 0),
  ('gold', 'Gold Plan', 150, 199, 'usd', 1),
  ('diamond', 'Diamond Plan', 500, 499, 'usd', 2)
on conflict (id) do update
  set name = excluded.name,
      daily_limit = excluded.daily_limit,
      price_cents = excluded.price_cents,
      currency = excluded.currency,
      rank = excluded.rank;

alter table public.plans enable row level security;
revoke all on table public.plans from public, anon, authenticated;
grant select on table public.plans to anon, authenticated;
grant all on table public.plans to service_role;

drop policy if exists "plans: readable by everyone" on public.plans;
create policy "plans: readable by everyone" on public.plans
  for select to anon, authenticated using (true);

-- Profiles -------------------------------------------------------------------------------------------

create table if not exists public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  email text,
  plan_type public.plan_type not null default 'free',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.profiles enable row level security;
revoke all on table public.profiles from public, anon, authenticated;
grant select on table public.profiles to authenticated;
-- SPEC §7's client insert of a missing profile; the policy pins it to the caller and plan free.
grant insert (id, email, plan_type, created_at, updated_at) on table public.profiles to authenticated;
grant all on table public.profiles to service_role;

drop policy if exists "profiles: read own" on public.profiles;
create policy "profiles: read own" on public.profiles
  for select to authenticated using (id = (select auth.uid()));

drop policy if exists "profiles: create own as free" on public.profiles;
create policy "profiles: create own as free" on public.profiles
  for insert to authenticated with check (id = (select auth.uid()) and plan_type = 'free');

-- Second line of defence behind the grants: a client role never sets plan_type, and a client insert
-- gets server timestamps and the e-mail from its verified token. The service role and the
-- security-definer functions (owned by the table owner) are trusted writers.
create or replace function private.guard_profile() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' then
    new.updated_at := now();
  end if;
  if current_user = 'service_role'
     or pg_catalog.pg_has_role(current_user,
          (select c.relowner from pg_catalog.pg_class c where c.oid = tg_relid), 'MEMBER') then
    return new;
  end if;
  if tg_op = 'INSERT' then
    if new.plan_type is distinct from 'free' then
      raise exception 'plan_type is managed by the server' using errcode = '42501';
    end if;
    new.created_at := now();
    new.updated_at := now();
    new.email := coalesce(auth.jwt() ->> 'email', new.email);
  elsif new.plan_type is distinct from old.plan_type or new.id is distinct from old.id then
    raise exception 'plan_type is managed by the server' using errcode = '42501';
  end if;
  return new;
end
$$;
revoke all on function private.guard_profile() from public;

drop trigger if exists guard_profile on public.profiles;
create trigger guard_profile before insert or update on public.profiles
  for each row execute function private.guard_profile();

-- A profile for every new account, and its e-mail kept in step with the account's.
create or replace function private.handle_new_user() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (id, email) values (new.id, new.email)
  on conflict (id) do nothing;
  return new;
end
$$;
revoke all on function private.handle_new_user() from public;

create or replace function private.handle_user_email_change() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.profiles p set email = new.email
   where p.id = new.id and p.email is distinct from new.email;
  return new;
end
$$;
revoke all on function private.handle_user_email_change() from public;

drop trigger if exists on_auth_user_created on auth.users;
create trigger on_auth_user_created after insert on auth.users
  for each row execute function private.handle_new_user();

drop trigger if exists on_auth_user_email_changed on auth.users;
create trigger on_auth_user_email_changed after update of email on auth.users
  for each row execute function private.handle_user_email_change();
