// Files on S3-compatible object storage (decision 0044): the adapter against the repository's S3
// emulator (SigV4 checked, so a wrong key fails as on a real store), the store unreachable for a
// while, the choice of the store recorded in the database, and `npm run files:migrate`.
import { createHash, randomBytes } from 'node:crypto';
import dns from 'node:dns';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { startS3Emulator, type S3Emulator } from '@cabinet/emulators/s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { ConfigError, parseEnv } from '../../src/config/env.js';
import { migrateFilesToObjectStore } from '../../src/features/files/migrate-to-object-store.js';
import { FileMissingError, FileStoreUnavailableError } from '../../src/lib/file-store.js';
import { openFileStore, readFilesSwitch } from '../../src/lib/open-file-store.js';
import { s3FileStore, s3SettingsOf, type S3FileStore } from '../../src/lib/s3-file-store.js';
import { TEST_S3 } from '../file-stores.js';
import { buildTestApp, TEST_ORGANISER, type SignedIn, type TestContext } from '../helper.js';
import { giveConsent, pdfOfSize, pngFile, signedInMember, solidPng, upload } from '../profile/fixtures.js';

let dir: string;
let emulator: S3Emulator;

const s3EnvOf = (e: S3Emulator, overrides: Record<string, string> = {}) => ({
  FILES_S3_ENDPOINT: e.endpoint,
  FILES_S3_BUCKET: TEST_S3.bucket,
  FILES_S3_REGION: TEST_S3.region,
  FILES_S3_ACCESS_KEY_ID: TEST_S3.accessKeyId,
  FILES_S3_SECRET_ACCESS_KEY: TEST_S3.secretAccessKey,
  FILES_S3_FORCE_PATH_STYLE: 'true',
  FILES_S3_SSE: 'AES256',
  FILES_S3_TIMEOUT_MS: '3000',
  ...overrides,
});

const startEmulator = (port = 0) =>
  startS3Emulator({
    port,
    dir: path.join(dir, 'objects'),
    region: TEST_S3.region,
    credentials: [{ accessKeyId: TEST_S3.accessKeyId, secretAccessKey: TEST_S3.secretAccessKey }],
    buckets: [TEST_S3.bucket],
  });

