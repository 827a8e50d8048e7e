import { timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import type { Db } from './db/types.js';

export interface OpsOptions {
  metrics: Registry;
  db: Db;
  /** OPS_TOKEN: when set, every call needs `Authorization: Bearer <token>`. */
  token?: string | undefined;
  /**
   * What `POST /backup` asks for when OPS_TOKEN is unset: the token kept in DATA_DIR
   * (`config/ops-token.ts`). With neither, every backup is refused: it is never open.
   */
  backupToken?: string | undefined;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The operator's listener, on a port of its own (`OPS_PORT`, loopback by default) so that nothing
 * here is reachable through the cabinet's origin:
 * - `GET /metrics` — Prometheus text format;
 * - `POST /backup` — a consistent tar.gz of the embedded database's files, taken while it serves
 *   (what `npm run backup` calls, with the token); with a PostgreSQL server use pg_dump instead.
 */
export async function buildOpsApp(opts: OpsOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.addHook('onRequest', async (req, reply) => {
    // The backup always needs a token: a server on this machine that posts where someone else
    // chose (a push endpoint, say) must never be able to fetch the database. Metrics only when
    // OPS_TOKEN is set (the listener may be reachable from a network then).
    const backup = req.routeOptions.url === '/backup';
    const required = opts.token ?? (backup ? opts.backupToken : undefined);
    if (!required && !backup) return;
    const given = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
    if (!required || !sameSecret(given, required))
      return reply.status(401).send({ code: 'unauthorized', message: 'Unauthorized' });
  });
  app.get('/metrics', async (_req, reply) => {
    reply.header('Content-Type', opts.metrics.contentType);
    return opts.metrics.metrics();
  });
  app.post('/backup', async (_req, reply) => {
    if (!opts.db.backup) {
      return reply.status(501).send({
        code: 'not_embedded',
        message: 'The database is a PostgreSQL server: back it up with pg_dump (see docs/operating.md).',
      });
    }
    const archive = Buffer.from(await (await opts.db.backup()).arrayBuffer());
    return reply.header('Content-Type', 'application/gzip').header('Cache-Control', 'no-store').send(archive);
  });
  return app;
}
