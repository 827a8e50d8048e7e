import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import fp from 'fastify-plugin';

/**
 * Every log line of a signed-in member's request names the member by id (never by phone), the
 * "request completed" line included: the binding is added to the request's own child logger,
 * which the reply shares, as soon as the route's authentication has run.
 */
export const requestMemberPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (req) => {
    // Fastify's logger is pino (its type names only the common methods).
    if (req.auth) (req.log as Logger).setBindings({ memberId: req.auth.memberId });
  });
});
