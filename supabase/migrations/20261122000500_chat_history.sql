-- Signed-in users' chat history, synced from the browser (ids are the client's UUIDs).
-- Own rows only. Messages are append-only: insert (use "on conflict do nothing" for retries),
-- select and delete, never update.

create table if not exists public.chats (
  id uuid primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  title text not null default '' check (char_length(title) <= 200),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Target of chat_messages' (chat_id, user_id) key: a message always belongs to its chat's owner.
  unique (id, user_id)
);
create index if not exists chats_user_updated_idx on public.chats (user_id, updated_at desc);

create table if not exists public.chat_messages (
  id uuid primary key,
  chat_id uuid not null,
  user_id uuid not null default auth.uid(),
  role text not null check (role in ('system', 'user', 'assistant')),
  -- A string, or a list of parts ({type:'text', text} / {type:'image_url', image_url:{url}}).
  content jsonb not null check (jsonb_typeof(content) in ('string', 'array')
                                and octet_length(content::text) <= 1048576),
  created_at timestamptz not null default now(),
  foreign key (chat_id, user_id) references public.chats (id, user_id) on delete cascade
);
create index if not exists chat_messages_chat_created_idx on public.chat_messages (chat_id, created_at);

alter table public.chats enable row level security;
alter table public.chat_messages enable row level security;
revoke all on table public.chats, public.chat_messages from public, anon, authenticated;
grant select, insert, update, delete on table public.chats to authenticated;
grant select, insert, delete on table public.chat_messages to authenticated;
grant all on table public.chats, public.chat_messages to service_role;

drop policy if exists "chats: read own" on public.chats;
create policy "chats: read own" on public.chats
  for select to authenticated using (user_id = (select auth.uid()));
drop policy if exists "chats: create own" on public.chats;
create policy "chats: create own" on public.chats
  for insert to authenticated with check (user_id = (select auth.uid()));
drop policy if exists "chats: update own" on public.chats;
create policy "chats: update own" on public.chats
  for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
drop policy if exists "chats: delete own" on public.chats;
create policy "chats: delete own" on public.chats
  for delete to authenticated using (user_id = (select auth.uid()));

drop policy if exists "chat_messages: read own" on public.chat_messages;
create policy "chat_messages: read own" on public.chat_messages
  for select to authenticated using (user_id = (select auth.uid()));
drop policy if exists "chat_messages: add to own chats" on public.chat_messages;
create policy "chat_messages: add to own chats" on public.chat_messages
  for insert to authenticated with check (user_id = (select auth.uid()));
drop policy if exists "chat_messages: delete own" on public.chat_messages;
create policy "chat_messages: delete own" on public.chat_messages
  for delete to authenticated using (user_id = (select auth.uid()));
