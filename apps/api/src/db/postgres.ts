import pg from 'pg';
import type { Db, Queryable, QueryResult } from './types.js';
import { PG, pgErrorCode } from './types.js';

// int8 and numeric as strings would leak into every row; amounts are kopecks and fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => v);

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      const res = await client.query(sql, params as unknown[]);
      return { rows: res.rows as T[], rowCount: res.rowCount ?? res.rows.length };
    },
    async exec(sql: string): Promise<void> {
      // Without parameters pg uses the simple protocol, which accepts several statements.
      await client.query(sql);
    },
  };
}

export interface PostgresOptions {
  url: string;
  poolSize: number;
  /** Tests give each file its own schema; every pooled connection starts in it. */
  searchPath?: string;
}

const MAX_RETRIES = 5;

/** A PostgreSQL server behind a connection pool. */
export function openPostgres(opts: PostgresOptions): Db {
  const pool = new pg.Pool({
    connectionString: opts.url,
    max: opts.poolSize,
    ...(opts.searchPath ? { options: `-c search_path=${opts.searchPath}` } : {}),
  });
  const root = wrap(pool);
  return {
    kind: 'postgres',
    query: root.query,
    exec: root.exec,
    async transaction(fn) {
      // Deadlocks and serialisation failures are transient: the whole transaction is retried.
      for (let attempt = 1; ; attempt++) {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          const result = await fn(wrap(client));
          await client.query('COMMIT');
          return result;
        } catch (err) {
          await client.query('ROLLBACK').catch(() => undefined);
          const code = pgErrorCode(err);
          const transient = code === PG.deadlockDetected || code === PG.serializationFailure;
          if (!transient || attempt >= MAX_RETRIES) throw err;
        } finally {
          client.release();
        }
      }
    },
    close: () => pool.end(),
  };
}
