import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Env } from '../config/env.js';
import { openPglite } from './pglite.js';
import { openPostgres } from './postgres.js';
import type { Db } from './types.js';

/** DATABASE_URL set: the PostgreSQL server; unset: PGlite in DATA_DIR/pg. */
export async function openDb(
  env: Pick<
    Env,
    'DATABASE_URL' | 'DATABASE_POOL_SIZE' | 'DATA_DIR' | 'DATABASE_CONNECT_TIMEOUT_MS' | 'DATABASE_STATEMENT_TIMEOUT_MS'
  >,
  onConnectionError?: (err: Error) => void,
): Promise<Db> {
  if (env.DATABASE_URL) {
    return openPostgres({
      url: env.DATABASE_URL,
      poolSize: env.DATABASE_POOL_SIZE,
      connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      ...(onConnectionError ? { onConnectionError } : {}),
    });
  }
  const dir = path.resolve(env.DATA_DIR, 'pg');
  mkdirSync(dir, { recursive: true });
  return openPglite(dir);
}
