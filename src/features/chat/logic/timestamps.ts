let last = 0;
/** Date.now(), but strictly increasing within this page, so messages keep their order in IndexedDB. */
export function nextTimestamp(now: number = Date.now()): number {
  last = Math.max(now, last + 1);
  return last;
}
