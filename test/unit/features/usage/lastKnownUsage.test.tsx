import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../../src/features/auth/authStore.ts';
import { ChatHeader } from '../../../../src/features/chat/components/ChatHeader.tsx';
import { LAST_USAGE_KEY, recallUsage, rememberUsage } from '../../../../src/features/usage/lastKnownUsage.ts';
import { useUsageStore } from '../../../../src/features/usage/usageStore.ts';
import { useUsageSync } from '../../../../src/features/usage/useUsageSync.ts';

const noop = () => {};
const free = { used: 2, limit: 5, remaining: 3, plan: 'free' as const };

function Screen() {
  useUsageSync();
  return <ChatHeader accountMenu={null} onNewChat={noop} onOpenHistory={noop} onUpgrade={noop} />;
}

afterEach(() => {
  localStorage.clear();
  useUsageStore.setState({ usage: null, lastKnown: false });
  useAuthStore.getState().setSignedOut();
});

describe('last known usage (issue 13)', () => {
  it('is kept per user and per UTC day', () => {
    const day = new Date('2026-11-23T10:00:00Z');
    rememberUsage(localStorage, 'u1', free, day);
    expect(recallUsage(localStorage, 'u1', day)).toEqual(free);
    expect(recallUsage(localStorage, 'u2', day)).toBeNull();
    // The next UTC day: the same plan's full allowance.
    expect(recallUsage(localStorage, 'u1', new Date('2026-11-24T00:00:01Z'))).toEqual({
      used: 0,
      limit: 5,
      remaining: 5,
      plan: 'free',
    });
    localStorage.setItem(LAST_USAGE_KEY, '{not json');
    expect(recallUsage(localStorage, 'u1', day)).toBeNull();
  });

  it('server figures are remembered for the signed-in user', () => {
    act(() => useAuthStore.getState().setSignedIn({ id: 'u1', email: 'ada@example.com', metadata: {} }));
    useUsageStore.getState().applyServerUsage(free);
    expect(recallUsage(localStorage, 'u1')).toEqual(free);
  });

  it('a signed-in reload without the server shows the last known figures, marked so', async () => {
    rememberUsage(localStorage, 'u1', free);
    act(() => useAuthStore.getState().setSignedIn({ id: 'u1', email: 'ada@example.com', metadata: {} }));
    // No backend in unit tests: get_usage fails, as it does offline.
    render(<Screen />);
    const badge = await screen.findByRole('status', { name: 'Questions today: 3/5 left (last known)' });
    expect(badge.textContent).toBe('3/5 left · last known');
    // The server's answer replaces them and drops the mark.
    act(() => useUsageStore.getState().applyServerUsage({ used: 3, limit: 5, remaining: 2, plan: 'free' }));
    expect(screen.getByRole('status', { name: 'Questions today: 2/5 left' }).textContent).toBe('2/5 left');
  });
});
