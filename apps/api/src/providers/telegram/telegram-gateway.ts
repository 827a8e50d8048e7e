// Telegram Gateway API (core.telegram.org/gateway/api): POST https://gatewayapi.telegram.org/METHOD
// with `Authorization: Bearer <token>` and JSON; every answer is `{ok: true, result}` or
// `{ok: false, error}`. `checkSendAbility` says whether the phone can receive a code in Telegram
// (billed; its `request_id` passed on to `sendVerificationMessage` so the code is not billed twice).
// `sendVerificationMessage` takes no text: Telegram delivers the code in its own fixed message. Its
// `payload` (0–128 bytes) is ours, "not displayed to the user": it says what the code is for in
// the gateway's records, never to the member (decision 0035).
import * as z from 'zod/mini';
import type { DeliveryStatus, SmsStatusReport } from '../sms/sms-provider.js';

const requestStatus = z.object({
  request_id: z.string(),
  phone_number: z.string(),
  request_cost: z.optional(z.number()),
  remaining_balance: z.optional(z.number()),
  delivery_status: z.optional(z.object({ status: z.string(), updated_at: z.number() })),
});
const envelope = z.object({ ok: z.boolean(), result: z.optional(z.unknown()), error: z.optional(z.string()) });

/** `sendVerificationMessage`'s `payload`: 0–128 bytes. */
export const PAYLOAD_MAX_BYTES = 128;

/** The gateway said no (`PHONE_NUMBER_INVALID`, `BALANCE_NOT_ENOUGH`…). */
export class TelegramRefused extends Error {
  override name = 'TelegramRefused';
  constructor(readonly reason: string) {
    super(`telegram gateway refused: ${reason}`);
  }
}

/** `delivery_status.status`: sent, delivered, read, expired, revoked; none yet means queued. */
export function telegramStatus(status: string | undefined): DeliveryStatus {
  if (status === undefined) return 'queued';
  if (status === 'sent') return 'sent';
  if (status === 'delivered' || status === 'read') return 'delivered';
  return 'failed';
}

export interface TelegramGateway {
  /** The request id to send with, or a TelegramRefused when the phone cannot receive codes in Telegram. */
  checkSendAbility(phone: string): Promise<{ requestId: string; remainingBalance: number | null }>;
  sendVerificationMessage(input: {
    phone: string;
    code: string;
    requestId: string;
    ttlSeconds: number;
    /** What the code is for, for our own records (at most 128 bytes); the member never sees it. */
    payload: string;
  }): Promise<{ requestId: string }>;
  checkVerificationStatus(requestId: string): Promise<SmsStatusReport>;
}

export function telegramGateway(cfg: { baseUrl: string; token: string; timeoutMs: number }): TelegramGateway {
  const url = cfg.baseUrl.replace(/\/+$/, '');
  async function call(method: string, body: object) {
    const res = await fetch(`${url}/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${cfg.token}` },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(cfg.timeoutMs),
    });
    const answer = z.parse(envelope, await res.json());
    if (!answer.ok) throw new TelegramRefused(answer.error ?? `HTTP ${res.status}`);
    return z.parse(requestStatus, answer.result);
  }
  // The gateway takes numbers in E.164: the product's 79XXXXXXXXX with a plus.
  const e164 = (phone: string) => `+${phone}`;
  return {
    async checkSendAbility(phone) {
      const r = await call('checkSendAbility', { phone_number: e164(phone) });
      return { requestId: r.request_id, remainingBalance: r.remaining_balance ?? null };
    },
    async sendVerificationMessage({ phone, code, requestId, ttlSeconds, payload }) {
      if (Buffer.byteLength(payload) > PAYLOAD_MAX_BYTES) throw new TelegramRefused(`payload over ${PAYLOAD_MAX_BYTES} bytes`);
      const r = await call('sendVerificationMessage', {
        phone_number: e164(phone),
        request_id: requestId,
        code,
        ttl: ttlSeconds,
        payload,
      });
      return { requestId: r.request_id };
    },
    async checkVerificationStatus(requestId) {
      const r = await call('checkVerificationStatus', { request_id: requestId });
      return { status: telegramStatus(r.delivery_status?.status), detail: r.delivery_status?.status ?? 'ожидает' };
    },
  };
}
