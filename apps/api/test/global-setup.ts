// Migrates one database per test run and hands its name (PostgreSQL) or its dumped data directory
// (PGlite) to the test files, which each start from a copy (`createTestDb` in helper.ts): the 30-odd
// migrations run once per run, not once per file (Epic Stack's tests/setup/global-setup.ts).
import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate } from '../src/db/migrate.js';
import { openPglite } from '../src/db/pglite.js';
import { openPostgres } from '../src/db/postgres.js';
import { databaseUrl, TEST_DB_PREFIX } from './test-databases.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL: the migrated database each test file's database is created from. */
    testTemplateDatabase: string | null;
    /** The migrated embedded data directory, dumped to a file each PGlite test file loads. */
    testPgliteDump: string;
  }
}

/** Migrates an embedded database and dumps its data directory to a file; answers the file. */
async function dumpMigratedPglite(): Promise<string> {
  const db = await openPglite();
  const file = path.join(tmpdir(), `cabinet-test-template-${randomUUID()}.tar`);
  try {
    await migrate(db);
    if (db.jobsBackend.kind !== 'pglite') throw new Error('openPglite answered another backend');
    const dump = await db.jobsBackend.pglite.dumpDataDir('none');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await db.close();
  }
  return file;
}

/** Migrates a database on the server that each test file's database is created from; answers its name. */
async function migrateTemplateDatabase(url: string, admin: pg.Client): Promise<string> {
  const name = `${TEST_DB_PREFIX}tmpl_${randomUUID().replace(/-/g, '')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  // Closed before any file copies it: CREATE DATABASE … TEMPLATE refuses a template in use.
  const db = openPostgres({ url: databaseUrl(url, name), poolSize: 1, applicationName: name });
  try {
    await migrate(db);
  } finally {
    await db.close();
  }
  return name;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The embedded database's copy exists in every run: the backup tests are about PGlite's files.
  const dump = await dumpMigratedPglite();
  project.provide('testPgliteDump', dump);
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    project.provide('testTemplateDatabase', null);
    return async () => rmSync(dump, { force: true });
  }
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const template = await migrateTemplateDatabase(url, admin);
  project.provide('testTemplateDatabase', template);
  return async () => {
    rmSync(dump, { force: true });
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.end();
  };
}
