import { availableParallelism } from 'node:os';
import bcrypt from 'bcrypt';

/**
 * Password hashing with the native bcrypt package: the work runs on libuv's thread pool, never on the
 * event loop. At most `slots` hashes run at once so the pool keeps threads free for files, DNS and zlib
 * (a burst of logins waits in this queue instead of starving every other request).
 */
const BCRYPT_COST = 10;
/** bcrypt reads at most 72 bytes; GoTrue refuses longer passwords rather than silently truncating. */
export const MAX_PASSWORD_BYTES = 72;

const slots = Math.max(1, Math.min(2, availableParallelism() - 1));
let running = 0;
const waiting: (() => void)[] = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

export const passwordTooLong = (password: string) => Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES;

export const hashPassword = (password: string) => limited(() => bcrypt.hash(password, BCRYPT_COST));

/** A hash of a random password: compared against when there is no user, so timing reveals nothing. */
let dummyHash: Promise<string> | null = null;
const dummy = () => {
  dummyHash ??= hashPassword(`dummy-${Math.random()}`);
  return dummyHash;
};

/**
 * Checks a password against a stored hash (or, when there is none, against a dummy hash so an unknown
 * address costs the same time). Over-long passwords never match (Go's bcrypt refuses them too).
 */
export async function checkPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  const target = hash || (await dummy());
  const same = await limited(() => bcrypt.compare(password, target));
  return same && Boolean(hash) && !passwordTooLong(password);
}
