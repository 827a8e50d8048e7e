import pg from 'pg';
import { createHash } from 'node:crypto';
import type { Db, Queryable, QueryOptions, QueryResult } from './types.js';
import { PG, pgErrorCode } from './types.js';
import { isDatabaseUnavailable } from './unavailable.js';
import { JOBS_SCHEMA } from './jobs-backend.js';

// int8 and numeric as strings would leak into every row; amounts are kopecks and fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => v);

const statementNames = new Map<string, string>();
function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (!name) statementNames.set(sql, (name = `s_${createHash('sha1').update(sql).digest('hex').slice(0, 24)}`));
  return name;
}

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = [], opts?: QueryOptions): Promise<QueryResult<T>> {
      const res = opts?.prepared
        ? await client.query({ name: statementName(sql), text: sql, values: params as unknown[] })
        : await client.query(sql, params as unknown[]);
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
  /** Giving up on a new connection after this long (a server that never answers). */
  connectTimeoutMs?: number;
  /** The server cancels a statement running longer; the client gives up a little later. */
  statementTimeoutMs?: number;
  /** The job queue's schema (tests give each file its own); `pgboss` otherwise. */
  jobsSchema?: string;
  /** Shown in pg_stat_activity, so an operator (or a test) can find this service's connections. */
  applicationName?: string;
  /** A connection failed while nobody was using it (a database restart, a failover): logged, not fatal. */
  onConnectionError?: (err: Error) => void;
}

const MAX_RETRIES = 5;

/**
 * A PostgreSQL server behind a connection pool. It rides through an outage: a dropped idle
 * connection is reported and replaced, a request meeting the outage fails (503 upstream), and
 * the next ones connect again, with no restart.
 */
export function openPostgres(opts: PostgresOptions): Db {
  const statementTimeout = opts.statementTimeoutMs ?? 15_000;
  const pool = new pg.Pool({
    connectionString: opts.url,
    max: opts.poolSize,
    connectionTimeoutMillis: opts.connectTimeoutMs ?? 5_000,
    statement_timeout: statementTimeout,
    // A server that stops answering mid-query (a network partition) cannot cancel it itself.
    query_timeout: statementTimeout + 5_000,
    keepAlive: true,
    // Connections stay open while idle (pg's default closes them after 10 s). After every burst the
    // default closed the pool's idle connections together, ten PostgreSQL backends exiting at once:
    // ~100 ms of both cores on a 2-core machine, which every request in flight waited out (the p99
    // stalls of docs/performance.md), and the next burst paid a new backend per connection. The
    // pool is small and fixed (DATABASE_POOL_SIZE); a connection that breaks is dropped and replaced.
    idleTimeoutMillis: 0,
    application_name: opts.applicationName ?? 'agentplus-api',
    // JIT compiles plans of queries it guesses costly: tens of milliseconds spent on short member
    // calls (decision 0014). Off for the API's connections.
    options: `-c jit=off${opts.searchPath ? ` -c search_path=${opts.searchPath}` : ''}`,
  });
  const report = opts.onConnectionError ?? ((err: Error) => console.warn(`database connection lost: ${err.message}`));
  // Without a listener an idle client's error would be thrown from the event emitter: the process exits.
  pool.on('error', report);
  const root = wrap(pool);
  return {
    kind: 'postgres',
    jobsBackend: {
      kind: 'postgres',
      url: opts.url,
      schema: opts.jobsSchema ?? JOBS_SCHEMA,
      connectTimeoutMs: opts.connectTimeoutMs ?? 5_000,
    },
    query: root.query,
    exec: root.exec,
    async transaction(fn) {
      // Deadlocks and serialisation failures are transient: the whole transaction is retried.
      for (let attempt = 1; ; attempt++) {
        const client = await pool.connect();
        // A checked-out client has no listener of the pool's: one of ours while it is held.
        let broken: Error | undefined;
        const onError = (err: Error) => {
          broken = err;
          report(err);
        };
        client.on('error', onError);
        try {
          await client.query('BEGIN');
          const result = await fn(wrap(client));
          await client.query('COMMIT');
          return result;
        } catch (err) {
          if (isDatabaseUnavailable(err)) broken ??= err as Error;
          if (!broken) await client.query('ROLLBACK').catch(() => undefined);
          const code = pgErrorCode(err);
          const transient = code === PG.deadlockDetected || code === PG.serializationFailure;
          if (!transient || attempt >= MAX_RETRIES) throw err;
        } finally {
          client.off('error', onError);
          // A broken connection is destroyed, never handed to the next request.
          client.release(broken);
        }
      }
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
    listen(channel, handlers) {
      let client: pg.Client | null = null;
      let retry: NodeJS.Timeout | null = null;
      let stopped = false;
      const again = () => {
        handlers.state(false);
        if (stopped || retry) return;
        // Not a job: reconnecting this process's own LISTEN connection a second after it broke.
        // eslint-disable-next-line no-restricted-globals -- see above
        retry = setTimeout(() => {
          retry = null;
          void connect();
        }, 1_000);
        retry.unref();
      };
      const connect = async () => {
        const c = new pg.Client({
          connectionString: opts.url,
          connectionTimeoutMillis: opts.connectTimeoutMs ?? 5_000,
          keepAlive: true,
          application_name: `${opts.applicationName ?? 'agentplus-api'}-listen`,
        });
        client = c;
        c.on('notification', (m) => handlers.notify(m.payload ?? ''));
        c.on('error', (err) => report(err));
        c.on('end', () => {
          if (client === c) again();
        });
        try {
          await c.connect();
          await c.query(`LISTEN ${channel}`);
          if (stopped) await c.end();
          else handlers.state(true);
        } catch {
          await c.end().catch(() => undefined);
          if (client === c) again();
        }
      };
      void connect();
      return async () => {
        stopped = true;
        if (retry) clearTimeout(retry);
        handlers.state(false);
        const c = client;
        client = null;
        await c?.end().catch(() => undefined);
      };
    },
  };
}
