// npm run backup [file] — a consistent copy of the embedded database (DATA_DIR/pg) as tar.gz:
// from the running API's ops listener while it serves, or straight from the folder when no API
// runs. With DATABASE_URL the database is a server: use pg_dump (docs/operating.md).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, parseEnv } from '../config/env.js';
import { readStoredOpsToken } from '../config/ops-token.js';
import { backupIdleDataDir, fetchBackup } from './backup.js';
import { backupContents } from './backup-contents.js';

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  const env = parseEnv();
  if (env.DATABASE_URL) {
    console.error('DATABASE_URL is set: back the PostgreSQL server up with pg_dump -Fc (see docs/operating.md).');
    process.exit(2);
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.resolve(process.argv[2] ?? path.join('backups', `agentplus-${stamp}.tar.gz`));
  const opsOrigin = env.OPS_PORT ? `http://${env.OPS_HOST === '0.0.0.0' ? '127.0.0.1' : env.OPS_HOST}:${env.OPS_PORT}` : null;

  let archive: Buffer;
  if (opsOrigin && (await answers(`${opsOrigin}/metrics`))) {
    // The API asks for its token: OPS_TOKEN, or the one it keeps in the same DATA_DIR.
    archive = await fetchBackup(opsOrigin, env.OPS_TOKEN ?? readStoredOpsToken(env));
    console.log(`copied from the running API (${opsOrigin})`);
  } else if (await answers(`http://${env.API_HOST}:${env.API_PORT}/api/health`)) {
    // Two processes on one embedded database would corrupt it: the copy must come from the API.
    console.error(
      `The API at ${env.API_HOST}:${env.API_PORT} serves DATA_DIR but its ops listener does not answer: set OPS_PORT (as npm start does) or stop the API.`,
    );
    process.exit(1);
  } else {
    archive = await backupIdleDataDir(path.resolve(env.DATA_DIR, 'pg'));
    console.log(`copied from ${path.resolve(env.DATA_DIR, 'pg')} (no API running)`);
  }
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, archive);
  console.log(`backup written: ${file} (${(archive.length / 1024 / 1024).toFixed(1)} MiB)`);
  for (const line of backupContents(env)) console.log(line);
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
