import { ConfigError, parseEnv } from './config/env.js';
import { buildApp } from './app.js';
import { migrate } from './db/migrate.js';
import { openDb } from './db/open.js';
import { seedIfEmpty } from './seed/seed.js';

async function main(): Promise<void> {
  const env = parseEnv();
  const db = await openDb(env);
  await migrate(db);
  if (env.SEED_DEMO && (await seedIfEmpty(db, env))) console.log('demo data loaded');
  const app = await buildApp({ env, db });
  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ port: env.API_PORT, host: env.API_HOST });
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
