import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';

/** Asks a running API's ops listener for a consistent copy of its embedded database. */
export async function fetchBackup(opsOrigin: string, token?: string): Promise<Buffer> {
  const res = await fetch(`${opsOrigin}/backup`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal: AbortSignal.timeout(600_000),
  });
  if (!res.ok) throw new Error(`the API refused the backup: ${res.status} ${await res.text()}`);
  return Buffer.from(await res.arrayBuffer());
}

/** Copies the embedded database's files of a folder no process is serving. */
export async function backupIdleDataDir(dataDir: string): Promise<Buffer> {
  const pg = await PGlite.create({ dataDir });
  try {
    await pg.exec('CHECKPOINT');
    return Buffer.from(await (await pg.dumpDataDir('gzip')).arrayBuffer());
  } finally {
    await pg.close();
  }
}

/**
 * Unpacks a backup into a folder that must not hold a database yet (a restore never overwrites
 * one: move the old folder aside first), and checks that it opens.
 */
export async function restoreDataDir(archive: Buffer, dataDir: string): Promise<void> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new Error(`${dataDir} is not empty: move it aside (or choose another DATA_DIR) before restoring`);
  }
  mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create({ dataDir, loadDataDir: new Blob([new Uint8Array(archive)]) });
  try {
    await pg.query('SELECT count(*) FROM schema_migrations');
  } finally {
    await pg.close();
  }
}
