import {
  CHAT_LIMITS,
  type ChatMessage,
  type ChatRole,
  type ContentPart,
  IMAGE_TYPES,
  type ImagePart,
} from '../_shared/contract/chat.ts';
import type { Language } from '../_shared/contract/languages.ts';
import type { Subject } from '../_shared/contract/subjects.ts';
import type { StudentWork, TutorMode } from '../_shared/contract/tutor.ts';
import { badRequest, HttpError } from '../_shared/http.ts';
import { isRecord, optionalUuid } from '../_shared/validate.ts';
import { parseLanguage } from './language.ts';
import { parseMode } from './modes.ts';
import { parseSubject } from './subjects.ts';
import { parseWork } from './work.ts';

export interface ChatRequest {
  messages: ChatMessage[];
  requestId: string | undefined;
  subject: Subject | undefined;
  /** Issue 17: how to answer (explain by default). */
  mode: TutorMode;
  /** Issue 17: Check my work's typed problem and attempt. */
  work: StudentWork | undefined;
  /** Issue 21: the student's language (English by default); the tutor answers in it. */
  language: Language;
}

const ROLES: readonly ChatRole[] = ['system', 'user', 'assistant'];
/** A base64 data URL of one of IMAGE_TYPES ('jpg' is a common misspelling of jpeg, taken too). */
const IMAGE_DATA_URL = new RegExp(
  `^data:image/(jpg|${IMAGE_TYPES.map((type) => type.slice('image/'.length)).join('|')});base64,([A-Za-z0-9+/]*={0,2})$`,
);
const DETAILS = ['auto', 'low', 'high'] as const;

/** Bytes a base64 payload decodes to, without decoding it. */
export function decodedBase64Size(payload: string): number {
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  return Math.floor((payload.length * 3) / 4) - padding;
}

function validateImage(part: Record<string, unknown>, where: string): ImagePart {
  const image = part.image_url;
  if (!isRecord(image)) throw badRequest(`${where}.image_url must be an object with a url`);
  const { url, detail } = image;
  if (typeof url !== 'string') throw badRequest(`${where}.image_url.url must be a string`);
  const match = IMAGE_DATA_URL.exec(url);
  if (!match?.[2] || match[2].length % 4 !== 0) {
    throw badRequest(
      `${where}.image_url.url must be a base64 data URL of a JPEG, PNG, WebP or GIF image`,
      'invalid_image',
    );
  }
  if (decodedBase64Size(match[2]) > CHAT_LIMITS.imageBytes) {
    throw new HttpError(413, 'Image is too large. Please use an image smaller than 5MB.', 'image_too_large');
  }
  if (detail !== undefined && !(DETAILS as readonly unknown[]).includes(detail)) {
    throw badRequest(`${where}.image_url.detail must be auto, low or high`);
  }
  const checkedDetail = detail as ImagePart['image_url']['detail'];
  return { type: 'image_url', image_url: checkedDetail ? { url, detail: checkedDetail } : { url } };
}

function validateText(text: unknown, where: string): string {
  if (typeof text !== 'string') throw badRequest(`${where} must be a string`);
  if (text.length > CHAT_LIMITS.textChars) {
    throw badRequest(`${where} is too long (at most ${CHAT_LIMITS.textChars} characters)`, 'text_too_long');
  }
  return text;
}

function validatePart(part: unknown, role: ChatRole, where: string): ContentPart {
  if (!isRecord(part)) throw badRequest(`${where} must be an object`);
  if (part.type === 'text') return { type: 'text', text: validateText(part.text, `${where}.text`) };
  if (part.type === 'image_url') {
    if (role !== 'user') throw badRequest(`${where}: only user messages may carry images`);
    return validateImage(part, where);
  }
  throw badRequest(`${where}.type must be "text" or "image_url"`);
}