const storeWith = (overrides: Record<string, string> = {}): S3FileStore =>
  s3FileStore(s3SettingsOf(parseEnv({ NODE_ENV: 'test', ...s3EnvOf(emulator, overrides) }))!);

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'cabinet-object-store-'));
  emulator = await startEmulator();
});
afterAll(async () => {
  await emulator?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the S3 adapter against the emulator', () => {
  it('streams a 10 MB file in and out: one signed PUT with its length and the encryption asked for', async () => {
    const store = storeWith();
    const chunks = Array.from({ length: 40 }, () => randomBytes(256 * 1024));
    const whole = Buffer.concat(chunks);
    const key = await store.put(Readable.from(chunks), 'pdf', whole.length);
    const put = emulator.requests.findLast((r) => r.method === 'PUT')!;
    expect(put.url?.split('?')[0]).toBe(`/${TEST_S3.bucket}/${key}`);
    expect(put.headers['content-length']).toBe(String(whole.length));
    expect(put.headers['x-amz-server-side-encryption']).toBe('AES256');
    expect(put.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=test-access-key-id\/\d{8}\/ru-central1\/s3\/aws4_request/,
    );
    const got = await store.get(key);
    expect(got.size).toBe(whole.length);
    expect(got.body).toBeInstanceOf(Readable);
    expect(sha256(await buffer(got.body))).toBe(sha256(whole));
    await store.delete(key);
    await expect(store.get(key)).rejects.toBeInstanceOf(FileMissingError);
    store.close();
  });

  it('virtual-host addressing (Yandex Object Storage’s and AWS’s default): the bucket in the host name, signed so', async () => {
    // No resolver here names `<bucket>.localhost`: this test points such names at the emulator.
    const lookup = dns.lookup;
    const patched = ((host: string, ...rest: unknown[]) =>
      (lookup as (...a: unknown[]) => void)(host.endsWith('.localhost') ? '127.0.0.1' : host, ...rest)) as typeof dns.lookup;
    dns.lookup = patched;
    const store = storeWith({
      FILES_S3_ENDPOINT: emulator.endpoint.replace('127.0.0.1', 'localhost'),
      FILES_S3_FORCE_PATH_STYLE: 'false',
    });
    try {
      const bytes = randomBytes(300 * 1024);
      const key = await store.put(bytes, 'png');
      const put = emulator.requests.findLast((r) => r.method === 'PUT')!;
      expect(put.headers.host).toBe(`${TEST_S3.bucket}.localhost:${new URL(emulator.endpoint).port}`);
      expect(put.url?.split('?')[0]).toBe(`/${key}`);
      expect(await emulator.listKeys(TEST_S3.bucket)).toContain(key);
      const got = await store.get(key);
      expect(sha256(await buffer(got.body))).toBe(sha256(bytes));
      await store.delete(key);
    } finally {
      store.close();
      dns.lookup = lookup;
    }
  });

  it('a wrong secret or an unknown key id is refused as a real store refuses them', async () => {
    const before = await emulator.listKeys(TEST_S3.bucket);
    for (const [overrides, code] of [
      [{ FILES_S3_SECRET_ACCESS_KEY: 'not-the-secret' }, 'SignatureDoesNotMatch'],
      [{ FILES_S3_ACCESS_KEY_ID: 'nobody' }, 'InvalidAccessKeyId'],
    ] as const) {
      const store = storeWith(overrides);
      const err = await store.put(Buffer.from('x'), 'png').catch((e: unknown) => e);
      expect(err).toBeInstanceOf(FileStoreUnavailableError);
      expect((err as Error).message).toContain(code);
      store.close();
    }
    expect(await emulator.listKeys(TEST_S3.bucket)).toEqual(before);
  });

  it('a put cut off midway leaves no object', async () => {
    const before = await emulator.listKeys(TEST_S3.bucket);
    const store = storeWith();
    let sent = 0;
    const failing = new Readable({
      read() {
        sent += 1;
        if (sent > 8) this.destroy(new Error('the client went away'));
        else this.push(randomBytes(64 * 1024));
      },
    });
    await expect(store.put(failing, 'pdf', 4 * 1024 * 1024)).rejects.toThrow();
    // The emulator notices the cut connection a moment later; nothing ever appears.
    await new Promise((r) => setTimeout(r, 300));
    expect(await emulator.listKeys(TEST_S3.bucket)).toEqual(before);
    store.close();
  });
});

describe('settings', () => {
  it('production refuses a plain-http endpoint other than this machine, and an endpoint without its bucket or keys', () => {
    const prod = {
      NODE_ENV: 'production',
      SMS_PROVIDER: 'smsru',
      SMSRU_API_ID: 'x',
      SESSION_SECRET: 's'.repeat(32),
      TOKEN_SECRET: 't'.repeat(32),
      ...TEST_ORGANISER,
    };
    expect(() => parseEnv({ ...prod, ...s3EnvOf(emulator, { FILES_S3_ENDPOINT: 'http://storage.example.ru' }) })).toThrow(
      /FILES_S3_ENDPOINT must be an https address/,
    );
    expect(() =>
      parseEnv({ ...prod, ...s3EnvOf(emulator, { FILES_S3_ENDPOINT: 'https://storage.yandexcloud.net' }) }),
    ).not.toThrow();
    expect(() => parseEnv({ ...prod, ...s3EnvOf(emulator) })).not.toThrow();
    expect(() => parseEnv({ NODE_ENV: 'test', FILES_S3_ENDPOINT: 'https://storage.yandexcloud.net' })).toThrow(
      /FILES_S3_BUCKET is required when FILES_S3_ENDPOINT is set.*FILES_S3_ACCESS_KEY_ID.*FILES_S3_SECRET_ACCESS_KEY/,
    );
    expect(() => parseEnv({ NODE_ENV: 'test', FILES_S3_SSE: 'rot13' })).toThrow(/FILES_S3_SSE/);
  });
});

