import pg from 'pg';

/** A statement with PostgreSQL's `$n` placeholders and their values. */
export interface Statement {
  sql: string;
  params?: readonly unknown[];
}

/** A value as a SQL literal, or null when it cannot be one safely here (the caller sends it bound). */
function literal(value: unknown): string | null {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'string') return pg.escapeLiteral(value);
  if (typeof value === 'number') return Number.isFinite(value) ? pg.escapeLiteral(String(value)) : null;
  if (typeof value === 'boolean' || typeof value === 'bigint') return pg.escapeLiteral(String(value));
  return null; // arrays, objects, dates, buffers: bound parameters only
}

/**
 * The statement with each `$n` replaced by its value as a quoted literal (`pg.escapeLiteral`), so that
 * several statements can go in one simple-protocol query. A quoted literal is an untyped constant, which
 * PostgreSQL types from its context as it types an untyped bound parameter. Placeholders are found by a
 * scan that skips quoted strings, quoted identifiers, dollar-quoted bodies and comments. Null when a
 * value is not a string, number, boolean or null, or a placeholder has no value.
 */
export function inlineParams({ sql, params = [] }: Statement): string | null {
  let out = '';
  let i = 0;
  while (i < sql.length) {
    const c = sql[i] as string;
    const rest = sql.slice(i);
    const skipped =
      c === "'" || c === '"'
        ? quoted(sql, i, c)
        : rest.startsWith('--')
          ? lineEnd(sql, i)
          : rest.startsWith('/*')
            ? blockEnd(sql, i)
            : c === '$'
              ? dollarQuoted(sql, i)
              : -1;
    if (skipped > i) {
      out += sql.slice(i, skipped);
      i = skipped;
      continue;
    }
    const placeholder = c === '$' && !/[\w$]/.test(sql[i - 1] ?? '') ? /^\$(\d+)/.exec(rest) : null;
    if (placeholder) {
      const index = Number(placeholder[1]) - 1;
      if (index < 0 || index >= params.length) return null;
      const value = literal(params[index]);
      if (value === null) return null;
      out += value;
      i += placeholder[0].length;
      continue;
    }
    out += c;
    i += 1;
  }
  return out;
}

/** End of a '…' string or "…" identifier starting at `start` (a doubled quote stays inside). */
function quoted(sql: string, start: number, quote: string): number {
  let i = start + 1;
  while (i < sql.length) {
    if (sql[i] === quote) {
      if (sql[i + 1] === quote) i += 2;
      else return i + 1;
    } else i += 1;
  }
  return sql.length;
}

const lineEnd = (sql: string, start: number): number => {
  const end = sql.indexOf('\n', start);
  return end === -1 ? sql.length : end;
};

const blockEnd = (sql: string, start: number): number => {
  const end = sql.indexOf('*/', start + 2);
  return end === -1 ? sql.length : end + 2;
};

/** End of a $tag$…$tag$ body starting at `start`, or -1 when `$` does not open one. */
function dollarQuoted(sql: string, start: number): number {
  const open = /^\$([A-Za-z_][\w]*)?\$/.exec(sql.slice(start));
  if (!open || /[\w$]/.test(sql[start - 1] ?? '')) return -1;
  const end = sql.indexOf(open[0], start + open[0].length);
  return end === -1 ? sql.length : end + open[0].length;
}
