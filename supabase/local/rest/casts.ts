import type { Queryable } from '../db/types.ts';
import { PgrstError } from './errors.ts';
import type { QueryParts } from './parse.ts';

/**
 * Turns each `column::type` of a select into SQL only through PostgreSQL itself: the name (already one
 * identifier, optionally `[]`, by the parser's grammar) must be a type to_regtype knows, and the SQL
 * used is PostgreSQL's own spelling of that type (format_type via regtype::text), never the request text.
 */
export async function resolveCasts(db: Queryable, q: QueryParts): Promise<QueryParts> {
  if (!q.select.some((item) => item.cast)) return q;
  const select = [];
  for (const item of q.select) {
    if (!item.cast) {
      select.push(item);
      continue;
    }
    const { rows } = await db.query<{ t: string | null }>('select to_regtype($1)::text as t', [item.cast]);
    const t = rows[0]?.t;
    if (!t) throw new PgrstError(400, '42704', `type "${item.cast}" does not exist`);
    select.push({ ...item, castSql: t });
  }
  return { ...q, select };
}
