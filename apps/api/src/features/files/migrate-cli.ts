// npm run files:migrate: DATA_DIR/files to the object store of FILES_S3_* (decision 0044).
import path from 'node:path';
import { ConfigError, parseEnv } from '../../config/env.js';
import { migrate } from '../../db/migrate.js';
import { openDb } from '../../db/open.js';
import { s3FileStore, s3SettingsOf } from '../../lib/s3-file-store.js';
import { migrateFilesToObjectStore } from './migrate-to-object-store.js';

async function main(): Promise<number> {
  const env = parseEnv();
  const settings = s3SettingsOf(env);
  if (!settings)
    throw new ConfigError('FILES_S3_ENDPOINT: set the object store (FILES_S3_ENDPOINT, FILES_S3_BUCKET, the keys) to migrate to');
  const db = await openDb(env);
  const store = s3FileStore(settings);
  try {
    await migrate(db);
    const dataDir = path.resolve(env.DATA_DIR);
    const report = await migrateFilesToObjectStore({
      db,
      root: path.join(dataDir, 'files'),
      journal: path.join(dataDir, 'files-migration.journal'),
      store,
      log: (line) => console.log(line),
    });
    console.log(
      `files: ${report.total}; copied and verified now: ${report.copied}; verified before: ${report.alreadyThere}; missing: ${report.missing.length}`,
    );
    if (!report.switched) return 1;
    console.log(
      `switched: the programme's files are in the bucket ${settings.bucket} at ${settings.endpoint}. Restart every API process with the same FILES_S3_* settings; DATA_DIR/files may go once they serve.`,
    );
    return 0;
  } finally {
    store.close();
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof ConfigError ? err.message : err);
    process.exit(1);
  },
);
