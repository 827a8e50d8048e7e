import type { FastifyServerOptions } from 'fastify';

/** `?refreshToken=...` and similar must not reach the log. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:refreshToken|refresh_token|token|code|access_token)=)[^&#]*/gi, '$1[REDACTED]');
}

/**
 * Pino options shared by the server and the tests. Tokens, codes and cookies never reach the log:
 * headers that carry them are censored, request URLs are redacted, bodies are not logged at all.
 */
export function loggerOptions(level: string, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'headers.authorization',
        'headers.cookie',
      ],
      censor: '[REDACTED]',
    },
    serializers: {
      req(req: { method: string; url: string; ip?: string; headers: Record<string, unknown> }) {
        return { method: req.method, url: redactUrl(req.url), ip: req.ip, userAgent: req.headers['user-agent'] };
      },
    },
  };
}
