import { describe, expect, it } from 'vitest';
import {
  normalizeCode,
  signupMetadata,
  validateNewPassword,
  validateRecoveryCode,
  validateResendEmail,
  validateSignup,
} from '../../../../src/features/auth/validation.ts';

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  password: 'secret1',
  robot: true,
};

describe('sign-up validation (SPEC §5, in its order)', () => {
  it('accepts a complete form', () => {
    expect(validateSignup(valid)).toBeNull();
  });

  it('asks for every field first, naming the empty ones; names are trimmed', () => {
    expect(validateSignup({ ...valid, firstName: '   ', robot: false, password: '1' })).toEqual({
      message: 'Please fill in all fields',
      fields: ['firstName'],
    });
    expect(validateSignup({ ...valid, lastName: '', email: ' ' })?.fields).toEqual(['lastName', 'email']);
    expect(validateSignup({ ...valid, password: '' })?.message).toBe('Please fill in all fields');
  });

  it('then the robot box, then the password length', () => {
    expect(validateSignup({ ...valid, robot: false, password: '123' })).toEqual({
      message: 'Please verify that you are not a robot',
      fields: ['robot'],
    });
    expect(validateSignup({ ...valid, password: '12345' })).toEqual({
      message: 'Password must be at least 6 characters long',
      fields: ['password'],
    });
    expect(validateSignup({ ...valid, password: '123456' })).toBeNull();
  });

  it('needs an e-mail address to resend the confirmation', () => {
    expect(validateResendEmail('  ')).toBe('Please enter your email address');
    expect(validateResendEmail('a@b.co')).toBeNull();
  });
});

describe('new-password validation (SPEC §5)', () => {
  it('checks that the two match, then the length', () => {
    expect(validateNewPassword('abcdef', 'abcdeg')).toEqual({
      message: 'Passwords do not match.',
      fields: ['confirm'],
    });
    expect(validateNewPassword('abc', 'abc')).toEqual({
      message: 'Password must be at least 6 characters long.',
      fields: ['password', 'confirm'],
    });
    expect(validateNewPassword('abcdef', 'abcdef')).toBeNull();
  });
});

describe('sign-up metadata (SPEC §3)', () => {
  it('carries both spellings and the full name', () => {
    expect(signupMetadata({ firstName: ' Ada ', lastName: 'Lovelace', email: 'ada@example.com' })).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      first_name: 'Ada',
      last_name: 'Lovelace',
      full_name: 'Ada Lovelace',
    });
  });

  it('falls back to the e-mail for the full name', () => {
    expect(signupMetadata({ firstName: '', lastName: ' ', email: 'x@example.com' }).full_name).toBe(
      'x@example.com',
    );
    expect(signupMetadata({ firstName: 'Solo', lastName: '', email: 'x@example.com' }).full_name).toBe(
      'Solo',
    );
  });
});

describe('the "Have a code?" step', () => {
  it('needs an address, then six digits (spaces and dashes ignored)', () => {
    expect(validateRecoveryCode(' ', '123456')).toEqual({
      message: 'Please enter your email address',
      fields: ['email'],
    });
    expect(validateRecoveryCode('a@b.co', '12345')?.fields).toEqual(['code']);
    expect(validateRecoveryCode('a@b.co', '12345a')?.message).toBe('Enter the 6-digit code from the email.');
    expect(validateRecoveryCode('a@b.co', '123 456')).toBeNull();
    expect(validateRecoveryCode('a@b.co', '123-456')).toBeNull();
    expect(normalizeCode(' 12 34-56 ')).toBe('123456');
  });
});
