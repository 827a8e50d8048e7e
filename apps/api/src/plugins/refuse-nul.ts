import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';

/** True when a string anywhere in the value (keys included) holds a NUL character. */
export function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => holdsNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || holdsNul(v, depth + 1));
}

/**
 * PostgreSQL cannot store a NUL character in text: a parameter carrying one fails the query, which
 * would answer 500. It is refused for every route at once, before validation: the path, the query
 * string and the parsed body (multipart fields are read by the routes and checked there).
 */
export const refuseNulPlugin = fp(async (app: FastifyInstance) => {
  // A callback, not an async function: every request runs it, and a promise each is not free.
  app.addHook('preValidation', (req, _reply, done) => {
    if (holdsNul(req.params) || holdsNul(req.query) || holdsNul(req.body)) {
      done(new AppError('validation_error', { details: { fields: { _: 'Недопустимый символ в запросе' } } }));
      return;
    }
    done();
  });
});