describe('two processes with different data folders over one database and the object store', () => {
  let ctx: TestContext;
  let member: SignedIn;
  let second: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    ctx = await buildTestApp({ ...s3EnvOf(emulator), DATA_DIR: path.join(dir, 'machine1') });
    member = await signedInMember(ctx);
    await giveConsent(ctx, member);
    second = await buildApp({
      env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: path.join(dir, 'machine2'), ...s3EnvOf(emulator) }),
      db: ctx.db,
      clock: ctx.clock,
      secrets: { sessionSecret: 's'.repeat(32), tokenSecret: 't'.repeat(32) },
      jobs: { work: false },
    });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
  });

  it('a scan uploaded through one is read through the other; the choice is recorded in the database', async () => {
    expect(ctx.app.deps.files.kind).toBe('s3');
    expect(await readFilesSwitch(ctx.db)).toMatchObject({ store: 's3', bucket: TEST_S3.bucket });
    const pdf = pdfOfSize(10 * 1024 * 1024 - 1024);
    const res = await upload(ctx, '/api/lk/edit/set-passport-file/', member, {
      kind: 'innScan',
      content: { bytes: pdf, filename: 'inn.pdf', type: 'application/pdf' },
    });
    expect(res.statusCode).toBe(200);
    const read = await second.inject({ method: 'GET', url: res.json<{ url: string }>().url, headers: member.headers });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-length']).toBe(String(pdf.length));
    expect(sha256(read.rawPayload)).toBe(sha256(pdf));
  });

  it('the store unreachable: «попробуйте позже», no row without its bytes, and nothing stored is lost', async () => {
    const avatar = await upload(ctx, '/api/lk/edit/set-img/', member, { content: pngFile(await solidPng(64, 64)) });
    expect(avatar.statusCode).toBe(200);
    const url = avatar.json<{ avatarUrl: string }>().avatarUrl;
    const before = (await second.inject({ method: 'GET', url, headers: member.headers })).rawPayload;
    const { port } = emulator;
    const rowsBefore = (await ctx.db.query('SELECT id FROM files')).rows.length;
    await emulator.close();
    try {
      const refused = await upload(ctx, '/api/lk/edit/set-passport-file/', member, {
        kind: 'pasportScan',
        content: pngFile(await solidPng(80, 60)),
      });
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ code: 'files_unavailable', message: 'Файлы сейчас недоступны, попробуйте позже.' });
      const reading = await second.inject({ method: 'GET', url, headers: member.headers });
      expect(reading.statusCode).toBe(503);
      expect(reading.json()).toMatchObject({ code: 'files_unavailable' });
      expect((await ctx.db.query('SELECT id FROM files')).rows.length).toBe(rowsBefore);
    } finally {
      emulator = await startEmulator(port);
    }
    const again = await second.inject({ method: 'GET', url, headers: member.headers });
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(before)).toBe(true);
  });
});

describe('which store: recorded in the database', () => {
  it('a programme whose files are on the disk stays there until files:migrate; a recorded switch needs the store configured', async () => {
    const ctx = await buildTestApp({ DATA_DIR: path.join(dir, 'disk-programme') });
    expect(ctx.app.deps.files.kind).toBe('disk');
    const member = await signedInMember(ctx);
    expect((await upload(ctx, '/api/lk/edit/set-img/', member, { content: pngFile(await solidPng(32, 32)) })).statusCode).toBe(
      200,
    );
    const warnings: string[] = [];
    const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: path.join(dir, 'disk-programme'), ...s3EnvOf(emulator) });
    const store = await openFileStore(ctx.db, env, { warn: (m) => warnings.push(m) });
    expect(store.kind).toBe('disk');
    expect(warnings.join()).toMatch(/npm run files:migrate/);
    expect(await readFilesSwitch(ctx.db)).toBeNull();
  });
});

