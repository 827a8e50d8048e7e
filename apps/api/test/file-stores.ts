// The file store the API tests' file tests run against: the disk by default, the S3 emulator
// (apps/emulators) with TEST_FILE_STORE=s3 — `npm test` runs the file tests once more that way.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startS3Emulator, type S3Emulator } from '@cabinet/emulators/s3';
import { closeAfterFile } from './file-teardown.js';
import type { TestContext } from './helper.js';

export const TEST_S3 = {
  bucket: 'cabinet-test-files',
  region: 'ru-central1',
  accessKeyId: 'test-access-key-id',
  secretAccessKey: 'test-secret-access-key',
} as const;

export type TestFileStore = 'disk' | 's3';

export const testFileStore = (): TestFileStore => (process.env.TEST_FILE_STORE === 's3' ? 's3' : 'disk');

let emulator: Promise<S3Emulator> | null = null;

/** One S3 emulator per test file, started when first asked for and stopped when the file ends. */
export function s3Emulator(): Promise<S3Emulator> {
  if (emulator) return emulator;
  const started = mkdtemp(path.join(tmpdir(), 'cabinet-s3-')).then((dir) =>
    startS3Emulator({
      dir,
      region: TEST_S3.region,
      credentials: [{ accessKeyId: TEST_S3.accessKeyId, secretAccessKey: TEST_S3.secretAccessKey }],
      buckets: [TEST_S3.bucket],
    }),
  );
  emulator = started;
  closeAfterFile(async () => {
    emulator = null;
    const e = await started;
    await e.close();
    await rm(e.dir, { recursive: true, force: true });
  });
  return started;
}

/** The settings that put the app's files in the emulator's bucket, as an operator sets them. */
export async function s3Env(overrides: Record<string, string> = {}): Promise<Record<string, string>> {
  const e = await s3Emulator();
  return {
    FILES_S3_ENDPOINT: e.endpoint,
    FILES_S3_BUCKET: TEST_S3.bucket,
    FILES_S3_REGION: TEST_S3.region,
    FILES_S3_ACCESS_KEY_ID: TEST_S3.accessKeyId,
    FILES_S3_SECRET_ACCESS_KEY: TEST_S3.secretAccessKey,
    FILES_S3_FORCE_PATH_STYLE: 'true',
    FILES_S3_SSE: 'AES256',
    FILES_S3_TIMEOUT_MS: '3000',
    ...overrides,
  };
}

/** buildTestApp's settings for the store this run tests (TEST_FILE_STORE). */
export async function fileStoreEnv(store: TestFileStore = testFileStore()): Promise<Record<string, string>> {
  return store === 's3' ? s3Env() : {};
}

/** What the app's store holds: the disk's files or the bucket's object keys. */
export async function storedFileNames(ctx: TestContext): Promise<string[]> {
  if (ctx.app.deps.files.kind === 's3') return (await s3Emulator()).listKeys(TEST_S3.bucket);
  const root = path.resolve(ctx.app.deps.env.DATA_DIR, 'files');
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}
