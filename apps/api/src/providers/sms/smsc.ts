// SMSC.ru (smsc.ru/api/http): `sys/send.php`, `sys/status.php` and `sys/balance.php` with login and
// password, `fmt=3` for JSON answers and `charset=utf-8`. An error is `{error, error_code}`.
import * as z from 'zod/mini';
import { SmsRefused, type DeliveryStatus, type SmsProvider } from './sms-provider.js';
import { base, requestJson } from './http.js';

const error = z.object({ error: z.string(), error_code: z.number() });
const sent = z.object({ id: z.union([z.number(), z.string()]), cnt: z.number() });
const status = z.object({ status: z.number(), err: z.optional(z.number()) });
const balance = z.object({ balance: z.union([z.string(), z.number()]) });

/**
 * `status.php` codes: -3 not found, -1 waiting to be sent, 0 passed to the operator, 1 delivered,
 * 2 read, 3 expired, 20 undeliverable, 22 wrong number, 23 prohibited, 24 no money, 25 unavailable.
 */
export function smscStatus(code: number): DeliveryStatus {
  if (code === -1) return 'queued';
  if (code === 0) return 'sent';
  if (code === 1 || code === 2) return 'delivered';
  return 'failed';
}

export function smscProvider(cfg: { baseUrl: string; login: string; password: string; timeoutMs: number }): SmsProvider {
  const url = base(cfg.baseUrl);
  const call = async (script: string, form: Record<string, string>) => {
    const res = await requestJson(`${url}/sys/${script}`, {
      form: { login: cfg.login, psw: cfg.password, fmt: '3', charset: 'utf-8', ...form },
      timeoutMs: cfg.timeoutMs,
    });
    const refused = z.safeParse(error, res);
    return { res, refused: refused.success ? refused.data : null };
  };
  return {
    name: 'smsc',
    async send({ phone, text, sender }) {
      const { res, refused } = await call('send.php', { phones: phone, mes: text, ...(sender ? { sender } : {}) });
      if (refused) throw new SmsRefused('smsc', `${refused.error_code} ${refused.error}`);
      return { messageId: String(z.parse(sent, res).id), status: 'queued' };
    },
    async status(messageId, phone) {
      const { res, refused } = await call('status.php', { id: messageId, phone });
      if (refused) throw new Error(`status refused: ${refused.error_code} ${refused.error}`);
      const s = z.parse(status, res);
      return { status: smscStatus(s.status), detail: `${s.status}${s.err ? ` (ошибка ${s.err})` : ''}` };
    },
    async balance() {
      const { res, refused } = await call('balance.php', {});
      if (refused) throw new Error(`balance refused: ${refused.error_code}`);
      return Number(z.parse(balance, res).balance);
    },
  };
}
