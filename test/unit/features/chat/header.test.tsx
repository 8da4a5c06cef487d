import type { Usage } from '@shared/contract/usage.ts';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AvatarMenu } from '../../../../src/app/layout/AvatarMenu.tsx';
import { useAuthStore } from '../../../../src/features/auth/authStore.ts';
import { ChatHeader } from '../../../../src/features/chat/components/ChatHeader.tsx';
import { useUsageStore } from '../../../../src/features/usage/usageStore.ts';

const noop = () => {};
// As the app shell composes it (src/app/routes.tsx): the account menu goes into the header.
const renderHeader = () =>
  render(
    <ChatHeader
      accountMenu={<AvatarMenu context="app" />}
      onNewChat={noop}
      onOpenHistory={noop}
      onUpgrade={noop}
    />,
  );
const signedIn = () =>
  useAuthStore.getState().setSignedIn({ id: 'u1', email: 'ada@example.com', metadata: { firstName: 'Ada' } });

afterEach(() => {
  useUsageStore.setState({ usage: null });
  useAuthStore.getState().setSignedOut();
});

describe('chat header (SPEC §2)', () => {
  it('shows the name, new chat, history, Upgrade and the avatar menu', () => {
    renderHeader();
    expect(screen.getByText('StudyMate')).toBeTruthy();
    for (const name of ['New chat', 'Chat history', 'Upgrade', 'Open account menu']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
  });

  it('hides Upgrade for a diamond user only', () => {
    signedIn();
    const usage = (plan: Usage['plan']): Usage => ({
      used: 1,
      limit: 500,
      remaining: 499,
      plan,
    });
    useUsageStore.setState({ usage: usage('diamond') });
    renderHeader();
    expect(screen.queryByRole('button', { name: 'Upgrade' })).toBeNull();
    act(() => useUsageStore.setState({ usage: usage('gold') }));
    expect(screen.getByRole('button', { name: 'Upgrade' })).toBeTruthy();
  });

  it('shows the usage badge when signed in, or for a visitor once something was asked', () => {
    useUsageStore.setState({ usage: { used: 0, limit: 5, remaining: 5, plan: 'anonymous' } });
    renderHeader();
    // The header's other live region is the offline indicator, which has no name while online.
    expect(screen.queryByRole('status', { name: /^Questions today/ })).toBeNull();
    act(() => useUsageStore.setState({ usage: { used: 2, limit: 5, remaining: 3, plan: 'anonymous' } }));
    expect(screen.getByRole('status', { name: /^Questions today/ }).textContent).toBe('3/5 left');
    act(() => {
      signedIn();
      useUsageStore.setState({ usage: { used: 5, limit: 5, remaining: 0, plan: 'free' } });
    });
    expect(screen.getByRole('status', { name: 'Questions today: 5/5 used' })).toBeTruthy();
  });
});
