// How a one-time code reaches the member (decision 0035): Telegram Gateway first when it is
// configured and the phone can receive codes there, SMS otherwise; each SMS provider in the
// configured order until one takes the message. Every attempt is a row of `otp_deliveries`
// with the provider's message id, and a job follows each one up (status, fallback, failover).
// Whatever the code does — sign in, sign a document, accept the rules, change where money goes —
// its message says so (code-messages.ts).
import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env.js';
import type { Db, Queryable } from '../../db/types.js';
import type { JobSender } from '../../jobs/queue.js';
import type { Clock } from '../../lib/clock.js';
import { seal, unseal } from '../../lib/seal.js';
import { SmsNotSent, type SmsSender } from '../../providers/sms/sms.js';
import type { TelegramGateway } from '../../providers/telegram/telegram-gateway.js';
import { defineJob } from '../../jobs/definition.js';
import { smsCodeMessage, telegramPayload, type CodeSubject } from './code-messages.js';
import * as q from './queries.js';
import { getSmsSettings } from './settings.js';

export { CODE_PURPOSES, type CodePurpose } from './code-messages.js';

export interface DeliverDeps {
  db: Db;
  clock: Clock;
  env: Pick<Env, 'PRODUCT_NAME' | 'TELEGRAM_SMS_FALLBACK_SECONDS'>;
  sms: SmsSender;
  telegram: TelegramGateway | null;
  otpKey: Buffer;
  jobs: JobSender;
  log: FastifyBaseLogger;
}

/** How soon the status of an SMS is first asked for, and then again. */
export const SMS_STATUS_POLL_S = 20;
/** A code lives 5 minutes: the status is not worth asking for longer than that. */
export const SMS_STATUS_MAX_POLLS = 15;
/** Telegram's `ttl`: undelivered by then, the request is refunded. */
const TELEGRAM_TTL_S = 300;

// The code is sealed with a key of its own, derived from the code's HMAC key.
const sealKey = (otpKey: Buffer) => createHmac('sha256', otpKey).update('otp-code-seal').digest();

export function sealCode(otpKey: Buffer, code: string): string {
  return seal(sealKey(otpKey), code);
}

function unsealCode(otpKey: Buffer, sealed: string): string {
  return unseal(sealKey(otpKey), sealed);
}

async function followUp(deps: DeliverDeps, tx: Queryable, deliveryId: string, afterSeconds: number) {
  await deps.jobs.send(
    tx,
    deliveryJob,
    { deliveryId },
    { startAfter: new Date(deps.clock.now().getTime() + afterSeconds * 1000) },
  );
}

/**
 * Sends the code of `codeId` by SMS in its purpose's words, skipping providers already tried; throws
 * SmsNotSent when none takes it.
 */
export async function sendCodeBySms(
  deps: DeliverDeps,
  input: { codeId: string; phone: string; code: string; skip?: readonly string[]; subject?: CodeSubject },
): Promise<void> {
  const [settings, subject] = await Promise.all([
    getSmsSettings(deps.db),
    input.subject ?? q.readCodeSubject(deps.db, input.codeId),
  ]);
  const text = smsCodeMessage(subject, { code: input.code, product: deps.env.PRODUCT_NAME, signInTemplate: settings.template });
  let failure: SmsNotSent | null = null;
  let sent: Awaited<ReturnType<SmsSender['send']>> | null = null;
  try {
    sent = await deps.sms.send(input.phone, text, { sender: settings.sender, ...(input.skip ? { skip: input.skip } : {}) });
  } catch (err) {
    if (!(err instanceof SmsNotSent)) throw err;
    failure = err;
  }
  const now = deps.clock.now();
  const deliveryId = await deps.db.transaction(async (tx) => {
    for (const f of failure?.attempts ?? sent?.failed ?? []) {
      await q.insertDelivery(tx, {
        otp_code_id: input.codeId,
        channel: 'sms',
        provider: f.provider,
        provider_message_id: null,
        status: 'failed',
        detail: f.reason,
        now,
      });
    }
    if (sent) {
      const id = await q.insertDelivery(tx, {
        otp_code_id: input.codeId,
        channel: 'sms',
        provider: sent.provider,
        provider_message_id: sent.messageId,
        status: sent.status,
        detail: '',
        now,
      });
      return id;
    }
    return null;
  });
  if (deliveryId) await followUp(deps, deps.db, deliveryId, SMS_STATUS_POLL_S);
  if (failure) throw failure;
}

