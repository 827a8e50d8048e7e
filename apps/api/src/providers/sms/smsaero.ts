// SMS Aero API v2 (smsaero.ru/integration/documentation/api): HTTP Basic with the account's e-mail
// and API key; `sms/send` (number, text, sign), `sms/status?id=`, `balance`. Every answer is
// `{success, data, message}`.
import * as z from 'zod/mini';
import { SmsRefused, type DeliveryStatus, type SmsProvider } from './sms-provider.js';
import { base, requestJson } from './http.js';

const envelope = z.object({
  success: z.boolean(),
  data: z.nullable(z.optional(z.unknown())),
  message: z.optional(z.nullable(z.string())),
});
const message = z.object({ id: z.union([z.number(), z.string()]), status: z.number(), extendStatus: z.optional(z.string()) });
const balance = z.object({ balance: z.number() });

/**
 * Message statuses: 0 in the queue, 1 delivered, 2 not delivered, 3 passed to the operator,
 * 4 waiting for the operator's status, 6 rejected, 8 on moderation.
 */
export function smsAeroStatus(code: number): DeliveryStatus {
  if (code === 0 || code === 8) return 'queued';
  if (code === 3 || code === 4) return 'sent';
  if (code === 1) return 'delivered';
  return 'failed';
}

export function smsAeroProvider(cfg: { baseUrl: string; email: string; apiKey: string; timeoutMs: number }): SmsProvider {
  const url = base(cfg.baseUrl);
  const authorization = `Basic ${Buffer.from(`${cfg.email}:${cfg.apiKey}`).toString('base64')}`;
  const call = async (path: string, form?: Record<string, string>) =>
    z.parse(
      envelope,
      await requestJson(`${url}/${path}`, { ...(form ? { form } : {}), headers: { authorization }, timeoutMs: cfg.timeoutMs }),
    );
  return {
    name: 'smsaero',
    async send({ phone, text, sender }) {
      const res = await call('sms/send', { number: phone, text, ...(sender ? { sign: sender } : {}) });
      if (!res.success) throw new SmsRefused('smsaero', res.message ?? 'отказ без причины');
      const m = z.parse(message, res.data);
      return { messageId: String(m.id), status: smsAeroStatus(m.status) };
    },
    async status(messageId) {
      const res = await call(`sms/status?id=${encodeURIComponent(messageId)}`);
      if (!res.success) throw new Error(`status refused: ${res.message ?? ''}`);
      const m = z.parse(message, res.data);
      return { status: smsAeroStatus(m.status), detail: `${m.status}${m.extendStatus ? ` ${m.extendStatus}` : ''}` };
    },
    async balance() {
      const res = await call('balance');
      if (!res.success) throw new Error(`balance refused: ${res.message ?? ''}`);
      return z.parse(balance, res.data).balance;
    },
  };
}
