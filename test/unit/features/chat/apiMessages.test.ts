import { CHAT_SEND_LIMITS } from '@shared/contract/chat.ts';
import { describe, expect, it } from 'vitest';
import { toApiMessages } from '../../../../src/features/chat/logic/apiMessages.ts';
import type { StoredMessage } from '../../../../src/lib/db.ts';

type M = Pick<StoredMessage, 'role' | 'kind' | 'text' | 'image'>;
const q = (text: string, image: string | null = null): M => ({ role: 'user', kind: 'question', text, image });
const a = (text: string): M => ({ role: 'assistant', kind: 'answer', text, image: null });
const img = (n: number) => `data:image/jpeg;base64,${'A'.repeat(n)}`;

describe('the conversation as the AI reads it (SPEC §3 chat message)', () => {
  it('sends questions and answers, not the app’s own notices', () => {
    const history: M[] = [
      { role: 'assistant', kind: 'greeting', text: 'Hi! Math tutor.', image: null },
      q('2+2?'),
      a('4'),
      { role: 'assistant', kind: 'notice', text: '⚠️ Something went wrong', image: null },
      q('3+3?'),
    ];
    expect(toApiMessages(history)).toEqual([
      { role: 'user', content: '2+2?' },
      { role: 'assistant', content: '4' },
      { role: 'user', content: '3+3?' },
    ]);
  });

  it('sends a photo as text and image parts; a photo alone gets the homework instruction', () => {
    const photo = img(8);
    expect(toApiMessages([q('what is this?', photo)])).toEqual([
      {
        role: 'user',
        content: [
          { type: 'text', text: 'what is this?' },
          { type: 'image_url', image_url: { url: photo } },
        ],
      },
    ]);
    expect(toApiMessages([q('', photo)], 'Please analyze this homework image and help me solve it.')).toEqual(
      [
        {
          role: 'user',
          content: [
            { type: 'text', text: 'Please analyze this homework image and help me solve it.' },
            { type: 'image_url', image_url: { url: photo } },
          ],
        },
      ],
    );
  });

  it('keeps the newest messages and photos within the caps', () => {
    const many = Array.from({ length: 30 }, (_, i) => (i % 2 ? a(`a${i}`) : q(`q${i}`)));
    const sent = toApiMessages([...many, q('last')]);
    expect(sent.length).toBeLessThanOrEqual(CHAT_SEND_LIMITS.messages);
    expect(sent.at(-1)).toEqual({ role: 'user', content: 'last' });
    expect(sent[0]?.role).toBe('user');

    const photos = [
      q('p1', img(4)),
      a('x'),
      q('p2', img(4)),
      a('y'),
      q('p3', img(4)),
      a('z'),
      q('p4', img(4)),
    ];
    const withImages = toApiMessages(photos);
    const imageCount = withImages.filter((m) => Array.isArray(m.content)).length;
    expect(imageCount).toBe(CHAT_SEND_LIMITS.images);
    expect(withImages[0]).toEqual({ role: 'user', content: 'p1' });
  });

  it('always sends the newest photo, even a large one, and drops older ones over the size budget', () => {
    const big = img(CHAT_SEND_LIMITS.imageChars);
    const sent = toApiMessages([q('old', img(100)), a('ok'), q('new', big)]);
    expect(Array.isArray(sent.at(-1)?.content)).toBe(true);
    expect(sent[0]).toEqual({ role: 'user', content: 'old' });
  });

  it('an older photo-only question is described in words when its image is dropped', () => {
    const sent = toApiMessages([
      q('', img(10)),
      a('ok'),
      q('a'),
      a('b'),
      q('c', img(CHAT_SEND_LIMITS.imageChars)),
    ]);
    expect(sent[0]).toEqual({ role: 'user', content: '[photo sent earlier]' });
  });
});
