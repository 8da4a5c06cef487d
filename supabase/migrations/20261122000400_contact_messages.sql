-- Contact messages: written only by the contact-form edge function (service role); clients read none.
-- client_id is the outbox's UUID, so a message retried from the browser is stored once
-- (insert … on conflict (client_id) do nothing). The length caps are a backstop behind the function's
-- own validation.

create table if not exists public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  client_id uuid unique,
  user_id uuid references auth.users (id) on delete set null,
  name text not null check (char_length(name) between 1 and 200),
  email text not null check (char_length(email) between 3 and 320),
  subject text not null check (char_length(subject) between 1 and 300),
  message text not null check (char_length(message) between 1 and 10000),
  created_at timestamptz not null default now()
);

alter table public.contact_messages enable row level security;
revoke all on table public.contact_messages from public, anon, authenticated;
grant all on table public.contact_messages to service_role;
