// SMS.ru (sms.ru/api): `sms/send`, `sms/status` and `my/balance`, each with `api_id` and `json=1`.
// A request answers `status: "OK"` with `status_code` 100, or `status: "ERROR"` with a 2xx code
// and `status_text`; each message of a send has its own status (decision 0035).
import * as z from 'zod/mini';
import { SmsRefused, type DeliveryStatus, type SmsProvider } from './sms-provider.js';
import { base, requestJson } from './http.js';

const perMessage = z.object({
  status: z.string(),
  status_code: z.number(),
  status_text: z.optional(z.string()),
  sms_id: z.optional(z.string()),
});
const answer = z.object({
  status: z.string(),
  status_code: z.number(),
  status_text: z.optional(z.string()),
  sms: z.optional(z.record(z.string(), perMessage)),
  balance: z.optional(z.number()),
});

/**
 * Delivery codes of `sms/status`: 100 queued at SMS.ru, 101 passed to the operator, 102 sent (on
 * its way), 103 delivered, 110 read; 104–108 and 150 are final failures (expired, deleted by the
 * operator, phone failure, unknown, rejected, no route).
 */
export function smsRuStatus(code: number): DeliveryStatus {
  if (code === 100) return 'queued';
  if (code === 101 || code === 102) return 'sent';
  if (code === 103 || code === 110) return 'delivered';
  return 'failed';
}

export function smsRuProvider(cfg: { baseUrl: string; apiId: string; timeoutMs: number }): SmsProvider {
  const url = base(cfg.baseUrl);
  const call = async (path: string, form: Record<string, string>) =>
    z.parse(
      answer,
      await requestJson(`${url}/${path}`, { form: { api_id: cfg.apiId, json: '1', ...form }, timeoutMs: cfg.timeoutMs }),
    );
  return {
    name: 'smsru',
    async send({ phone, text, sender }) {
      const res = await call('sms/send', { to: phone, msg: text, ...(sender ? { from: sender } : {}) });
      const one = res.sms?.[phone];
      if (res.status !== 'OK' || !one || one.status !== 'OK' || !one.sms_id) {
        const code = one?.status_code ?? res.status_code;
        throw new SmsRefused('smsru', `${code} ${one?.status_text ?? res.status_text ?? ''}`.trim());
      }
      return { messageId: one.sms_id, status: smsRuStatus(one.status_code) };
    },
    async status(messageId) {
      const res = await call('sms/status', { sms_id: messageId });
      const one = res.sms?.[messageId];
      if (res.status !== 'OK' || !one) throw new Error(`status refused: ${res.status_code} ${res.status_text ?? ''}`);
      return {
        status: one.status === 'OK' ? smsRuStatus(one.status_code) : 'failed',
        detail: `${one.status_code} ${one.status_text ?? ''}`.trim(),
      };
    },
    async balance() {
      const res = await call('my/balance', {});
      if (res.status !== 'OK' || res.balance === undefined) throw new Error(`balance refused: ${res.status_code}`);
      return res.balance;
    },
  };
}
