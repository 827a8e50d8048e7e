// The browser tests' database. Where `npm test` found a PostgreSQL server (E2E_DATABASE_URL), the API
// under test keeps its data in a fresh database of that server, created here and dropped when the run
// ends, as in production; without one, in the embedded database in the run's folder, as `npm start`
// keeps it. The embedded database's own ways are tested by the API suite on PGlite (docs/testing.md).
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { databaseUrl, TEST_DB_PREFIX } from '../../apps/api/test/test-databases';

export interface E2eDatabase {
  /** The API's DATABASE_URL; null for the embedded database. */
  url: string | null;
  drop(): Promise<void>;
}

export async function createE2eDatabase(serverUrl: string | undefined): Promise<E2eDatabase> {
  if (!serverUrl) return { url: null, drop: async () => undefined };
  const name = `${TEST_DB_PREFIX}e2e_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return {
    url: databaseUrl(serverUrl, name),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
