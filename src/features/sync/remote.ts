import type { AppSupabaseClient } from '../../lib/supabase.ts';
import { contentBytes, type RemoteChat, type RemoteMessage, type RemoteMessageInsert } from './mapping.ts';

/** The server side of the sync: the chats and chat_messages tables through supabase-js (RLS: own rows). */

const CHAT_PAGE = 500;
const MESSAGE_PAGE = 100;
const CHATS_PER_MESSAGE_QUERY = 20;
/** Bytes of message content per insert request (each message is at most 1 MiB). */
const PUSH_BATCH_BYTES = 2 * 1024 * 1024;

export class RemoteError extends Error {
  constructor(action: string, detail: string) {
    super(`${action}: ${detail}`);
    this.name = 'RemoteError';
  }
}

function check<T>(action: string, result: { data: T; error: { message: string } | null }): T {
  if (result.error) throw new RemoteError(action, result.error.message);
  return result.data;
}

/** Every chat of the account (paged, so a server row cap cannot hide some). */
export async function listRemoteChats(client: AppSupabaseClient): Promise<RemoteChat[]> {
  const all: RemoteChat[] = [];
  for (let from = 0; ; from += CHAT_PAGE) {
    const page =
      check(
        'list chats',
        await client
          .from('chats')
          .select('id, title, created_at, updated_at')
          .order('id')
          .range(from, from + CHAT_PAGE - 1),
      ) ?? [];
    all.push(...page);
    if (page.length < CHAT_PAGE) return all;
  }
}

export async function listRemoteMessages(
  client: AppSupabaseClient,
  chatIds: readonly string[],
): Promise<RemoteMessage[]> {
  const all: RemoteMessage[] = [];
  for (let i = 0; i < chatIds.length; i += CHATS_PER_MESSAGE_QUERY) {
    const ids = chatIds.slice(i, i + CHATS_PER_MESSAGE_QUERY);
    for (let from = 0; ; from += MESSAGE_PAGE) {
      const page =
        check(
          'list messages',
          await client
            .from('chat_messages')
            .select('id, chat_id, role, content, meta, created_at')
            .in('chat_id', ids)
            .order('created_at')
            .order('id')
            .range(from, from + MESSAGE_PAGE - 1),
        ) ?? [];
      all.push(...page);
      if (page.length < MESSAGE_PAGE) break;
    }
  }
  return all;
}

/** Creates the chat if new, then sets its title where the server's copy is older (last writer wins). */
export async function pushChat(client: AppSupabaseClient, chat: RemoteChat): Promise<void> {
  check('create chat', await client.from('chats').upsert(chat, { onConflict: 'id', ignoreDuplicates: true }));
  check(
    'update chat',
    await client
      .from('chats')
      .update({ title: chat.title, updated_at: chat.updated_at })
      .eq('id', chat.id)
      .lt('updated_at', chat.updated_at),
  );
}

/** Appends messages; ones the server has already are left as they are (retries are safe). */
export async function pushMessages(
  client: AppSupabaseClient,
  rows: readonly RemoteMessageInsert[],
): Promise<void> {
  let batch: RemoteMessageInsert[] = [];
  let bytes = 0;
  const send = async () => {
    if (batch.length === 0) return;
    check(
      'add messages',
      await client.from('chat_messages').upsert(batch, { onConflict: 'id', ignoreDuplicates: true }),
    );
    batch = [];
    bytes = 0;
  };
  for (const row of rows) {
    const size = contentBytes(row.content);
    if (bytes + size > PUSH_BATCH_BYTES) await send();
    batch.push(row);
    bytes += size;
  }
  await send();
}

export async function deleteRemoteChat(client: AppSupabaseClient, chatId: string): Promise<void> {
  check('delete chat', await client.from('chats').delete().eq('id', chatId));
}