function validateMessage(message: unknown, index: number): ChatMessage {
  const where = `messages[${index}]`;
  if (!isRecord(message)) throw badRequest(`${where} must be an object`);
  const role = message.role;
  if (!ROLES.includes(role as ChatRole)) throw badRequest(`${where}.role must be system, user or assistant`);
  const checkedRole = role as ChatRole;
  const content = message.content;
  if (typeof content === 'string') {
    const text = validateText(content, `${where}.content`);
    if (text.trim() === '') throw badRequest(`${where}.content is empty`);
    return { role: checkedRole, content: text };
  }
  if (!Array.isArray(content)) throw badRequest(`${where}.content must be a string or an array of parts`);
  if (content.length === 0) throw badRequest(`${where}.content is empty`);
  if (content.length > CHAT_LIMITS.partsPerMessage) {
    throw badRequest(`${where}.content has more than ${CHAT_LIMITS.partsPerMessage} parts`);
  }
  const parts = content.map((part, i) => validatePart(part, checkedRole, `${where}.content[${i}]`));
  const meaningful = parts.some((p) => p.type === 'image_url' || p.text.trim() !== '');
  if (!meaningful) throw badRequest(`${where}.content is empty`);
  return { role: checkedRole, content: parts };
}

const textOf = (message: ChatMessage): string =>
  typeof message.content === 'string'
    ? message.content
    : message.content.map((p) => (p.type === 'text' ? p.text : '')).join('');

export const imageCount = (messages: ChatMessage[]): number =>
  messages.reduce(
    (n, m) =>
      n + (typeof m.content === 'string' ? 0 : m.content.filter((p) => p.type === 'image_url').length),
    0,
  );

/** Validates a chat-with-ai body; every problem is a 4xx HttpError with a message that names the field. */
export function validateChatRequest(body: Record<string, unknown>): ChatRequest {
  const { messages } = body;
  if (messages === undefined) throw badRequest('messages is required');
  if (!Array.isArray(messages)) throw badRequest('messages must be an array');
  if (messages.length === 0) throw badRequest('messages must not be empty');
  if (messages.length > CHAT_LIMITS.messages) {
    throw badRequest(`Too many messages (at most ${CHAT_LIMITS.messages})`);
  }
  const checked = messages.map(validateMessage);
  if (checked[checked.length - 1]?.role !== 'user')
    throw badRequest('The last message must be from the user');
  const totalText = checked.reduce((n, m) => n + textOf(m).length, 0);
  if (totalText > CHAT_LIMITS.totalTextChars) {
    throw badRequest(
      `Conversation too long (at most ${CHAT_LIMITS.totalTextChars} characters)`,
      'text_too_long',
    );
  }
  if (imageCount(checked) > CHAT_LIMITS.images) {
    throw badRequest(`Too many images (at most ${CHAT_LIMITS.images} per request)`);
  }
  return {
    messages: checked,
    requestId: optionalUuid(body, 'requestId'),
    subject: parseSubject(body.subject),
    mode: parseMode(body.mode),
    work: parseWork(body.work),
    language: parseLanguage(body.language),
  };
}

/** The newest question: its text parts joined (trimmed), and whether it carries a photo. */
export function lastQuestion(messages: ChatMessage[]): { text: string; hasImage: boolean } {
  const last = [...messages].reverse().find((m) => m.role === 'user');
  if (!last) return { text: '', hasImage: false };
  if (typeof last.content === 'string') return { text: last.content.trim(), hasImage: false };
  return {
    text: last.content
      .map((p) => (p.type === 'text' ? p.text : ''))
      .filter(Boolean)
      .join('\n')
      .trim(),
    hasImage: last.content.some((p) => p.type === 'image_url'),
  };
}

/**
 * The newest question's text when the student typed it (no photo in it), else null: the problem the
 * tutor's stated problem is compared with (issue 16).
 */
export function typedQuestion(messages: ChatMessage[]): string | null {
  const { text, hasImage } = lastQuestion(messages);
  return hasImage || !text ? null : text;
}
