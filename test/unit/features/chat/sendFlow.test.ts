import { describe, expect, it, vi } from 'vitest';
import { type ChatMessage, useChatStore } from '../../../../src/features/chat/state/chatStore.ts';
import { startNewChat } from '../../../../src/features/chat/state/conversation.ts';
import { stopResponse } from '../../../../src/features/chat/state/inflight.ts';
import { sendQuestion } from '../../../../src/features/chat/state/sendFlow.ts';
import { completeTyping, typeOut } from '../../../../src/features/chat/state/typingRunner.ts';
import { loadChat } from '../../../../src/features/history/historyRepo.ts';
import { useUsageStore } from '../../../../src/features/usage/usageStore.ts';
import { flush, messageKinds as kinds, setUpSendFlow, chatState as state } from './support/sendHarness.ts';

// No backend and no AI key in unit tests: the demo route answers (SPEC §4 rule 4).
setUpSendFlow();

/** Waits for the n-th answer to be shown, then finishes its typing. */
async function answered(n: number): Promise<void> {
  await vi.waitFor(async () => {
    await flush();
    expect(state().messages.filter((m) => m.kind === 'answer')).toHaveLength(n);
    expect(state().phase).not.toBe('thinking');
  });
  completeTyping();
}

/** Sends and lets the flow reach 'thinking' (the answer itself waits for the fake clock). */
async function ask(text: string, image: string | null = null): Promise<void> {
  void sendQuestion({ text, image });
  for (let i = 0; i < 6; i++) await flush();
}

describe('chat send flow (SPEC §4)', () => {
  it('does nothing with empty text and no image', async () => {
    expect(await sendQuestion({ text: '   ', image: null })).toBe(false);
    expect(state().messages).toEqual([]);
    expect(state().phase).toBe('idle');
  });

  it('writes the question to IndexedDB before showing it, then thinks', async () => {
    const committed: string[] = [];
    const shown: string[] = [];
    const put = IDBObjectStore.prototype.put;
    const spy = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (
      this: IDBObjectStore,
      value: unknown,
      key?: IDBValidKey,
    ) {
      const request = put.call(this, value, key);
      const id = (value as { id?: string }).id;
      if (this.name === 'messages' && id)
        this.transaction.addEventListener('complete', () => committed.push(id));
      return request;
    });
    const unsubscribe = useChatStore.subscribe((s) => {
      const last = s.messages.at(-1);
      if (last && !shown.includes(last.id)) {
        shown.push(last.id);
        expect(committed).toContain(last.id);
      }
    });
    await ask('What is 2+2?');
    unsubscribe();
    spy.mockRestore();
    expect(shown).toHaveLength(1);
    expect(state().phase).toBe('thinking');
    const saved = await loadChat(state().chat.id);
    expect(saved?.chat.title).toBe('What is 2+2?');
    expect(saved?.messages.map((m) => m.text)).toEqual(['What is 2+2?']);
  });

  it('holds the answer until 2 s after sending, then shows a demo reply with a study tip', async () => {
    await ask('Explain fractions');
    await vi.advanceTimersByTimeAsync(1990);
    expect(kinds()).toEqual(['question']);
    await vi.advanceTimersByTimeAsync(20);
    await answered(1);
    expect(kinds()).toEqual(['question', 'answer']);
    expect(state().messages[1]?.text).toMatch(/Study tip:/);
    expect(state().phase).toBe('idle');
    const saved = await loadChat(state().chat.id);
    expect(saved?.messages.map((m) => m.kind)).toEqual(['question', 'answer']);
  });

  it('stop during thinking discards the answer; Enter while busy acts as stop', async () => {
    await ask('Question one');
    expect(state().phase).toBe('thinking');
    // The composer sends again while busy: that is a stop, and the text is not taken.
    expect(await sendQuestion({ text: 'ignored', image: null })).toBe(false);
    expect(state().phase).toBe('idle');
    await vi.advanceTimersByTimeAsync(5000);
    await flush();
    expect(kinds()).toEqual(['question']);
  });

  it('a newer request (a new chat) invalidates the older one, whose answer is discarded', async () => {
    await ask('Old question');
    const oldChat = state().chat.id;
    startNewChat();
    await vi.advanceTimersByTimeAsync(5000);
    await flush();
    expect(state().messages).toEqual([]);
    expect((await loadChat(oldChat))?.messages.map((m) => m.kind)).toEqual(['question']);
  });

  it('shows an image-only question as the image only', async () => {
    const photo = 'data:image/jpeg;base64,AAAA';
    await ask('', photo);
    const question = state().messages[0] as ChatMessage;
    expect(question).toMatchObject({ kind: 'question', text: '', image: photo });
  });

  it("an anonymous visitor's sixth question gets the sign-up message and no answer", async () => {
    for (let i = 1; i <= 5; i++) {
      await ask(`Question ${i}`);
      await vi.advanceTimersByTimeAsync(2100);
      await answered(i);
    }
    expect(useUsageStore.getState().usage).toMatchObject({ used: 5, remaining: 0 });
    void sendQuestion({ text: 'Question 6', image: null });
    await vi.waitFor(async () => {
      await flush();
      expect(kinds().slice(-2)).toEqual(['question', 'notice']);
    });
    expect(state().messages.at(-1)?.text).toMatch(/^You've used all 5 questions for today\. Sign up/);
    expect(state().phase).toBe('idle');
  });
});

describe('typing out (SPEC §4 steps 6–7)', () => {
  it('reveals the answer over time and stop completes it at once', async () => {
    const text = 'One, two. Three!';
    useChatStore.setState({
      messages: [
        {
          id: 'm1',
          chatId: state().chat.id,
          role: 'assistant',
          kind: 'answer',
          text,
          image: null,
          createdAt: 1,
        },
      ],
    });
    typeOut('m1', text);
    expect(state().phase).toBe('typing');
    await vi.advanceTimersByTimeAsync(20);
    const partial = state().typing?.shown ?? 0;
    expect(partial).toBeGreaterThan(0);
    expect(partial).toBeLessThan(text.length);
    stopResponse();
    expect(state().typing).toBeNull();
    expect(state().phase).toBe('idle');
  });

  it('shows an answer of more than 50 words at once', () => {
    const long = Array.from({ length: 51 }, () => 'word').join(' ');
    useChatStore.getState().setPhase('thinking');
    typeOut('m2', long);
    expect(state().typing).toBeNull();
    expect(state().phase).toBe('idle');
  });
});
