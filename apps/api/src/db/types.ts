/** What every query function takes first: the database or an open transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
  /** Runs a script of several statements without parameters (migrations, fixtures). */
  exec(sql: string): Promise<void>;
}

export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Connections of the pool (PostgreSQL) for the metrics; PGlite has one and no pool. */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** A consistent copy of the embedded database's files (tar.gz), taken while it serves. */
  backup?(): Promise<Blob>;
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
