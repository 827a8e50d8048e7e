import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import '../http/callers.js';

/** The request's caller slots, filled by the routes' sign-in checks (`features/auth/authenticate.ts`). */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null);
  app.decorateRequest('operator', null);
  app.decorateRequest('partner', null);
  app.decorateRequest('rawBody', null);
});
