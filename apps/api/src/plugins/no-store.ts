import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Answers to a signed-in member carry personal data (passport, profile, balance, history): no
 * cache, shared or the browser's own, may keep them. Every request that presented a token (a
 * member's or an operator's) is covered, refusals too, whatever a route set itself.
 */
export const noStorePlugin = fp(async (app: FastifyInstance) => {
  // A callback, not an async function: every request runs it, and a promise each is not free.
  app.addHook('onSend', (req, reply, payload, done) => {
    if (req.auth || req.operator || req.headers.authorization) reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });
});
