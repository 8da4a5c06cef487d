import { PgrstError } from './errors.ts';
import type { Routine, SchemaCache } from './schema.ts';

/** How the arguments reach the function: named (JSON keys, form fields, query string) or the whole body. */
export interface ResolvedRoutine {
  fn: Routine;
  /** The function takes the whole JSON body as its one unnamed json/jsonb parameter. */
  wholeBody: boolean;
}

/** PGRST202 as PostgREST words it (Error.hs NoRpc). */
function noRoutine(name: string, keys: string[], json: boolean): PgrstError {
  const fn = `public.${name}`;
  const listed = keys.join(', ');
  const message = `Could not find the function ${fn}${keys.length ? `(${listed})` : ' without parameters'} in the schema cache`;
  const withParams = keys.length
    ? ` with parameter${keys.length > 1 ? 's' : ''} ${listed}`
    : ' without parameters';
  const details = `Searched for the function ${fn}${withParams}${json ? ' or with a single unnamed json/jsonb parameter' : ''}, but no matches were found in the schema cache.`;
  return new PgrstError(404, 'PGRST202', message, details);
}

/** PGRST203 (300 Multiple Choices) when more than one overload fits the arguments (Error.hs AmbiguousRpc). */
function ambiguous(candidates: Routine[]): PgrstError {
  const list = candidates
    .map((r) => `public.${r.name}(${r.params.map((p) => `${p.name} => ${p.type}`).join(', ')})`)
    .join(', ');
  return new PgrstError(
    300,
    'PGRST203',
    `Could not choose the best candidate function between: ${list}`,
    null,
    'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  );
}

/**
 * PostgREST's findProc (src/PostgREST/Plan.hs): an overload matches when the argument names are its
 * required parameters plus any of its optional ones; without a named match, a POSTed JSON body goes to
 * a function with a single unnamed json/jsonb parameter. More than one candidate is PGRST203.
 */
function match(candidates: Routine[], keys: string[], body: 'json' | 'form' | null) {
  const given = new Set(keys);
  const named = candidates.filter((r) => {
    if (r.params.length === 0) return given.size === 0;
    const required = r.params.filter((p) => !p.hasDefault).map((p) => p.name);
    const optional = new Set(r.params.filter((p) => p.hasDefault).map((p) => p.name));
    const rest = [...given].filter((k) => !optional.has(k));
    return rest.length === required.length && required.every((name) => rest.includes(name));
  });
  const single = candidates.filter(
    (r) =>
      body === 'json' &&
      r.params.length === 1 &&
      r.params[0]?.name === '' &&
      (r.params[0].type === 'json' || r.params[0].type === 'jsonb'),
  );
  return { named, single };
}

export async function resolveRoutine(
  schema: SchemaCache,
  name: string,
  keys: string[],
  body: 'json' | 'form' | null,
): Promise<ResolvedRoutine> {
  let found = match(await schema.routine(name), keys, body);
  if (found.named.length === 0 && found.single.length === 0) {
    await schema.reload(); // a function created after start
    found = match(await schema.routine(name), keys, body);
  }
  const { named, single } = found;
  if (named.length === 1 && named[0]) return { fn: named[0], wholeBody: false };
  if (named.length > 1) throw ambiguous(named);
  if (single.length === 1 && single[0]) return { fn: single[0], wholeBody: true };
  if (single.length > 1) throw ambiguous(single);
  throw noRoutine(name, [...keys].sort(), body === 'json');
}
