import { describe, expect, it } from 'vitest';
import { isShellCache, isStartPageCache, startPageCacheName } from '../../../src/lib/shellCaches.ts';

describe('the caches that hold the app, not the user', () => {
  it("keeps Workbox's precache and the start page's copies, and nothing else", () => {
    expect(isShellCache('workbox-precache-v2-https://studymate.app/')).toBe(true);
    expect(isShellCache(startPageCacheName('f148003e'))).toBe(true);
    expect(isShellCache('user-responses')).toBe(false);
    expect(isShellCache('studymate-drafts')).toBe(false);
  });

  it("names one start-page copy per version of index.html, told apart from Workbox's", () => {
    expect(startPageCacheName('a')).not.toBe(startPageCacheName('b'));
    expect(isStartPageCache(startPageCacheName('a'))).toBe(true);
    expect(isStartPageCache('workbox-precache-v2-https://studymate.app/')).toBe(false);
  });
});
