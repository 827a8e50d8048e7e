import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import pino from 'pino';

const SECRET_PARAMS = /([?&](?:refreshToken|refresh_token|token|code|access_token)=)[^&#]*/gi;

/** `?refreshToken=...` and similar must not reach the log. */
export function redactUrl(url: string): string {
  // Every request's line passes here: most URLs name no such parameter, and a lower-case search
  // for their common endings costs far less than the expression (all of them end in 'token=' or 'code=').
  const lower = url.toLowerCase();
  if (!lower.includes('token=') && !lower.includes('code=')) return url;
  return url.replace(SECRET_PARAMS, '$1[REDACTED]');
}

/**
 * Pino options shared by the server and the tests. Tokens, codes and cookies never reach the log:
 * headers that carry them are censored, request URLs are redacted, bodies are not logged at all.
 */
export function loggerOptions(level: string, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  return {
    level,
    stream: stream ?? stdoutInChunks(),
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

/**
 * One line per request, when it is answered: Fastify's own pair ("incoming request", then "request
 * completed") costs a serialised line each on every call (decision 0014). The one line carries the
 * request (method, redacted URL, address), the status and the time.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/**
 * Standard output written in chunks of 4 KB rather than a system call per line (decision 0014):
 * flushed every second, so that a quiet server's lines still show at once, and on exit.
 */
function stdoutInChunks(): pino.DestinationStream {
  const out = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  // eslint-disable-next-line no-restricted-globals -- not a job: this process's own log buffer
  setInterval(() => out.flush(), 1_000).unref();
  process.on('exit', () => out.flushSync());
  return out;
}
