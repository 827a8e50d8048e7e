// npm run restore <file> — unpacks a backup of `npm run backup` into DATA_DIR/pg, which must not
// hold a database yet, with the API stopped. A PostgreSQL server restores with pg_restore.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, parseEnv } from '../config/env.js';
import { restoreDataDir } from './backup.js';

async function main(): Promise<void> {
  const env = parseEnv();
  const file = process.argv[2];
  if (!file) {
    console.error('usage: npm run restore -- <backup.tar.gz>   (into DATA_DIR/pg, which must be empty or absent)');
    process.exit(2);
  }
  if (env.DATABASE_URL) {
    console.error('DATABASE_URL is set: restore the PostgreSQL server with pg_restore (see docs/operating.md).');
    process.exit(2);
  }
  const target = path.resolve(env.DATA_DIR, 'pg');
  await restoreDataDir(readFileSync(path.resolve(file)), target);
  console.log(`restored ${file} into ${target}; start the API (npm start) to serve it`);
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err instanceof Error ? err.message : err);
  process.exit(1);
});
