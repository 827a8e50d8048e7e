import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../config/env.js';

export interface SmsSender {
  readonly name: string;
  send(phone: string, text: string): Promise<void>;
}

/** Development: the message goes to the server log — the only place a code may ever be written. */
export function logSms(logger: FastifyBaseLogger): SmsSender {
  return {
    name: 'log',
    async send(phone, text) {
      logger.info({ sms: { to: phone, text } }, 'sms (log provider)');
    },
  };
}

/**
 * Production: an HTTP gateway. POSTs `{to, text}` as JSON with `Authorization: Bearer <key>`,
 * the shape most Russian SMS aggregators accept behind a small adapter.
 */
export function httpSms(url: string, key: string, timeoutMs = 10_000): SmsSender {
  return {
    name: 'http',
    async send(phone, text) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
        body: JSON.stringify({ to: phone, text }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}

export function createSmsSender(env: Env, logger: FastifyBaseLogger): SmsSender {
  if ((env.SMS_PROVIDER ?? 'log') === 'http') {
    // env.ts has checked both are present for the http provider.
    return httpSms(env.SMS_GATEWAY_URL ?? '', env.SMS_GATEWAY_KEY ?? '');
  }
  return logSms(logger);
}
