import { PgrstError } from './errors.ts';

/**
 * The Prefer header as PostgREST v13 reads it (src/PostgREST/ApiRequest/Preferences.hs,
 * https://docs.postgrest.org/en/v13/references/api/preferences.html). Unknown preferences are ignored
 * unless `handling=strict`, which answers 400 PGRST122. `tx=commit|rollback` is a known preference but
 * only applies where db-tx-end allows an override; Supabase leaves db-tx-end at `commit`, so the write
 * is committed and `tx` is not reported in Preference-Applied, here as there.
 */
export interface Preferences {
  representation: 'full' | 'minimal' | 'headers-only' | null;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | null;
  count: 'exact' | 'planned' | 'estimated' | null;
  missing: 'default' | 'null' | null;
  /** Kept for callers that only ask whether missing=default was given. */
  missingDefault: boolean;
  handling: 'strict' | 'lenient' | null;
  /** max-affected=N: only enforced with handling=strict (as in PostgREST). */
  maxAffected: number | null;
  /** timezone=<name>: applied when PostgreSQL knows the name (checked by the caller). */
  timezone: string | null;
  /** Entries that are none of the above (what handling=strict refuses). */
  invalid: string[];
}

const KNOWN = new Set([
  'return=representation',
  'return=minimal',
  'return=headers-only',
  'resolution=merge-duplicates',
  'resolution=ignore-duplicates',
  'count=exact',
  'count=planned',
  'count=estimated',
  'tx=commit',
  'tx=rollback',
  'missing=default',
  'missing=null',
  'handling=strict',
  'handling=lenient',
]);

export function parsePrefer(header: string | undefined): Preferences {
  const prefs: Preferences = {
    representation: null,
    resolution: null,
    count: null,
    missing: null,
    missingDefault: false,
    handling: null,
    maxAffected: null,
    timezone: null,
    invalid: [],
  };
  const entries = (header ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  // The first entry of each kind wins (PostgREST takes the head of the matches).
  const first = <T>(current: T | null, value: T): T => current ?? value;
  for (const entry of entries) {
    const [key = '', value = ''] = entry.split('=', 2).map((s) => s.trim());
    if (KNOWN.has(entry)) {
      if (key === 'return')
        prefs.representation = first(
          prefs.representation,
          value === 'representation' ? 'full' : (value as 'minimal' | 'headers-only'),
        );
      else if (key === 'resolution')
        prefs.resolution = first(prefs.resolution, value as Preferences['resolution'] & string);
      else if (key === 'count') prefs.count = first(prefs.count, value as Preferences['count'] & string);
      else if (key === 'missing') prefs.missing = first(prefs.missing, value as 'default' | 'null');
      else if (key === 'handling') prefs.handling = first(prefs.handling, value as 'strict' | 'lenient');
    } else if (key === 'max-affected' && /^-?\d+$/.test(value)) {
      prefs.maxAffected ??= Number(value);
    } else if (key === 'timezone' && value !== '') {
      prefs.timezone ??= value; // validated against pg_timezone_names by the caller
    } else {
      prefs.invalid.push(entry);
    }
  }
  prefs.missingDefault = prefs.missing === 'default';
  return prefs;
}

/** PGRST122 when handling=strict meets a preference PostgREST does not know. */
export function checkStrict(prefs: Preferences): void {
  if (prefs.handling === 'strict' && prefs.invalid.length > 0) {
    throw new PgrstError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${prefs.invalid.join(', ')}`,
    );
  }
}

/** PGRST124: with handling=strict, an update, delete or call touched more rows than max-affected. */
export function checkMaxAffected(prefs: Preferences, affected: number): void {
  if (prefs.handling === 'strict' && prefs.maxAffected !== null && affected > prefs.maxAffected) {
    throw new PgrstError(
      400,
      'PGRST124',
      'Query result exceeds max-affected preference constraint',
      `The query affects ${affected} rows`,
    );
  }
}

type Applied =
  | 'resolution'
  | 'missing'
  | 'representation'
  | 'count'
  | 'handling'
  | 'timezone'
  | 'maxAffected';

/**
 * Preference-Applied as PostgREST's prefAppliedHeader builds it, for the preferences a response kind
 * reports (Response.hs); max-affected only with handling=strict; never tx (not applied on Supabase).
 */
export function preferenceApplied(prefs: Preferences, report: Applied[]): Record<string, string> {
  const has = (k: Applied) => report.includes(k);
  const values = [
    has('resolution') && prefs.resolution ? `resolution=${prefs.resolution}` : null,
    has('missing') && prefs.missing ? `missing=${prefs.missing}` : null,
    has('representation') && prefs.representation
      ? `return=${prefs.representation === 'full' ? 'representation' : prefs.representation}`
      : null,
    has('count') && prefs.count ? `count=${prefs.count}` : null,
    has('handling') && prefs.handling ? `handling=${prefs.handling}` : null,
    has('timezone') && prefs.timezone ? `timezone=${prefs.timezone}` : null,
    has('maxAffected') && prefs.handling === 'strict' && prefs.maxAffected !== null
      ? `max-affected=${prefs.maxAffected}`
      : null,
  ].filter((v): v is string => v !== null);
  return values.length > 0 ? { 'Preference-Applied': values.join(', ') } : {};
}
