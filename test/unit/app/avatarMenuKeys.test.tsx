import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AvatarMenu } from '../../../src/app/layout/AvatarMenu.tsx';
import { useAuthStore } from '../../../src/features/auth/authStore.ts';

afterEach(() => useAuthStore.getState().setSignedOut());

const focused = () => (document.activeElement as HTMLElement | null)?.textContent;

describe('account menu keyboard (issue 13)', () => {
  it('opens on the first entry; the arrow keys, Home and End move between entries; Escape closes', async () => {
    const user = userEvent.setup();
    useAuthStore.getState().setSignedOut();
    render(<AvatarMenu context="app" />);
    const button = screen.getByRole('button', { name: 'Open account menu' });
    await user.click(button);
    expect(focused()).toBe('Login');
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe('Sign Up');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(focused()).toBe('Chat'); // wraps to the last entry
    await user.keyboard('{Home}');
    expect(focused()).toBe('Login');
    await user.keyboard('{End}');
    expect(focused()).toBe('Chat');
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe('Login'); // and back to the first
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});