/** Hands a new code over: Telegram when it can take it, SMS otherwise. Answers where it went. */
export async function deliverCode(
  deps: DeliverDeps,
  input: { codeId: string; phone: string; code: string },
): Promise<'sms' | 'telegram'> {
  const subject = await q.readCodeSubject(deps.db, input.codeId);
  if (deps.telegram) {
    const tg = deps.telegram;
    let requestId: string | null = null;
    let refusal = '';
    try {
      const ability = await tg.checkSendAbility(input.phone);
      const sent = await tg.sendVerificationMessage({
        phone: input.phone,
        code: input.code,
        requestId: ability.requestId,
        ttlSeconds: TELEGRAM_TTL_S,
        payload: telegramPayload(subject),
      });
      requestId = sent.requestId;
    } catch (err) {
      refusal = (err as Error).message;
      deps.log.info({ reason: refusal }, 'telegram gateway did not take the code; sending by SMS');
    }
    const now = deps.clock.now();
    if (requestId) {
      await deps.db.transaction(async (tx) => {
        const id = await q.insertDelivery(tx, {
          otp_code_id: input.codeId,
          channel: 'telegram',
          provider: 'telegram',
          provider_message_id: requestId,
          status: 'sent',
          detail: '',
          now,
        });
        await followUp(deps, tx, id, deps.env.TELEGRAM_SMS_FALLBACK_SECONDS);
      });
      return 'telegram';
    }
    await q.insertDelivery(deps.db, {
      otp_code_id: input.codeId,
      channel: 'telegram',
      provider: 'telegram',
      provider_message_id: null,
      status: 'failed',
      detail: refusal,
      now,
    });
  }
  await sendCodeBySms(deps, { ...input, subject });
  return 'sms';
}

/**
 * Passes a delivery's code on by SMS — after Telegram did not deliver it, or after a provider
 * failed it — once per delivery and only while the code is live. Answers whether it did.
 */
export async function passCodeOn(deps: DeliverDeps, deliveryId: string): Promise<boolean> {
  const claimed = await q.claimPassOn(deps.db, deliveryId, deps.clock.now());
  if (!claimed) return false;
  const skip = (await q.providersTried(deps.db, claimed.codeId)).filter((p) => p !== 'telegram');
  await sendCodeBySms(deps, {
    codeId: claimed.codeId,
    phone: claimed.phone,
    code: unsealCode(deps.otpKey, claimed.sealed),
    skip,
  });
  return true;
}

/**
 * Follows one delivery of a one-time code up (decision 0035): asks its provider for the status and
 * records it; a Telegram message not delivered by now, or an SMS its provider failed, passes the
 * code on by SMS (the next provider); an SMS still on its way is asked about again later.
 */
export const deliveryJob = defineJob<
  { deliveryId: string },
  Omit<DeliverDeps, 'log' | 'jobs'> & { db: Db; jobs: DeliverDeps['jobs'] }
>({
  name: 'sign-in.delivery',
  title: 'Доставка одноразовых кодов: статусы, переход на SMS',
  queue: { retryLimit: 3, retryDelay: 10, retryBackoff: true, retryDelayMax: 120 },
  async run(deps, job) {
    const d = await q.findDelivery(deps.db, job.data.deliveryId);
    if (!d?.provider_message_id) return { found: false };
    const full = { ...deps, log: job.log };
    const report =
      d.channel === 'telegram'
        ? await deps.telegram?.checkVerificationStatus(d.provider_message_id)
        : await deps.sms.providers.find((p) => p.name === d.provider)?.status(d.provider_message_id, d.phone);
    if (!report) return { found: true, status: d.status, provider: 'not configured' };
    await q.recordStatus(deps.db, d.id, report.status, report.detail, deps.clock.now());

    const lagging = d.channel === 'telegram' && report.status !== 'delivered';
    if (lagging || report.status === 'failed') {
      try {
        return { status: report.status, passedOn: await passCodeOn(full, d.id) };
      } catch (err) {
        if (err instanceof SmsNotSent) return { status: report.status, passedOn: false, reason: err.message };
        throw err;
      }
    }
    if (report.status !== 'delivered' && d.polls + 1 < SMS_STATUS_MAX_POLLS) {
      await deps.jobs.send(
        deps.db,
        deliveryJob,
        { deliveryId: d.id },
        { startAfter: new Date(deps.clock.now().getTime() + SMS_STATUS_POLL_S * 1000) },
      );
    }
    return { status: report.status };
  },
});
