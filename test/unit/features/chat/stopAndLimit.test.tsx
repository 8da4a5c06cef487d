import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MessageBubble } from '../../../../src/features/chat/components/MessageBubble.tsx';
import type { ChatMessage } from '../../../../src/features/chat/state/chatStore.ts';
import { stopResponse } from '../../../../src/features/chat/state/inflight.ts';
import { retryQuestion, sendQuestion } from '../../../../src/features/chat/state/sendFlow.ts';
import { loadChat } from '../../../../src/features/history/historyRepo.ts';
import { ANON_USAGE_KEY } from '../../../../src/features/usage/anonymousUsage.ts';
import { useUsageStore } from '../../../../src/features/usage/usageStore.ts';
import { flush, messageKinds as kinds, setUpSendFlow, chatState as state } from './support/sendHarness.ts';

// The demo route answers (no backend in unit tests), as in sendFlow.test.ts.
setUpSendFlow();
const settle = async () => {
  for (let i = 0; i < 6; i++) await flush();
};

describe('Stop and Retry (issue 13)', () => {
  it('marks the stopped question, gives the count back, and Retry re-sends it with the same request id', async () => {
    void sendQuestion({ text: 'What is a prime?', image: null });
    await settle();
    expect(state().phase).toBe('thinking');
    expect(useUsageStore.getState().usage).toMatchObject({ used: 1 });
    const requestId = state().messages[0]?.requestId;
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);

    stopResponse();
    await settle();
    const stopped = state().messages[0] as ChatMessage;
    expect(stopped.delivery).toBe('stopped');
    expect(useUsageStore.getState().usage).toMatchObject({ used: 0 });
    // On the device too: the note survives a reload.
    expect((await loadChat(state().chat.id))?.messages[0]?.delivery).toBe('stopped');

    void retryQuestion(stopped.id);
    await settle();
    expect(state().phase).toBe('thinking');
    expect(state().messages).toHaveLength(1);
    expect(state().messages[0]?.delivery).toBeUndefined();
    expect(state().messages[0]?.requestId).toBe(requestId);
    expect(useUsageStore.getState().usage).toMatchObject({ used: 1 });
    await vi.advanceTimersByTimeAsync(2100);
    await vi.waitFor(async () => {
      await flush();
      expect(kinds()).toEqual(['question', 'answer']);
    });
  });

  it('only the last question can be retried, and not while busy', async () => {
    void sendQuestion({ text: 'First', image: null });
    await settle();
    stopResponse();
    await settle();
    const first = state().messages[0] as ChatMessage;
    void sendQuestion({ text: 'Second', image: null });
    await settle();
    expect(await retryQuestion(first.id)).toBe(false);
    expect(kinds()).toEqual(['question', 'question']);
  });
});

describe('the limit message (issue 13)', () => {
  const atLimit = () =>
    localStorage.setItem(
      ANON_USAGE_KEY,
      JSON.stringify({
        date: new Date().toISOString().slice(0, 10),
        questionsAsked: 5,
        limit: 5,
        remaining: 0,
      }),
    );

  it('asking again at the limit adds no second copy of the question and the message', async () => {
    atLimit();
    expect(await sendQuestion({ text: 'Sixth', image: null })).toBe(true);
    await settle();
    expect(kinds()).toEqual(['question', 'notice']);
    expect(state().messages[1]?.limit).toBe('anonymous');
    // Enter again: not taken (the composer keeps the text), nothing added.
    expect(await sendQuestion({ text: 'Sixth', image: null })).toBe(false);
    await settle();
    expect(kinds()).toEqual(['question', 'notice']);
    expect(state().phase).toBe('idle');
  });

  const notice = (limit: ChatMessage['limit']): ChatMessage => ({
    id: 'n1',
    chatId: 'c1',
    role: 'assistant',
    kind: 'notice',
    text: 'limit text',
    image: null,
    createdAt: 1,
    limit,
  });

  it('shows the actions it names under it: Sign up and Upgrade for a visitor, Upgrade below diamond', () => {
    const { unmount } = render(<MessageBubble message={notice('anonymous')} />);
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toMatch(/\/signup$/);
    expect(screen.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toMatch(/\/premium$/);
    unmount();
    const free = render(<MessageBubble message={notice('free')} />);
    expect(screen.queryByRole('link', { name: 'Sign up' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Upgrade' })).toBeTruthy();
    free.unmount();
    render(<MessageBubble message={notice('diamond')} />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('Stop before the question shows (issue 13)', () => {
  it('does not take the question: the composer keeps it and nothing is counted', async () => {
    const sending = sendQuestion({ text: 'Keep me', image: null });
    expect(state().phase).toBe('sending');
    stopResponse();
    expect(await sending).toBe(false);
    await settle();
    expect(state().messages).toEqual([]);
    expect(useUsageStore.getState().usage?.used ?? 0).toBe(0);
  });
});
