import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The longest User-Agent kept: real browsers send 100–250 characters. */
export const USER_AGENT_MAX = 300;

/**
 * The sign-ins of members and operators store the User-Agent they came with; a client may send up
 * to the server's header limit (16 KB) there. It is cut once for every route and the log, to what a
 * real one can be (decision 0030).
 */
export const boundedHeadersPlugin = fp(async (app: FastifyInstance) => {
  // A callback, not an async function: every request runs it, and a promise each is not free.
  app.addHook('onRequest', (req, _reply, done) => {
    const agent = req.headers['user-agent'];
    if (agent && agent.length > USER_AGENT_MAX) req.headers['user-agent'] = agent.slice(0, USER_AGENT_MAX);
    done();
  });
});
