import { parseEnv } from '../config/env.js';
import { migrate } from '../db/migrate.js';
import { openDb } from '../db/open.js';
import { openFileStore } from '../lib/open-file-store.js';
import { seedIfEmpty } from './seed.js';

// npm run seed: the same migrations and demo data as the first `npm start`.
const env = parseEnv();
const db = await openDb(env);
try {
  const applied = await migrate(db);
  console.log(applied.length ? `migrations applied: ${applied.join(', ')}` : 'database is up to date');
  const files = await openFileStore(db, env, { warn: (msg) => console.warn(msg) });
  console.log((await seedIfEmpty(db, env, files)) ? 'demo data loaded' : 'demo data already present');
} finally {
  await db.close();
}
