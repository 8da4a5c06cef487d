import { describe, expect, it } from 'vitest';
import {
  contentBytes,
  fromRemoteMessage,
  MAX_CONTENT_BYTES,
  MAX_META_BYTES,
  readContent,
  toRemoteChat,
  toRemoteMessage,
} from '../../../../src/features/sync/mapping.ts';
import type { StoredMessage } from '../../../../src/lib/db.ts';

const OMITTED = 'photo stays on its device';
const message = (over: Partial<StoredMessage>): StoredMessage => ({
  id: 'm1',
  chatId: 'c1',
  role: 'user',
  kind: 'question',
  text: 'What is 2+2?',
  image: null,
  createdAt: Date.UTC(2026, 0, 2, 3, 4, 5, 678),
  ...over,
});
const PHOTO = `data:image/jpeg;base64,${'A'.repeat(1000)}`;

describe('local message kinds → server rows', () => {
  it('a question is a user row, an answer an assistant row, both with the local id and time', () => {
    expect(toRemoteMessage(message({}), OMITTED)).toEqual({
      id: 'm1',
      chat_id: 'c1',
      role: 'user',
      content: 'What is 2+2?',
      meta: {},
      created_at: '2026-01-02T03:04:05.678Z',
    });
    const answer = toRemoteMessage(message({ role: 'assistant', kind: 'answer', text: '4' }), OMITTED);
    expect(answer).toMatchObject({ role: 'assistant', content: '4' });
  });

  it('greetings and notices are not synced', () => {
    expect(toRemoteMessage(message({ role: 'assistant', kind: 'greeting' }), OMITTED)).toBeNull();
    expect(toRemoteMessage(message({ role: 'assistant', kind: 'notice' }), OMITTED)).toBeNull();
  });

  it('a photo question is a list of parts with the data URL (no text part when there is no text)', () => {
    expect(toRemoteMessage(message({ image: PHOTO }), OMITTED)?.content).toEqual([
      { type: 'text', text: 'What is 2+2?' },
      { type: 'image_url', image_url: { url: PHOTO } },
    ]);
    expect(toRemoteMessage(message({ text: '', image: PHOTO }), OMITTED)?.content).toEqual([
      { type: 'image_url', image_url: { url: PHOTO } },
    ]);
  });

  it('a photo that would pass the 1 MiB column limit is left out: the text (or a stand-in) goes alone', () => {
    const huge = `data:image/png;base64,${'B'.repeat(MAX_CONTENT_BYTES)}`;
    expect(toRemoteMessage(message({ image: huge }), OMITTED)?.content).toBe('What is 2+2?');
    expect(toRemoteMessage(message({ text: '', image: huge }), OMITTED)?.content).toBe(OMITTED);
    // Just under the limit still goes with its photo.
    const fits = `data:image/png;base64,${'C'.repeat(MAX_CONTENT_BYTES - 3000)}`;
    const row = toRemoteMessage(message({ text: '', image: fits }), OMITTED);
    expect(Array.isArray(row?.content)).toBe(true);
    expect(contentBytes(row?.content ?? '')).toBeLessThanOrEqual(MAX_CONTENT_BYTES);
  });
});

describe('server rows → local messages', () => {
  const row = { id: 'r1', chat_id: 'c9', created_at: '2026-01-02T03:04:05.678+00:00', meta: {} };

  it('user → question with its photo, assistant → answer', () => {
    expect(
      fromRemoteMessage({
        ...row,
        role: 'user',
        content: [
          { type: 'text', text: 'Look' },
          { type: 'image_url', image_url: { url: PHOTO } },
        ],
      }),
    ).toEqual({
      id: 'r1',
      chatId: 'c9',
      role: 'user',
      kind: 'question',
      text: 'Look',
      image: PHOTO,
      createdAt: Date.UTC(2026, 0, 2, 3, 4, 5, 678),
    });
    expect(fromRemoteMessage({ ...row, role: 'assistant', content: 'Hi' })).toMatchObject({
      role: 'assistant',
      kind: 'answer',
      text: 'Hi',
      image: null,
    });
  });

  it('system rows, malformed content and non-image URLs are not taken', () => {
    expect(fromRemoteMessage({ ...row, role: 'system', content: 'x' })).toBeNull();
    expect(fromRemoteMessage({ ...row, role: 'user', content: { text: 'x' } })).toBeNull();
    expect(fromRemoteMessage({ ...row, role: 'user', content: 42 })).toBeNull();
    expect(readContent([{ type: 'image_url', image_url: { url: 'https://evil.example/x.png' } }])).toEqual({
      text: '',
      image: null,
    });
  });

  it('carries the message’s meta both ways; an empty or oversized one is left out', () => {
    const meta = { check: { status: 'verified', problem: '2+2', result: '4' } };
    const local = message({ role: 'assistant', kind: 'answer', text: '4', meta });
    const remote = toRemoteMessage(local, OMITTED);
    expect(remote?.meta).toEqual(meta);
    if (!remote) throw new Error('expected a row');
    expect(fromRemoteMessage(remote)).toEqual(local);
    expect(fromRemoteMessage({ ...row, role: 'assistant', content: 'x' })).not.toHaveProperty('meta');
    expect(fromRemoteMessage({ ...row, role: 'assistant', content: 'x', meta: [1] })).not.toHaveProperty(
      'meta',
    );
    const huge = { note: 'n'.repeat(MAX_META_BYTES) };
    expect(toRemoteMessage(message({ meta: huge }), OMITTED)?.meta).toEqual({});
  });

  it('round-trips a local question with a photo', () => {
    const local = message({ image: PHOTO });
    const remote = toRemoteMessage(local, OMITTED);
    if (!remote) throw new Error('expected a row');
    expect(fromRemoteMessage({ ...remote, content: remote.content })).toEqual(local);
  });
});

describe('chats', () => {
  it("the server row's updated_at is the later of activity and the last rename; titles fit 200 chars", () => {
    const chat = {
      id: 'c1',
      title: `  ${'x'.repeat(250)} `,
      subject: 'Math',
      createdAt: 1000,
      updatedAt: 5000,
      titleUpdatedAt: 7000,
    };
    expect(toRemoteChat(chat)).toEqual({
      id: 'c1',
      title: 'x'.repeat(200),
      created_at: new Date(1000).toISOString(),
      updated_at: new Date(7000).toISOString(),
    });
    expect(toRemoteChat({ ...chat, titleUpdatedAt: undefined }).updated_at).toBe(
      new Date(5000).toISOString(),
    );
  });
});
