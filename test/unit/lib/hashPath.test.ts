import { describe, expect, it } from 'vitest';
import { hashHref, parseHash } from '../../../src/lib/router/hashPath.ts';

describe('hash paths', () => {
  it('splits the route from the query inside the hash', () => {
    expect(parseHash('#/forgot-password?step=reset')).toEqual({
      path: '/forgot-password',
      search: 'step=reset',
    });
  });

  it('treats an empty or bare hash as the root, and ignores a trailing slash', () => {
    expect(parseHash('')).toEqual({ path: '/', search: '' });
    expect(parseHash('#')).toEqual({ path: '/', search: '' });
    expect(parseHash('#/')).toEqual({ path: '/', search: '' });
    expect(parseHash('#/chat/')).toEqual({ path: '/chat', search: '' });
    expect(parseHash('#login')).toEqual({ path: '/login', search: '' });
  });

  it('builds hrefs that parse back to the same route', () => {
    expect(hashHref('/premium')).toBe('#/premium');
    expect(parseHash(hashHref('/forgot-password?step=reset')).search).toBe('step=reset');
  });
});
