// One attempt's HTTP request: a POST to the checked address only, no redirect followed (a 3xx is an
// answer that is not 2xx), a few seconds in all, and no more of the answer read than the log keeps.
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { CheckedTarget } from './target-guard.js';
import { attemptError } from './texts.js';

/** The most of an answer's body that is read and kept. */
export const RESPONSE_BYTES = 1024;
/** From the connection to the answer's last byte read. */
export const ATTEMPT_TIMEOUT_MS = 5_000;

export interface AttemptResult {
  /** The answer's status; null when none came. */
  httpStatus: number | null;
  /** Why no answer came, in Russian; null when one did. */
  error: string | null;
  response: string;
  durationMs: number;
}

/**
 * The answer's first bytes as text that fits the log: a character cut in half is dropped, and NUL,
 * which PostgreSQL's text cannot hold, is removed.
 */
export function excerptOf(bytes: Buffer): string {
  let text = new TextDecoder('utf-8').decode(bytes.subarray(0, RESPONSE_BYTES), { stream: true }).replace(/\0/g, '');
  // Bytes that are not UTF-8 decode to U+FFFD, three bytes each: trim until it fits again.
  while (Buffer.byteLength(text) > RESPONSE_BYTES) text = text.slice(0, -1);
  return text;
}

/** Node's own lookup, made to answer the address that was checked whatever the name resolves to now. */
function pinnedLookup(target: CheckedTarget): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
}

function errorText(err: unknown, timedOut: boolean, timeoutMs: number): string {
  if (timedOut) return attemptError.timeout(timeoutMs / 1000);
  const code = (err as NodeJS.ErrnoException).code ?? (err as Error).message;
  return attemptError.connection(code).slice(0, 500);
}

export function postWebhook(
  target: CheckedTarget,
  body: string,
  headers: Record<string, string>,
  opts: { signal: AbortSignal; timeoutMs?: number },
): Promise<AttemptResult> {
  const timeoutMs = opts.timeoutMs ?? ATTEMPT_TIMEOUT_MS;
  const deadline = AbortSignal.timeout(timeoutMs);
  const signal = AbortSignal.any([opts.signal, deadline]);
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const send = target.url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let answer: IncomingMessage | null = null;
    const chunks: Buffer[] = [];
    let read = 0;
    const finish = (err?: unknown) => {
      if (answer) {
        // An answer whose body stalls or is cut still has its status: it counts as answered.
        resolve({
          httpStatus: answer.statusCode ?? null,
          error: null,
          response: excerptOf(Buffer.concat(chunks)),
          durationMs: elapsed(),
        });
      } else {
        resolve({ httpStatus: null, error: errorText(err, deadline.aborted, timeoutMs), response: '', durationMs: elapsed() });
      }
    };
    const req = send(
      target.url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: pinnedLookup(target),
        // A connection of its own each time: a kept-alive socket would skip the address check.
        agent: false,
        signal,
      },
      (res) => {
        answer = res;
        res.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          read += chunk.length;
          if (read >= RESPONSE_BYTES) {
            res.destroy();
            finish();
          }
        });
        res.on('end', () => finish());
        res.on('error', () => finish());
        res.on('close', () => finish());
      },
    );
    req.on('error', (err) => finish(err));
    req.end(body);
  });
}
