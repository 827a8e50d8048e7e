import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Logger } from 'pino';

/**
 * Every log line of a signed-in request names who made it by id — `memberId`, or `operatorId` in
 * the back office — never by phone or e-mail, the "request completed" line included: the binding
 * goes onto the request's own child logger, which the reply shares, once the route's sign-in check
 * has run.
 */
export const requestMemberPlugin = fp(async (app: FastifyInstance) => {
  // A callback, not an async function: every request runs it, and a promise each is not free.
  app.addHook('preValidation', (req, _reply, done) => {
    // Fastify's logger is pino (its type names only the common methods).
    const log = req.log as Logger;
    if (req.auth) log.setBindings({ memberId: req.auth.memberId });
    else if (req.operator) log.setBindings({ operatorId: req.operator.operatorId });
    done();
  });
});
