import { readdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MIGRATIONS_DIR } from '../db/migrate.js';
import { AppError } from '../lib/app-error.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set on SIGTERM: readiness fails at once so that a balancer stops sending new requests. */
    draining: boolean;
  }
}

function expectedMigrations(): string[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .map((f) => f.replace(/\.sql$/, ''));
}

/**
 * `GET /api/health`: the process is alive (no database call, so a database outage does not get a
 * healthy process restarted). `GET /api/ready`: it can serve — the database answers, every
 * migration of this build is applied and it is not shutting down; 503 otherwise.
 */
export const healthPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('draining', false);
  const expected = expectedMigrations();

  app.get('/api/health', { schema: { hide: true } }, async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/api/ready', { schema: { hide: true } }, async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (app.draining) throw new AppError('service_unavailable', { message: 'Сервер останавливается' });
    const { rows } = await app.deps.db.query<{ version: string }>('SELECT version FROM schema_migrations');
    const applied = new Set(rows.map((r) => r.version));
    const missing = expected.filter((v) => !applied.has(v));
    if (missing.length > 0) {
      req.log.warn({ missing }, 'not ready: migrations not applied');
      throw new AppError('service_unavailable', { message: 'Миграции базы данных не применены' });
    }
    return { status: 'ready', database: app.deps.db.kind, migrations: applied.size };
  });
});
