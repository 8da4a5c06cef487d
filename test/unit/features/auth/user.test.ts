import { describe, expect, it } from 'vitest';
import { type AuthUser, displayNameOf, initialsOf } from '../../../../src/features/auth/user.ts';

const user = (email: string | null, metadata: Record<string, unknown> = {}): AuthUser => ({
  id: 'u1',
  email,
  metadata,
});

describe('initials (SPEC §2)', () => {
  it('uses the first and last name initials from the metadata', () => {
    expect(initialsOf(user('ada@example.com', { firstName: 'ada', lastName: 'Lovelace' }))).toBe('AL');
    expect(initialsOf(user('ada@example.com', { first_name: 'Grace', last_name: 'Hopper' }))).toBe('GH');
  });

  it('falls back to the first letter of the e-mail, then to U', () => {
    expect(initialsOf(user('zoe.smith@example.com'))).toBe('Z');
    expect(initialsOf(user(null))).toBe('U');
    expect(initialsOf(null)).toBe('U');
  });
});

describe('display name (SPEC §2 Profile)', () => {
  it('prefers the first name from the metadata', () => {
    expect(displayNameOf(user('x@example.com', { firstName: 'Maya' }))).toBe('Maya');
  });

  it('else capitalises the e-mail part before the first dot', () => {
    expect(displayNameOf(user('john.doe@example.com'))).toBe('John');
    expect(displayNameOf(user('sam@example.com'))).toBe('Sam');
  });

  it("else says 'User'", () => {
    expect(displayNameOf(user(null))).toBe('User');
    expect(displayNameOf(null)).toBe('User');
  });
});
