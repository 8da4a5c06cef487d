-- Local/test-only stand-in for what a Supabase project has before its migrations run.
-- Never part of supabase/migrations: hosted Supabase already has all of this.
-- Safe to run again on the same database, and on a PostgreSQL cluster where the roles exist already
-- (roles are cluster-wide; schemas, grants and default privileges are per database).

-- Roles, as Supabase has them. Created only if missing; tolerant of a concurrent creator.
do $roles$
declare
  r record;
begin
  for r in
    select * from (values ('anon', false), ('authenticated', false), ('service_role', true),
                          ('authenticator', false)) as t(name, bypass)
  loop
    if not exists (select 1 from pg_catalog.pg_roles where rolname = r.name) then
      begin
        execute format('create role %I nologin noinherit', r.name);
      exception when duplicate_object or unique_violation then
        null; -- another session created it at the same moment
      end;
    end if;
    if r.bypass and not (select rolbypassrls from pg_catalog.pg_roles where rolname = r.name) then
      execute format('alter role %I bypassrls', r.name);
    end if;
  end loop;
  -- PostgREST logs in as authenticator and switches to one of these per request.
  begin
    grant anon, authenticated, service_role to authenticator;
  exception when others then
    null; -- already a member, or a concurrent grant; membership is all that matters
  end;
end
$roles$;

create schema if not exists auth;
create schema if not exists extensions;

-- auth.users with the column names and types GoTrue (supabase/auth) uses.
create table if not exists auth.users (
  instance_id uuid,
  id uuid not null primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255),
  confirmation_sent_at timestamptz,
  recovery_token varchar(255),
  recovery_sent_at timestamptz,
  email_change_token_new varchar(255),
  email_change varchar(255),
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  is_super_admin boolean,
  created_at timestamptz,
  updated_at timestamptz,
  phone text unique default null,
  phone_confirmed_at timestamptz,
  phone_change text default '',
  phone_change_token varchar(255) default '',
  phone_change_sent_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  email_change_token_current varchar(255) default '',
  email_change_confirm_status smallint default 0
    check (email_change_confirm_status >= 0 and email_change_confirm_status <= 2),
  banned_until timestamptz,
  reauthentication_token varchar(255) default '',
  reauthentication_sent_at timestamptz,
  is_sso_user boolean not null default false,
  deleted_at timestamptz,
  is_anonymous boolean not null default false
);
create index if not exists users_instance_id_idx on auth.users (instance_id);
create index if not exists users_is_anonymous_idx on auth.users (is_anonymous);
create unique index if not exists users_email_partial_key on auth.users (email) where (is_sso_user = false);

-- GoTrue's sessions: one row per signed-in device; access tokens name it in their session_id claim
-- (reserve_my_question checks it). The columns the local GoTrue uses; hosted GoTrue has more.
create table if not exists auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  aal text not null default 'aal1',
  amr jsonb not null default '[]'::jsonb,
  user_agent text,
  ip text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  refreshed_at timestamptz
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);
revoke all on auth.sessions from public, anon, authenticated;

-- The request helpers read the claims PostgREST puts in request.jwt.claims (and the older
-- per-claim settings), exactly as Supabase's do.
create or replace function auth.uid() returns uuid
language sql stable
as $$
  select nullif(
    coalesce(
      current_setting('request.jwt.claim.sub', true),
      (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
    ),
    ''
  )::uuid
$$;

create or replace function auth.role() returns text
language sql stable
as $$
  select nullif(
    coalesce(
      current_setting('request.jwt.claim.role', true),
      (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
    ),
    ''
  )::text
$$;

create or replace function auth.email() returns text
language sql stable
as $$
  select nullif(
    coalesce(
      current_setting('request.jwt.claim.email', true),
      (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
    ),
    ''
  )::text
$$;

create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

grant usage on schema auth to anon, authenticated, service_role;
grant execute on function auth.uid(), auth.role(), auth.email(), auth.jwt()
  to anon, authenticated, service_role;
grant usage on schema extensions to anon, authenticated, service_role;

-- Supabase's grants on public: usage for the API roles, and default privileges that give them ALL on
-- every new table, sequence and function. Migrations must therefore revoke what clients may not do.
grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
