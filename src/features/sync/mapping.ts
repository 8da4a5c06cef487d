import type { ContentPart } from '@shared/contract/chat.ts';
import type { Json, Tables } from '@shared/contract/database.types.ts';
import { isSyncedKind, type MessageMeta, type StoredChat, type StoredMessage } from '../../lib/db.ts';
import { chatVersion, cleanTitle } from '../history/index.ts';

/**
 * How local history maps to the server tables chats / chat_messages (docs/INTERFACES.md). Pure.
 * Only questions (role user) and answers (role assistant) are conversation; greetings and notices
 * stay on the device they were shown on.
 */

export type RemoteChat = Pick<Tables<'chats'>, 'id' | 'title' | 'created_at' | 'updated_at'>;

export type RemoteContent = string | ContentPart[];

export type RemoteMessage = Pick<
  Tables<'chat_messages'>,
  'id' | 'chat_id' | 'role' | 'content' | 'created_at' | 'meta'
>;

export interface RemoteMessageInsert {
  id: string;
  chat_id: string;
  role: 'user' | 'assistant';
  content: RemoteContent;
  meta: MessageMeta;
  created_at: string;
}

/** The meta column's limit: octet_length(meta::text) <= 16 KiB. */
export const MAX_META_BYTES = 16_384;

/** The column's limit: octet_length(content::text) <= 1 MiB. */
export const MAX_CONTENT_BYTES = 1_048_576;
/** jsonb prints a space after each ':' and ','; this leaves room for that and more. */
const JSONB_SLACK_BYTES = 1024;

export const toIso = (ms: number): string => new Date(ms).toISOString();
export const fromIso = (iso: string): number => Date.parse(iso);

export const contentBytes = (content: RemoteContent): number =>
  new TextEncoder().encode(JSON.stringify(content)).length + JSONB_SLACK_BYTES;

export function toRemoteChat(chat: StoredChat): RemoteChat {
  return {
    id: chat.id,
    title: cleanTitle(chat.title) ?? '',
    created_at: toIso(chat.createdAt),
    updated_at: toIso(chatVersion(chat)),
  };
}

/**
 * A question or answer as a chat_messages row; null for greetings and notices. A photo goes as an
 * image part with its data URL; when that would pass the column's 1 MiB, the text goes without it
 * (`photoOmitted` stands in for an empty text) and the photo stays on this device only.
 */
export function toRemoteMessage(message: StoredMessage, photoOmitted: string): RemoteMessageInsert | null {
  if (!isSyncedKind(message.kind)) return null;
  const role = message.kind === 'question' ? 'user' : 'assistant';
  const row = {
    id: message.id,
    chat_id: message.chatId,
    role,
    meta: remoteMeta(message.meta),
    created_at: toIso(message.createdAt),
  } as const;
  if (role === 'assistant' || !message.image) return { ...row, content: message.text };
  const parts: ContentPart[] = [];
  if (message.text) parts.push({ type: 'text', text: message.text });
  parts.push({ type: 'image_url', image_url: { url: message.image } });
  if (contentBytes(parts) <= MAX_CONTENT_BYTES) return { ...row, content: parts };
  return { ...row, content: message.text || photoOmitted };
}

const isRecord = (value: unknown): value is Record<string, Json | undefined> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The meta a row carries: the message's own, or none when it would pass the column's limit. */
export function remoteMeta(meta: MessageMeta | undefined): MessageMeta {
  if (!meta) return {};
  return new TextEncoder().encode(JSON.stringify(meta)).length + JSONB_SLACK_BYTES <= MAX_META_BYTES
    ? meta
    : {};
}

/** Text and first image of a content value (a string, or a list of parts); null when malformed. */
export function readContent(content: Json): { text: string; image: string | null } | null {
  if (typeof content === 'string') return { text: content, image: null };
  if (!Array.isArray(content)) return null;
  const texts: string[] = [];
  let image: string | null = null;
  for (const part of content) {
    if (!isRecord(part)) continue;
    if (part.type === 'text' && typeof part.text === 'string') texts.push(part.text);
    const url = isRecord(part.image_url) ? part.image_url.url : undefined;
    if (
      part.type === 'image_url' &&
      typeof url === 'string' &&
      image === null &&
      url.startsWith('data:image/')
    ) {
      image = url;
    }
  }
  return { text: texts.join('\n'), image };
}

/** A server row as a local message: user → question, assistant → answer; anything else is skipped. */
export function fromRemoteMessage(row: RemoteMessage): StoredMessage | null {
  const kind = row.role === 'user' ? 'question' : row.role === 'assistant' ? 'answer' : null;
  const content = readContent(row.content);
  const createdAt = fromIso(row.created_at);
  if (!kind || !content || Number.isNaN(createdAt)) return null;
  return {
    id: row.id,
    chatId: row.chat_id,
    role: kind === 'question' ? 'user' : 'assistant',
    kind,
    text: content.text,
    image: kind === 'question' ? content.image : null,
    createdAt,
    ...(isRecord(row.meta) && Object.keys(row.meta).length > 0 ? { meta: row.meta } : {}),
  };
}
