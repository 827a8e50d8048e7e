import { PGlite } from '@electric-sql/pglite';
import { JOBS_SCHEMA } from './jobs-backend.js';
import type { Db, Queryable, QueryResult } from './types.js';

type PGliteLike = Pick<PGlite, 'query' | 'exec'>;

/**
 * PGlite attaches a failed query's parameters to its error, and an error is logged whole: personal
 * data (a passport number, a phone) would reach the log. The SQL text stays; the values go.
 */
export function withoutParams(err: unknown): unknown {
  if (err && typeof err === 'object') {
    const fields = err as { params?: unknown; queryOptions?: unknown };
    delete fields.params;
    delete fields.queryOptions;
  }
  return err;
}

function wrap(target: PGliteLike): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      const res = await target.query<T>(sql, params as unknown[]).catch((err: unknown) => {
        throw withoutParams(err);
      });
      // PGlite answers affectedRows 0 for a SELECT; rows count there, affected rows elsewhere.
      return { rows: res.rows, rowCount: Math.max(res.rows.length, res.affectedRows ?? 0) };
    },
    async exec(sql: string): Promise<void> {
      await target.exec(sql);
    },
  };
}

/**
 * The embedded database: PostgreSQL compiled to WebAssembly, one connection per process.
 * PGlite serialises transactions itself, so concurrent requests queue rather than interleave.
 */
export async function openPglite(dataDir?: string, opts: { loadDataDir?: Blob } = {}): Promise<Db> {
  // `loadDataDir` starts from a dumped cluster (the tests' migrated template) instead of a new one.
  const pg = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  });
  const root = wrap(pg);
  return {
    kind: 'pglite',
    jobsBackend: { kind: 'pglite', pglite: pg, schema: JOBS_SCHEMA },
    query: root.query,
    exec: root.exec,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    // Inside a transaction no other one runs: the files are copied between transactions, after a
    // checkpoint, so the copy opens without replaying anything.
    async backup() {
      await pg.exec('CHECKPOINT');
      return pg.transaction(async () => pg.dumpDataDir('gzip'));
    },
    close: () => pg.close(),
  };
}