describe('npm run files:migrate', () => {
  let ctx: TestContext;
  let member: SignedIn;
  const urls: string[] = [];
  const dataDir = () => path.join(dir, 'migrating');

  beforeAll(async () => {
    ctx = await buildTestApp({ DATA_DIR: dataDir() });
    member = await signedInMember(ctx);
    await giveConsent(ctx, member);
    for (const [url, parts] of [
      ['/api/lk/edit/set-img/', { content: pngFile(await solidPng(40, 40)) }],
      ['/api/lk/edit/set-passport-file/', { kind: 'pasportScan', content: pngFile(await solidPng(300, 200)) }],
      [
        '/api/lk/edit/set-passport-file/',
        { kind: 'innScan', content: { bytes: pdfOfSize(200_000), filename: 'i.pdf', type: 'application/pdf' } },
      ],
    ] as const) {
      const res = await upload(ctx, url, member, parts);
      expect(res.statusCode).toBe(200);
      const body = res.json<{ url?: string; avatarUrl?: string }>();
      urls.push((body.url ?? body.avatarUrl)!);
    }
  });

  const deps = (store: S3FileStore) => ({
    db: ctx.db,
    root: path.join(dataDir(), 'files'),
    journal: path.join(dataDir(), 'files-migration.journal'),
    store,
    log: () => undefined,
  });

  it('an interrupted run switches nothing; the next resumes, verifies every file and switches; another machine then serves them all', async () => {
    const real = storeWith();
    // The connection breaks after the first file.
    let puts = 0;
    const breaking: S3FileStore = {
      ...real,
      async putAt(key, body, size, metadata) {
        if (++puts > 1) throw new FileStoreUnavailableError('connection reset');
        return real.putAt(key, body, size, metadata);
      },
    };
    await expect(migrateFilesToObjectStore(deps(breaking))).rejects.toThrow('connection reset');
    expect(await readFilesSwitch(ctx.db)).toBeNull();
    expect((await readFile(path.join(dataDir(), 'files-migration.journal'), 'utf8')).trim().split('\n')).toHaveLength(1);

    const report = await migrateFilesToObjectStore(deps(real));
    expect(report).toMatchObject({ total: 3, copied: 2, alreadyThere: 1, missing: [], switched: true });
    expect(await readFilesSwitch(ctx.db)).toMatchObject({ store: 's3', bucket: TEST_S3.bucket });
    real.close();

    // Another machine: an empty data folder of its own, the same database, the store's settings.
    const other = await buildApp({
      env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: path.join(dir, 'elsewhere'), ...s3EnvOf(emulator) }),
      db: ctx.db,
      secrets: { sessionSecret: 's'.repeat(32), tokenSecret: 't'.repeat(32) },
      jobs: { work: false },
    });
    try {
      expect(other.deps.files.kind).toBe('s3');
      for (const url of urls) {
        const [a, b] = await Promise.all([
          ctx.app.inject({ method: 'GET', url, headers: member.headers }),
          other.inject({ method: 'GET', url, headers: member.headers }),
        ]);
        expect(b.statusCode).toBe(200);
        expect(sha256(b.rawPayload)).toBe(sha256(a.rawPayload));
      }
    } finally {
      await other.close();
    }
    // Without the store's settings the programme refuses to start rather than look for files here.
    await expect(
      openFileStore(ctx.db, parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir() }), { warn: () => undefined }),
    ).rejects.toBeInstanceOf(ConfigError);
  });
});

describe('files:migrate refuses to switch', () => {
  it('while a file is missing on the disk, or when the store hands back other bytes', async () => {
    const ctx = await buildTestApp({ DATA_DIR: path.join(dir, 'broken') });
    const member = await signedInMember(ctx);
    const res = await upload(ctx, '/api/lk/edit/set-img/', member, { content: pngFile(await solidPng(40, 40)) });
    expect(res.statusCode).toBe(200);
    const real = storeWith();
    const lying: S3FileStore = {
      ...real,
      async get(key) {
        await real.get(key);
        return { body: Readable.from([Buffer.from('other bytes')]), size: 11 };
      },
    };
    const deps = (store: S3FileStore) => ({
      db: ctx.db,
      root: path.join(dir, 'broken', 'files'),
      journal: path.join(dir, 'broken', 'files-migration.journal'),
      store,
      log: () => undefined,
    });
    await expect(migrateFilesToObjectStore(deps(lying))).rejects.toThrow(/differs from the disk's/);
    await rm(path.join(dir, 'broken', 'files'), { recursive: true });
    const report = await migrateFilesToObjectStore(deps(real));
    expect(report.switched).toBe(false);
    expect(report.missing).toHaveLength(1);
    expect(await readFilesSwitch(ctx.db)).toBeNull();
    real.close();
  });
});
