import type { FastifyInstance } from 'fastify';
import { ConfigError, parseEnv } from './config/env.js';
import { loadOpsToken } from './config/ops-token.js';
import { buildApp } from './app.js';
import { sweepSpoolLeftovers } from './lib/uploads/spooled-file.js';
import { migrate } from './db/migrate.js';
import { openDb } from './db/open.js';
import { buildOpsApp } from './ops-app.js';
import { openFileStore } from './lib/open-file-store.js';
import { provisionDemoPartner } from './seed/partner-demo.js';
import { seedIfEmpty } from './seed/seed.js';

async function main(): Promise<void> {
  const env = parseEnv();
  // Until the app's logger exists, a lost connection is reported on stderr.
  const built: { app?: FastifyInstance } = {};
  const db = await openDb(env, (err) =>
    built.app
      ? built.app.log.warn({ err: { message: err.message } }, 'database connection lost')
      : console.warn(`database connection lost: ${err.message}`),
  );
  await migrate(db);
  // Chosen once the schema is there: the choice is recorded in the database (decision 0044).
  const files = await openFileStore(db, env, { warn: (msg) => console.warn(msg) });
  if (env.SEED_DEMO && (await seedIfEmpty(db, env, files))) console.log('demo data loaded');
  const app = await buildApp({ env, db, files, processMetrics: true });
  built.app = app;
  const { PARTNER_DEMO_API_KEY, PARTNER_DEMO_SIGNING_SECRET, PARTNER_DEMO_WEBHOOK_URL, PARTNER_DEMO_WEBHOOK_SECRET } = env;
  if (PARTNER_DEMO_API_KEY && PARTNER_DEMO_SIGNING_SECRET && PARTNER_DEMO_WEBHOOK_URL && PARTNER_DEMO_WEBHOOK_SECRET) {
    const demo = {
      apiKey: PARTNER_DEMO_API_KEY,
      signingSecret: PARTNER_DEMO_SIGNING_SECRET,
      webhookUrl: PARTNER_DEMO_WEBHOOK_URL,
      webhookSecret: PARTNER_DEMO_WEBHOOK_SECRET,
    };
    if (!(await provisionDemoPartner(app.deps, demo))) console.warn('the demo partner needs the demo admins: SEED_DEMO=true');
  }
  // Uploads a killed process was answering left their spool files behind (lib/uploads/spooled-file.ts).
  const leftovers = await sweepSpoolLeftovers();
  if (leftovers > 0) app.log.info({ leftovers }, 'spool files of interrupted uploads removed');
  const ops = env.OPS_PORT
    ? await buildOpsApp({ metrics: app.metrics, db, token: env.OPS_TOKEN, backupToken: loadOpsToken(env) })
    : null;

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // Readiness fails at once; the listener stops accepting; requests in flight finish; then the
    // pool closes. Whatever still runs after SHUTDOWN_TIMEOUT seconds is cut off.
    app.draining = true;
    app.log.info({ signal, timeoutSeconds: env.SHUTDOWN_TIMEOUT }, 'shutting down');
    // eslint-disable-next-line no-restricted-globals -- not a job: this process's own shutdown deadline
    const deadline = setTimeout(() => {
      app.log.error('shutdown timed out: exiting with requests still running');
      process.exit(1);
    }, env.SHUTDOWN_TIMEOUT * 1000);
    deadline.unref();
    try {
      await Promise.all([app.close(), ops?.close()]);
      await db.close();
      app.log.info('stopped');
      process.exit(0);
    } catch (err) {
      console.error(err);
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await listenOn(app, env.API_PORT, env.API_HOST, 'API_PORT');
  if (ops) {
    await listenOn(ops, env.OPS_PORT!, env.OPS_HOST, 'OPS_PORT');
    app.log.info({ port: env.OPS_PORT, host: env.OPS_HOST }, 'ops listener: /metrics, /backup');
  }
}

/**
 * A port another process holds stops the start with one line naming the variable to change: a second
 * instance on one machine needs its own API_PORT (and OPS_PORT, which `npm start` derives from it).
 */
async function listenOn(server: FastifyInstance, port: number, host: string, variable: 'API_PORT' | 'OPS_PORT'): Promise<void> {
  try {
    await server.listen({ port, host });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
    const hint =
      variable === 'OPS_PORT'
        ? 'set OPS_PORT to a free port (npm start uses API_PORT + 1), or leave it unset to serve no ops listener'
        : 'set API_PORT to a free port';
    throw new ConfigError(`${variable}: port ${port} on ${host} is taken by another process; ${hint}`);
  }
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
