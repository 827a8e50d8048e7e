import type { JobsBackend } from './jobs-backend.js';

/** What every query function takes first: the database or an open transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[], opts?: QueryOptions): Promise<QueryResult<T>>;
  /** Runs a script of several statements without parameters (migrations, fixtures). */
  exec(sql: string): Promise<void>;
}

export interface QueryOptions {
  /**
   * A prepared statement on the PostgreSQL server (named after the text, planned once per
   * connection): for the hot queries whose planning costs more than their execution. Only for a
   * text that does not vary with the values (PGlite ignores it).
   */
  prepared?: boolean;
}

export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Where the job queue of this database keeps its tables (`jobs/queue.ts`). */
  readonly jobsBackend: JobsBackend;
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Connections of the pool (PostgreSQL) for the metrics; PGlite has one and no pool. */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** A consistent copy of the embedded database's files (tar.gz), taken while it serves. */
  backup?(): Promise<Blob>;
  /**
   * Listens to a notification channel on a connection of its own (PostgreSQL server): `state`
   * says whether notifications are heard (false while the connection is lost and being replaced).
   * Resolves to the function that stops listening.
   */
  listen?(channel: string, handlers: { notify(payload: string): void; state(listening: boolean): void }): () => Promise<void>;
}

/** PostgreSQL error codes the services react to. */
export const PG = {
  uniqueViolation: '23505',
  checkViolation: '23514',
  serializationFailure: '40001',
  deadlockDetected: '40P01',
} as const;

export function pgErrorCode(err: unknown): string | undefined {
  if (err && typeof err === 'object' && 'code' in err && typeof err.code === 'string') return err.code;
  return undefined;
}
