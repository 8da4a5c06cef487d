import type { Statement } from './inline.ts';

/** One small interface over PGlite and a real PostgreSQL (pg), so the rest of the server is the same. */
export interface QueryResult<Row> {
  rows: Row[];
  affectedRows: number;
}

export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
}

export interface Database extends Queryable {
  /** Runs fn inside BEGIN … COMMIT (ROLLBACK when it throws) on one connection. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs the statements as one transaction in one round trip (a real PostgreSQL: one simple-protocol
   * query, which PostgreSQL runs as an implicit transaction block); an error keeps nothing. The results of each, in order. Null when they cannot go in one trip (PGlite; a value
   * that is not a plain scalar): run them with `transaction` instead.
   */
  batch(statements: readonly Statement[]): Promise<QueryResult<Record<string, unknown>>[]> | null;
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
  /** Round trips since the database was opened: one per statement (BEGIN and COMMIT included) or batch. */
  roundTrips(): number;
}

/** The fields of a PostgreSQL error that both drivers expose. */
export interface PgErrorFields {
  code?: string;
  message: string;
  detail?: string;
  hint?: string;
}

export function asPgError(error: unknown): PgErrorFields | null {
  if (typeof error !== 'object' || error === null) return null;
  const e = error as Record<string, unknown>;
  if (typeof e.code !== 'string' || typeof e.message !== 'string') return null;
  if (!/^[0-9A-Z]{5}$/.test(e.code)) return null;
  return {
    code: e.code,
    message: e.message,
    detail: typeof e.detail === 'string' ? e.detail : undefined,
    hint: typeof e.hint === 'string' ? e.hint : undefined,
  };
}
