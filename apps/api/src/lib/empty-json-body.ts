import type { FastifyInstance } from 'fastify';

type ParserHost = Pick<FastifyInstance, 'getDefaultJsonParser' | 'removeContentTypeParser' | 'addContentTypeParser'>;

/**
 * Fastify refuses `Content-Type: application/json` with an empty body (400). Generic API clients
 * send that header on every PUT/POST/DELETE, also on calls whose whole input is the query string
 * (a like: `PUT /api/news/?slugId=…`), so an empty JSON body is read as "no body" instead.
 * Applied once to the whole API. Non-empty bodies keep Fastify's own parser with its
 * prototype-poisoning checks.
 */
export function acceptEmptyJsonBody(app: ParserHost): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    // parseAs 'string' hands over a string; the type admits a Buffer for other modes.
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.length === 0) {
      done(null, undefined);
      return;
    }
    parseJson(req, text, done);
  });
}
