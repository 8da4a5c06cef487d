/**
 * The Cache Storage caches that hold the built app and nothing of the user's: the service worker
 * (sw/sw.ts) fills them, and sign-out's wipe (features/auth/localData.ts) keeps them so the app still
 * opens offline. Every other cache is treated as possibly holding user data.
 */

/** Workbox's precache: "workbox-precache-v2-<scope>". */
const PRECACHE_PREFIX = 'workbox-precache';
/** The start page's copy for Chromium's static routes, one per version of index.html. */
const START_PAGE_PREFIX = 'studymate-start-';

export const startPageCacheName = (indexRevision: string): string => `${START_PAGE_PREFIX}${indexRevision}`;

export const isStartPageCache = (name: string): boolean => name.startsWith(START_PAGE_PREFIX);

export const isShellCache = (name: string): boolean =>
  name.startsWith(PRECACHE_PREFIX) || isStartPageCache(name);
