import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../../src/features/auth/authStore.ts';
import { ForgotPasswordFlow } from '../../../../src/features/auth/components/ForgotPasswordFlow.tsx';
import { LoginForm } from '../../../../src/features/auth/components/LoginForm.tsx';
import { ResetPasswordView } from '../../../../src/features/auth/components/ResetPasswordView.tsx';
import { backendConfigured } from '../../../../src/lib/config.ts';

const demo = (action: string) =>
  `Demo Mode: ${action} is not available without backend configuration. Please set up your environment variables to enable authentication.`;

// The unit tests build no backend: the app is in demo mode unless a developer's .env configures one.
describe.skipIf(backendConfigured())('auth without a backend (demo mode, SPEC §5 and §8)', () => {
  it('ends loading as signed out, and every action answers with its demo or unavailable message', async () => {
    const store = useAuthStore.getState();
    expect(store.status).toBe('loading');
    await store.initialize();
    expect(useAuthStore.getState().status).toBe('signedOut');
    expect(await store.signIn('a@b.co', 'secret1')).toEqual({ error: demo('Sign in') });
    expect(
      await store.signUp({ firstName: 'A', lastName: 'B', email: 'a@b.co', password: 'secret1' }),
    ).toEqual({
      error: demo('Sign up'),
    });
    expect(await store.signOut()).toEqual({ error: demo('Sign out') });
    expect(await store.resendConfirmation('a@b.co')).toEqual({
      error: 'Authentication service is not available. Please check your configuration.',
    });
    expect(await store.sendPasswordReset('a@b.co')).toEqual({
      error: 'Authentication service is not available. Please try again later.',
    });
    expect(await store.updatePassword('secret1')).toEqual({
      error: 'Authentication service is not available.',
    });
    expect(await store.handleSessionError(new Error('Invalid Refresh Token'))).toBe(false);
  });

  it('login shows the demo message after a submit', async () => {
    const user = userEvent.setup();
    render(<LoginForm />);
    await user.type(screen.getByLabelText('Email'), 'a@b.co');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', demo('Sign in'));
    expect(screen.getByLabelText('Email').getAttribute('aria-describedby')).toBeTruthy();
  });

  it('forgot password shows the service message on the email step', async () => {
    const user = userEvent.setup();
    render(<ForgotPasswordFlow initialStep="email" />);
    await user.type(screen.getByLabelText('Email'), 'a@b.co');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Authentication service is not available. Please try again later.',
    );
  });

  it('the reset-link page shows the invalid view', async () => {
    render(<ResetPasswordView />);
    expect(screen.getByText('Verifying reset session...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Reset Link Invalid' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Authentication service is not available.');
    expect(screen.getByRole('link', { name: 'Request New Reset Link' }).getAttribute('href')).toContain(
      '/forgot-password',
    );
  });
});
