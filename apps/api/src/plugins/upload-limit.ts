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
  app.addHook('preValidation', async (req) => {
    if (!req.auth || !req.headers['content-type']?.toLowerCase().startsWith('multipart/')) return;
    const { exceeded, retryAfter } = await hitRateLimit(
      db,
      { key: `upload:member:${req.auth.memberId}`, windowMs: HOUR_MS, limit: env.UPLOADS_PER_MEMBER_PER_HOUR },
      clock.now(),
    );
    if (exceeded) throw new AppError('rate_limited', { details: { retryAfter } });
  });
});
