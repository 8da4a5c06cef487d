-- Per-message extras that travel with a message (issues 15–18): the answer check, the tutor mode, the
-- next-question suggestions, on-device answers, version links. One jsonb object, so features add keys
-- without migrations; bounded so a client cannot store bulk data in it. Append-only like the message.
alter table public.chat_messages
  add column if not exists meta jsonb not null default '{}'::jsonb;

do $$
begin
  if not exists (select 1 from pg_constraint where conname = 'chat_messages_meta_shape') then
    alter table public.chat_messages
      add constraint chat_messages_meta_shape
      check (jsonb_typeof(meta) = 'object' and octet_length(meta::text) <= 16384);
  end if;
end $$;
