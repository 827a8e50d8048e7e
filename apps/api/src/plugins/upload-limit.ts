import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import { hitRateLimit } from '../lib/rate-limit.js';

const HOUR_MS = 3_600_000;

/**
 * Uploads (avatar, identity scans) cost disk and image decoding: each member may send
 * `UPLOADS_PER_MEMBER_PER_HOUR` of them, counted across every API process. Runs after the
 * route's authentication, before the body is read.
 */
export const uploadLimitPlugin = fp(async (app: FastifyInstance) => {
  const { db, env, clock } = app.deps;
  // A callback, not an async function: every request runs it, and only an upload needs the wait.
  app.addHook('preValidation', (req, _reply, done) => {
    const auth = req.auth;
    if (!auth || !req.headers['content-type']?.toLowerCase().startsWith('multipart/')) {
      done();
      return;
    }
    hitRateLimit(
      db,
      { key: `upload:member:${auth.memberId}`, windowMs: HOUR_MS, limit: env.UPLOADS_PER_MEMBER_PER_HOUR },
      clock.now(),
    ).then(
      ({ exceeded, retryAfter }) => done(exceeded ? new AppError('rate_limited', { details: { retryAfter } }) : undefined),
      (err: unknown) => done(err instanceof Error ? err : new Error(String(err))),
    );
  });
});
