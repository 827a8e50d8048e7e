// Which file store the programme uses (decision 0044). The choice is recorded in the database
// (app_meta 'files_store'), so that every machine of the programme reads the same answer:
//  - no record, no object store configured: the disk (DATA_DIR/files), as always;
//  - an object store configured and no file stored yet: the object store, recorded at once;
//  - an object store configured but files already on the disk: the disk still, with a warning,
//    until `npm run files:migrate` has copied and verified every one and recorded the switch;
//  - the switch recorded but no object store configured: the start is refused (the files are
//    there, not here).
import path from 'node:path';
import { ConfigError, type Env } from '../config/env.js';
import type { Queryable } from '../db/types.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { diskFileStore, type FileStore } from './file-store.js';
import { s3FileStore, s3SettingsOf } from './s3-file-store.js';

const MARKER = 'files_store';

export interface FilesSwitch {
  store: 's3';
  endpoint: string;
  bucket: string;
  at: string;
}

export async function readFilesSwitch(db: Queryable): Promise<FilesSwitch | null> {
  const { rows } = await db.query<{ value: string }>('SELECT value FROM app_meta WHERE key = $1', [MARKER]);
  return rows[0] ? (JSON.parse(rows[0].value) as FilesSwitch) : null;
}

/** Records that the programme's files are in this bucket; a record already there stays. */
export async function recordFilesSwitch(db: Queryable, s: { endpoint: string; bucket: string }, now: Date): Promise<void> {
  const value: FilesSwitch = { store: 's3', endpoint: s.endpoint, bucket: s.bucket, at: now.toISOString() };
  await db.query('INSERT INTO app_meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [
    MARKER,
    JSON.stringify(value),
  ]);
}

/**
 * The programme's file store, chosen at start. An API starting while its database is down starts
 * all the same (it answers 503 until the database is back, decision 0009): the choice is then made
 * at the first use of a file, and tried again at the next one while the database stays away.
 */
export async function openFileStore(
  db: Queryable,
  env: Env,
  log: { warn(msg: string): void },
  now = new Date(),
): Promise<FileStore> {
  try {
    return await chooseFileStore(db, env, log, now);
  } catch (err) {
    if (!isDatabaseUnavailable(err)) throw err;
    return deferredFileStore(() => chooseFileStore(db, env, log, new Date()), s3SettingsOf(env) ? 's3' : 'disk');
  }
}

/** A store whose choice waits for its first use; a failed choice is not kept. */
function deferredFileStore(choose: () => Promise<FileStore>, configured: FileStore['kind']): FileStore {
  let chosen: Promise<FileStore> | null = null;
  const store = (): Promise<FileStore> =>
    (chosen ??= choose().catch((err: unknown) => {
      chosen = null;
      throw err;
    }));
  return {
    get kind() {
      return configured;
    },
    put: async (bytes, extension, size) => (await store()).put(bytes, extension, size),
    get: async (key) => (await store()).get(key),
    delete: async (key) => (await store()).delete(key),
  };
}

async function chooseFileStore(db: Queryable, env: Env, log: { warn(msg: string): void }, now: Date): Promise<FileStore> {
  const disk = () => diskFileStore(path.resolve(env.DATA_DIR, 'files'));
  const settings = s3SettingsOf(env);
  const recorded = await readFilesSwitch(db);
  if (!settings) {
    if (recorded) {
      throw new ConfigError(
        `FILES_S3_ENDPOINT: the programme's files are in the object store (bucket ${recorded.bucket} at ${recorded.endpoint}); set FILES_S3_ENDPOINT, FILES_S3_BUCKET and the keys`,
      );
    }
    return disk();
  }
  if (recorded && recorded.bucket !== settings.bucket) {
    throw new ConfigError(`FILES_S3_BUCKET: the programme's files are in the bucket ${recorded.bucket}, not ${settings.bucket}`);
  }
  if (!recorded) {
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM files');
    if (rows[0]!.n > 0) {
      log.warn(
        `files stay on this machine's disk (DATA_DIR/files): ${rows[0]!.n} are stored there; npm run files:migrate copies them to the object store and switches`,
      );
      return disk();
    }
    await recordFilesSwitch(db, settings, now);
  }
  return s3FileStore(settings);
}
