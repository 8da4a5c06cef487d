/**
 * Wire-level helpers for the loopback Stripe (fake-stripe.ts): Stripe's form encoding, lists, errors,
 * ids and object rendering with `expand`.
 */
import { randomBytes } from 'node:crypto';

export type StripeObject = { id: string; object: string } & Record<string, unknown>;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function newId(prefix: string): string {
  const bytes = randomBytes(24);
  return `${prefix}_${Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('')}`;
}

export const unixNow = (): number => Math.floor(Date.now() / 1000);

export function addMonths(unix: number, months: number): number {
  const date = new Date(unix * 1000);
  date.setUTCMonth(date.getUTCMonth() + months);
  return Math.floor(date.getTime() / 1000);
}

type FormValue = string | FormTree | FormValue[];
interface FormTree {
  [key: string]: FormValue;
}

/** Decodes Stripe's bracket notation (`items[0][price]=…`, `expand[]=…`, `metadata[k]=…`). */
export function parseForm(text: string): Record<string, unknown> {
  const root: FormTree = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const head = rawKey.split('[')[0] ?? rawKey;
    const path = [head, ...Array.from(rawKey.matchAll(/\[([^\]]*)\]/g), (m) => m[1] ?? '')];
    let node: FormTree = root;
    path.forEach((segment, i) => {
      const last = i === path.length - 1;
      const key = segment === '' ? String(Object.keys(node).length) : segment;
      if (last) {
        node[key] = value;
      } else {
        const next = node[key];
        if (typeof next !== 'object' || Array.isArray(next)) node[key] = {};
        node = node[key] as FormTree;
      }
    });
  }
  return arraysFromIndexes(root) as Record<string, unknown>;
}

function arraysFromIndexes(value: FormValue): unknown {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((k) => [k, arraysFromIndexes(value[k] as FormValue)] as const);
  if (keys.length > 0 && keys.every((k) => /^\d+$/.test(k))) {
    return entries.sort((a, b) => Number(a[0]) - Number(b[0])).map(([, v]) => v);
  }
  return Object.fromEntries(entries);
}

export const list = (data: unknown[], url: string) => ({ object: 'list', data, has_more: false, url });

export class StripeApiError extends Error {
  readonly status: number;
  readonly body: { error: Record<string, unknown> };
  constructor(status: number, type: string, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.status = status;
    this.body = { error: { type, message, ...extra } };
  }
}

export const missing = (kind: string, id: string, param = 'id') =>
  new StripeApiError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, {
    code: 'resource_missing',
    param,
  });

/** Fields Stripe only returns when expanded. */
const INCLUDABLE: Record<string, string[]> = { invoice: ['confirmation_secret', 'payments'] };

/**
 * A copy of `value` as the API returns it: includable fields only when asked for, and id references
 * replaced by their objects along the `expand` paths (`latest_invoice.payments`, …).
 */
export function render(
  value: unknown,
  expand: string[],
  lookup: (id: string) => StripeObject | undefined,
): unknown {
  if (Array.isArray(value)) return value.map((v) => render(v, expand, lookup));
  if (typeof value !== 'object' || value === null) return value;
  const source = value as Record<string, unknown>;
  const copy: Record<string, unknown> = { ...source };
  const firsts = new Set(expand.map((p) => p.split('.')[0]));
  for (const field of INCLUDABLE[String(source.object)] ?? []) {
    if (!firsts.has(field)) delete copy[field];
  }
  for (const field of firsts) {
    if (field === undefined || !(field in copy)) continue;
    const rest = expand.filter((p) => p.startsWith(`${field}.`)).map((p) => p.slice(field.length + 1));
    let child = copy[field];
    if (typeof child === 'string') child = lookup(child) ?? child;
    if (isList(child)) {
      const itemPaths = rest.filter((p) => p.startsWith('data.')).map((p) => p.slice(5));
      copy[field] = { ...child, data: child.data.map((item) => render(item, itemPaths, lookup)) };
    } else {
      copy[field] = render(child, rest, lookup);
    }
  }
  return copy;
}

function isList(value: unknown): value is { object: 'list'; data: unknown[] } {
  return typeof value === 'object' && value !== null && (value as { object?: unknown }).object === 'list';
}
