import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable, QueryResult } from './types.js';

type PGliteLike = Pick<PGlite, 'query' | 'exec'>;

function wrap(target: PGliteLike): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      const res = await target.query<T>(sql, params as unknown[]);
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
export async function openPglite(dataDir?: string): Promise<Db> {
  const pg = await PGlite.create(dataDir ? { dataDir } : {});
  const root = wrap(pg);
  return {
    kind: 'pglite',
    query: root.query,
    exec: root.exec,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
}
