import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoginForm } from '../../../../src/features/auth/components/LoginForm.tsx';
import { NewPasswordForm } from '../../../../src/features/auth/components/NewPasswordForm.tsx';
import { SignupForm } from '../../../../src/features/auth/components/SignupForm.tsx';

/** The message a field's aria-describedby points at. */
const describedBy = (field: HTMLElement) => {
  const id = field.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : null;
};

describe('login form', () => {
  it('keeps Log In disabled until both fields have a value', async () => {
    const user = userEvent.setup();
    render(<LoginForm />);
    const submit = screen.getByRole('button', { name: 'Log In' });
    expect(submit).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Email'), 'a@b.co');
    expect(submit).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Password'), 'x');
    expect(submit).toHaveProperty('disabled', false);
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
  });
});

describe('sign-up form validation (SPEC §5)', () => {
  it('shows each message in order and ties it to the fields at fault', async () => {
    const user = userEvent.setup();
    render(<SignupForm />);
    const submit = screen.getByRole('button', { name: 'Sign up' });
    await user.click(submit);
    expect(screen.getByRole('alert').textContent).toBe('Please fill in all fields');
    expect(describedBy(screen.getByLabelText('First name'))).toBe('Please fill in all fields');
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');

    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Last name'), 'Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), '123');
    await user.click(submit);
    expect(screen.getByRole('alert').textContent).toBe('Please verify that you are not a robot');
    expect(describedBy(screen.getByRole('checkbox', { name: "I'm not a robot" }))).toBe(
      'Please verify that you are not a robot',
    );
    expect(screen.getByLabelText('First name').hasAttribute('aria-invalid')).toBe(false);

    await user.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
    await user.click(submit);
    expect(screen.getByRole('alert').textContent).toBe('Password must be at least 6 characters long');
    expect(describedBy(screen.getByLabelText('Password'))).toBe(
      'Password must be at least 6 characters long',
    );
    expect(screen.getByText('English (US)')).toBeTruthy();
  });
});

describe('new-password form (SPEC §5)', () => {
  it('is disabled until both fields are filled, then checks match and length before calling', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => null);
    const onUpdated = vi.fn();
    render(<NewPasswordForm onSubmit={onSubmit} onUpdated={onUpdated} />);
    const submit = screen.getByRole('button', { name: 'Update Password' });
    expect(submit).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('New password'), 'abc');
    expect(submit).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Confirm new password'), 'abd');
    await user.click(submit);
    expect(screen.getByRole('alert').textContent).toBe('Passwords do not match.');
    expect(describedBy(screen.getByLabelText('Confirm new password'))).toBe('Passwords do not match.');

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'abc');
    await user.click(submit);
    expect(screen.getByRole('alert').textContent).toBe('Password must be at least 6 characters long.');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('New password'), 'def');
    await user.type(screen.getByLabelText('Confirm new password'), 'def');
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledWith('abcdef');
    expect(onUpdated).toHaveBeenCalled();
  });

  it('shows the error the update answered and stays usable', async () => {
    const user = userEvent.setup();
    render(<NewPasswordForm onSubmit={async () => 'Auth session missing!'} onUpdated={() => {}} />);
    await user.type(screen.getByLabelText('New password'), 'abcdef');
    await user.type(screen.getByLabelText('Confirm new password'), 'abcdef');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Auth session missing!');
    expect(screen.getByRole('button', { name: 'Update Password' })).toHaveProperty('disabled', false);
  });
});
