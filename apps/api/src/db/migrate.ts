import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Db } from './types.js';

/** Same depth from src/db and dist/db, so the SQL files are found from both. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url));

// Any constant works; it only has to be the same for every process that migrates.
const MIGRATION_LOCK = 72_451_903;

/**
 * Applies the versioned SQL files in name order, each in its own transaction, once.
 * An advisory lock lets several API processes start at once against one server.
 */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const files = readdirSync(dir)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    const version = file.replace(/\.sql$/, '');
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const seen = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [version]);
      if (seen.rowCount > 0) return false;
      await tx.exec(readFileSync(dir + file, 'utf8'));
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
      return true;
    });
    if (done) applied.push(version);
  }
  return applied;
}
