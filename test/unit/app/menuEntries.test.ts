import { describe, expect, it } from 'vitest';
import { menuEntries } from '../../../src/app/layout/menuEntries.ts';

describe('avatar menu entries (SPEC §2)', () => {
  it('app screens: Login and Sign Up when signed out, Profile and Logout when signed in, always Plans and Chat', () => {
    expect(menuEntries('app', false)).toEqual(['login', 'signup', 'plans', 'chat']);
    expect(menuEntries('app', true)).toEqual(['profile', 'logout', 'plans', 'chat']);
  });

  it('auth screens list Login, Sign Up, Plans and Chat whatever the state', () => {
    expect(menuEntries('auth', false)).toEqual(['login', 'signup', 'plans', 'chat']);
    expect(menuEntries('auth', true)).toEqual(['login', 'signup', 'plans', 'chat']);
  });

  it('reset screens add Profile', () => {
    expect(menuEntries('reset', false)).toEqual(['login', 'signup', 'profile', 'plans', 'chat']);
  });

  it('mission and contact always show Profile, Plans and Chat', () => {
    for (const signedIn of [false, true]) {
      expect(menuEntries('info', signedIn)).toEqual(expect.arrayContaining(['profile', 'plans', 'chat']));
    }
    expect(menuEntries('info', true)).toContain('logout');
    expect(menuEntries('info', false)).toContain('login');
  });
});
