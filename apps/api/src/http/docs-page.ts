import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/**
 * The docs page runs swagger-ui's own scripts on the API's origin: a policy of its own lets them
 * load from here and nothing else (swagger-ui writes inline styles, never inline scripts).
 */
export const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The OpenAPI page and its JSON at /api/docs, registered only when `API_DOCS` says so (on outside
 * production, off in production unless asked for). Encapsulated: the policy covers these routes only.
 */
export async function docsPagePlugin(app: FastifyInstance): Promise<void> {
  if (!app.deps.env.API_DOCS) return;
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('Content-Security-Policy', DOCS_CSP);
    return payload;
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
