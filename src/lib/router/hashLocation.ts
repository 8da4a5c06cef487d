import { useSyncExternalStore } from 'react';
import type { BaseLocationHook, BaseSearchHook } from 'wouter';
import { hashHref, parseHash } from './hashPath.ts';

const subscribe = (onChange: () => void) => {
  addEventListener('hashchange', onChange);
  return () => removeEventListener('hashchange', onChange);
};

const currentPath = () => parseHash(location.hash).path;
/** The hash's own query wins; a query before the hash (e.g. from an auth redirect) is the fallback. */
const currentSearch = () => parseHash(location.hash).search || location.search.replace(/^\?/, '');

/** Navigations made inside the app, so a back button knows whether history.back() stays in the app. */
let inAppNavigations = 0;

export function navigate(to: string, options: { replace?: boolean } = {}): void {
  const oldURL = location.href;
  const url = new URL(location.href);
  url.hash = hashHref(to);
  if (options.replace) history.replaceState(null, '', url);
  else {
    history.pushState(null, '', url);
    inAppNavigations += 1;
  }
  dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL: url.href }));
}

export function goBack(fallback = '/'): void {
  if (inAppNavigations > 0) {
    inAppNavigations -= 1;
    history.back();
  } else navigate(fallback, { replace: true });
}

export const useAppHashLocation: BaseLocationHook = () => [
  useSyncExternalStore(subscribe, currentPath, () => '/'),
  navigate,
];

export const useAppHashSearch: BaseSearchHook = () =>
  useSyncExternalStore(subscribe, currentSearch, () => '');

useAppHashLocation.hrefs = hashHref;
