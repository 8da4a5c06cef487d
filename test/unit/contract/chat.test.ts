import { CHAT_LIMITS, CHAT_SEND_LIMITS } from '@shared/contract/chat.ts';
import { describe, expect, it } from 'vitest';

describe('what the browser sends fits what chat-with-ai accepts', () => {
  it('sends no more turns, photos or text than the server takes', () => {
    expect(CHAT_SEND_LIMITS.messages).toBeLessThanOrEqual(CHAT_LIMITS.messages);
    expect(CHAT_SEND_LIMITS.messages).toBe(CHAT_LIMITS.historyTurns);
    expect(CHAT_SEND_LIMITS.images).toBeLessThanOrEqual(CHAT_LIMITS.images);
    expect(CHAT_SEND_LIMITS.textChars).toBeLessThanOrEqual(CHAT_LIMITS.totalTextChars);
  });

  it('keeps photos and text together inside the body cap, with room for the JSON around them', () => {
    // Text may take up to 3 bytes a character in UTF-8.
    const worst = CHAT_SEND_LIMITS.imageChars + 3 * CHAT_SEND_LIMITS.textChars;
    expect(worst).toBeLessThan(CHAT_LIMITS.bodyBytes * 0.9);
  });
});
