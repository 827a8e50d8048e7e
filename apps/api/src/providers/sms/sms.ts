import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env.js';
import { smsAeroProvider } from './smsaero.js';
import { smscProvider } from './smsc.js';
import { smsRuProvider } from './smsru.js';

export * from './sms-provider.js';
import type { SmsAccepted, SmsProvider, SmsProviderName } from './sms-provider.js';
import { SmsRefused } from './sms-provider.js';

export interface SmsAttempt {
  provider: SmsProviderName;
  /** Why this provider did not take the message. */
  reason: string;
}

export interface SmsSent extends SmsAccepted {
  provider: SmsProviderName;
  /** The providers tried before, in order, that refused or failed. */
  failed: SmsAttempt[];
}

/** The providers in the configured order: the first takes the message unless it refuses or fails. */
export interface SmsSender {
  readonly name: string;
  readonly providers: readonly SmsProvider[];
  send(phone: string, text: string, opts?: { sender?: string; skip?: readonly string[] }): Promise<SmsSent>;
}

/** Every provider failed: `attempts` says how each did. */
export class SmsNotSent extends Error {
  override name = 'SmsNotSent';
  constructor(readonly attempts: SmsAttempt[]) {
    super(`no SMS provider took the message: ${attempts.map((a) => `${a.provider}: ${a.reason}`).join('; ')}`);
  }
}

export function smsSender(providers: readonly SmsProvider[], log?: FastifyBaseLogger): SmsSender {
  return {
    name: providers.map((p) => p.name).join(','),
    providers,
    async send(phone, text, opts = {}) {
      const failed: SmsAttempt[] = [];
      for (const provider of providers) {
        if (opts.skip?.includes(provider.name)) continue;
        try {
          const accepted = await provider.send({ phone, text, sender: opts.sender ?? '' });
          return { ...accepted, provider: provider.name, failed };
        } catch (err) {
          const reason = err instanceof SmsRefused ? err.reason : `недоступен: ${(err as Error).message}`;
          // Never the text: it holds the code.
          log?.warn({ provider: provider.name, reason }, 'sms provider did not take the message');
          failed.push({ provider: provider.name, reason });
        }
      }
      throw new SmsNotSent(failed);
    },
  };
}

/** Development: the message goes to the server log — the only place a code may ever be written. */
export function logSms(logger: FastifyBaseLogger): SmsProvider {
  return {
    name: 'log',
    async send({ phone, text }) {
      logger.info({ sms: { to: phone, text } }, 'sms (log provider)');
      return { messageId: `log-${randomUUID()}`, status: 'sent' };
    },
    async status() {
      return { status: 'delivered', detail: 'записано в журнал' };
    },
    async balance() {
      return null;
    },
  };
}

/** The providers `SMS_PROVIDER` names, in its order (env.ts has checked each one's keys). */
export function createSmsProviders(env: Env, logger: FastifyBaseLogger): SmsProvider[] {
  const timeoutMs = env.SMS_PROVIDER_TIMEOUT_MS;
  return env.SMS_PROVIDER.map((name): SmsProvider => {
    switch (name) {
      case 'smsru':
        return smsRuProvider({ baseUrl: env.SMSRU_API_URL, apiId: env.SMSRU_API_ID ?? '', timeoutMs });
      case 'smsc':
        return smscProvider({
          baseUrl: env.SMSC_API_URL,
          login: env.SMSC_LOGIN ?? '',
          password: env.SMSC_PASSWORD ?? '',
          timeoutMs,
        });
      case 'smsaero':
        return smsAeroProvider({
          baseUrl: env.SMSAERO_API_URL,
          email: env.SMSAERO_EMAIL ?? '',
          apiKey: env.SMSAERO_API_KEY ?? '',
          timeoutMs,
        });
      case 'log':
        return logSms(logger);
    }
  });
}

export function createSmsSender(env: Env, logger: FastifyBaseLogger): SmsSender {
  return smsSender(createSmsProviders(env, logger), logger);
}
