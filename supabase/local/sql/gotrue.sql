-- The local backend's own GoTrue state, applied after auth-shim.sql (which creates schema auth and
-- auth.users). Idempotent: it runs on every start, so a data folder from an older version catches up.

-- Columns of Supabase's auth.users that the local GoTrue reads and writes, in case the shim is leaner.
alter table auth.users add column if not exists aud varchar(255);
alter table auth.users add column if not exists role varchar(255);
alter table auth.users add column if not exists email varchar(255);
alter table auth.users add column if not exists encrypted_password varchar(255);
alter table auth.users add column if not exists email_confirmed_at timestamptz;
alter table auth.users add column if not exists confirmation_token varchar(255);
alter table auth.users add column if not exists confirmation_sent_at timestamptz;
alter table auth.users add column if not exists recovery_token varchar(255);
alter table auth.users add column if not exists recovery_sent_at timestamptz;
alter table auth.users add column if not exists last_sign_in_at timestamptz;
alter table auth.users add column if not exists raw_app_meta_data jsonb;
alter table auth.users add column if not exists raw_user_meta_data jsonb;
alter table auth.users add column if not exists phone text;
alter table auth.users add column if not exists is_anonymous boolean not null default false;
alter table auth.users add column if not exists created_at timestamptz;
alter table auth.users add column if not exists updated_at timestamptz;

-- Wrong e-mail codes typed since the last e-mail was sent (the code is voided after 5).
alter table auth.users add column if not exists local_otp_failures integer not null default 0;

create index if not exists users_email_local_idx on auth.users (lower(email));

-- auth.sessions (one row per signed-in device) is in auth-shim.sql: migrations read it.

-- Rotating refresh tokens: each use revokes the token and issues its child (parent = the old token).
create table if not exists auth.refresh_tokens (
  id bigserial primary key,
  token text not null unique,
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  parent text,
  revoked boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists refresh_tokens_session_idx on auth.refresh_tokens (session_id);

-- PKCE flow state: the code challenge sent with signup/recover/resend, and the auth code issued at verify.
create table if not exists auth.flow_state (
  id uuid primary key,
  user_id uuid references auth.users (id) on delete cascade,
  auth_code text not null unique,
  code_challenge text not null,
  code_challenge_method text not null,
  authentication_method text not null,
  created_at timestamptz not null default now(),
  auth_code_issued_at timestamptz
);
create index if not exists flow_state_user_idx on auth.flow_state (user_id, authentication_method);

-- Every e-mail GoTrue would have sent; shown at /_mailbox.
create table if not exists auth.local_mailbox (
  id bigserial primary key,
  recipient text not null,
  subject text not null,
  kind text not null,
  html text not null,
  text_body text not null,
  link text,
  otp text,
  created_at timestamptz not null default now()
);
-- GoTrue's own /verify URL ({{ .ConfirmationURL }}), kept beside the link the e-mail's template shows.
alter table auth.local_mailbox add column if not exists verify_url text;

-- Which files of supabase/migrations this database has applied (the local backend applies new ones on start).
create table if not exists auth.local_migrations (
  name text primary key,
  applied_at timestamptz not null default now()
);

-- None of the above is reachable through rest/v1 (schema auth is not exposed), but keep the API roles out anyway.
revoke all on auth.sessions, auth.refresh_tokens, auth.flow_state, auth.local_mailbox, auth.local_migrations
  from public, anon, authenticated;
