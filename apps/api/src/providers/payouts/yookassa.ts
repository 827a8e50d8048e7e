// ЮKassa Payouts over its API v3 (https://yookassa.ru/developers/payouts/overview), by SBP and to
// cards by the synonym its widget answers (decision 0056): POST /payouts with an `Idempotence-Key`, GET /payouts/{id}, GET /payouts/search (by metadata), GET /sbp_banks, GET /me (the payout
// balance), POST /personal_data (the recipient check), POST and GET /self_employed (the
// self-employed binding, decision 0034). HTTP Basic with the gateway's id and secret key.
// What the documentation left unconfirmed is listed in decisions 0031 and 0034.
import { BlockList, isIP } from 'node:net';
import { EMULATOR_HEADER, isPayoutTokenShape, kopecksToValue, valueToKopecks } from '@cabinet/contracts';
import { RateGate } from '../../lib/rate-gate.js';
import {
  ProviderRefused,
  ProviderUnavailable,
  type CreatePayoutRequest,
  type PayoutProvider,
  type ProviderCard,
  type ProviderPayout,
  type ProviderPayoutStatus,
  type SbpBank,
  type SelfEmployedBinding,
  type SelfEmployedStatus,
} from './provider.js';

/** The networks ЮKassa sends its notifications from (its «Входящие уведомления» page). */
export const YOOKASSA_WEBHOOK_NETWORKS = [
  '185.71.76.0/27',
  '185.71.77.0/27',
  '77.75.153.0/25',
  '77.75.156.11',
  '77.75.156.35',
  '77.75.154.128/25',
  '2a02:5180::/32',
];

/** How many times a call refused for the rate (429) is made before it counts as unanswered. */
const RATE_LIMITED_TRIES = 4;

export interface YookassaOptions {
  /** `https://api.yookassa.ru/v3`, or the emulator's address. */
  baseUrl: string;
  agentId: string;
  secretKey: string;
  /** Networks or addresses webhooks may come from. */
  webhookNetworks: readonly string[];
  timeoutMs: number;
  requestsPerSecond: number;
  /** Production: an answer of the emulator is an error, never a payout. */
  refuseEmulator: boolean;
}

interface Amount {
  value: string;
  currency: string;
}

interface PayoutObject {
  id: string;
  status: ProviderPayoutStatus;
  amount: Amount;
  created_at: string;
  succeeded_at?: string;
  metadata?: Record<string, string>;
  cancellation_details?: { party: string; reason: string };
  payout_destination?: {
    type: string;
    recipient_checked?: boolean;
    card?: { first6?: string; last4?: string; card_type?: string; issuer_country?: string; issuer_name?: string };
  };
  receipt?: { service_name: string; npd_receipt_id?: string; url?: string; amount?: Amount };
}

interface SelfEmployedObject {
  id: string;
  status: SelfEmployedStatus;
  itn?: string;
  confirmation?: { type: string; confirmation_url?: string };
}

function toBinding(o: SelfEmployedObject): SelfEmployedBinding {
  return {
    id: o.id,
    status: o.status,
    inn: o.itn ?? null,
    confirmationUrl: o.confirmation?.confirmation_url ?? null,
  };
}

/**
 * ЮKassa's reason, except a suspected fraud that an external participant (the recipient's bank)
 * declared rather than ЮKassa: that one has a next step of its own (a bank must refuse a recipient
 * listed in the Bank of Russia's database of transfers without consent), kept as
 * `fraud_suspected_by_bank`. ЮKassa's documentation and SDKs spell that party `payout_network` or
 * `payment_network`: anything but ЮKassa itself and the merchant counts.
 */
function cancellationReason(details: PayoutObject['cancellation_details']): string | null {
  if (!details) return null;
  const external = details.party !== 'yoo_money' && details.party !== 'yoo_kassa' && details.party !== 'merchant';
  return details.reason === 'fraud_suspected' && external ? 'fraud_suspected_by_bank' : details.reason;
}

/** The card a payout goes to, as ЮKassa names it (`payout_destination` of `type: 'bank_card'`); null without one. */
function cardOf(destination: PayoutObject['payout_destination']): ProviderCard | null {
  const card = destination?.type === 'bank_card' ? destination.card : undefined;
  if (!card || !/^\d{6}$/.test(card.first6 ?? '') || !/^\d{4}$/.test(card.last4 ?? '')) return null;
  const text = (s: string | undefined, max: number) => (s?.trim() ? s.trim().slice(0, max) : null);
  return {
    first6: card.first6!,
    last4: card.last4!,
    cardType: text(card.card_type, 40),
    issuerName: text(card.issuer_name, 100),
    issuerCountry: text(card.issuer_country, 2),
  };
}

function toPayout(o: PayoutObject): ProviderPayout {
  const orderId = Number(o.metadata?.order_id);
  return {
    id: o.id,
    status: o.status,
    amount: valueToKopecks(o.amount.value),
    orderId: Number.isSafeInteger(orderId) && orderId > 0 ? orderId : null,
    succeededAt: o.succeeded_at ? new Date(o.succeeded_at) : null,
    cancellationReason: cancellationReason(o.cancellation_details),
    recipientChecked: o.payout_destination?.recipient_checked ?? null,
    card: cardOf(o.payout_destination),
    createdAt: new Date(o.created_at),
    receipt: o.receipt
      ? {
          serviceName: o.receipt.service_name,
          receiptId: o.receipt.npd_receipt_id ?? null,
          url: o.receipt.url ?? null,
          // The receipt's amount is the payout's unless the request named another.
          amount: valueToKopecks((o.receipt.amount ?? o.amount).value),
        }
      : null,
  };
}

export function yookassaProvider(opts: YookassaOptions): PayoutProvider {
  const gate = new RateGate(opts.requestsPerSecond);
  const auth = `Basic ${Buffer.from(`${opts.agentId}:${opts.secretKey}`).toString('base64')}`;
  const senders = new BlockList();
  for (const entry of opts.webhookNetworks) {
    const [address, prefix] = entry.split('/');
    const family = isIP(address!) === 6 ? 'ipv6' : 'ipv4';
    if (prefix) senders.addSubnet(address!, Number(prefix), family);
    else senders.addAddress(address!, family);
  }

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, idempotenceKey?: string): Promise<T | undefined> {
    let res: Response;
    for (let attempt = 1; ; attempt++) {
      await gate.take();
      try {
        res = await fetch(`${opts.baseUrl.replace(/\/$/, '')}${path}`, {
          method,
          headers: {
            authorization: auth,
            accept: 'application/json',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(idempotenceKey ? { 'idempotence-key': idempotenceKey } : {}),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(opts.timeoutMs),
        });
      } catch (err) {
        // A timeout or a dropped connection: whether the provider acted is unknown.
        throw new ProviderUnavailable(`${method} ${path}: ${(err as Error).message}`, { cause: err });
      }
      // 429: refused for the rate, nothing was done; tried again a moment later (same key), a few times.
      if (res.status !== 429 || attempt >= RATE_LIMITED_TRIES) break;
      await res.arrayBuffer();
      // eslint-disable-next-line no-restricted-globals -- a pause before repeating one refused call, not background work
      await new Promise<void>((resolve) => setTimeout(resolve, 250 * attempt));
    }
    if (opts.refuseEmulator && res.headers.has(EMULATOR_HEADER)) {
      throw new ProviderRefused(res.status, 'emulator_refused', 'the payout emulator answered: production refuses it');
    }
    if (res.status === 404 && method === 'GET') return undefined;
    const text = await res.text();
    if (res.status >= 500 || res.status === 429) {
      // 429: too many requests, nothing was done; retried with the same key like a 5xx.
      throw new ProviderUnavailable(`${method} ${path}: ${res.status} ${text.slice(0, 200)}`);
    }
    if (!res.ok) {
      let code = 'error';
      let description = text.slice(0, 200);
      let parameter: string | null = null;
      try {
        const e = JSON.parse(text) as { code?: string; description?: string; parameter?: string };
        code = e.code ?? code;
        description = e.description ?? description;
        parameter = typeof e.parameter === 'string' ? e.parameter : null;
      } catch {
        // Not JSON: the status tells enough.
      }
      throw new ProviderRefused(res.status, code, `${method} ${path}: ${res.status} ${description}`, parameter);
    }
    try {
      return JSON.parse(text) as T;
    } catch (err) {
      // A 200 we cannot read might still be a payout made: treat it as no answer.
      throw new ProviderUnavailable(`${method} ${path}: unreadable answer`, { cause: err });
    }
  }

  /** The recipient check: ЮKassa compares this name with the one НСПК has for the phone's account. */
  async function personalData(recipient: NonNullable<CreatePayoutRequest['recipient']>, key: string): Promise<string> {
    const answer = await call<{ id: string }>(
      'POST',
      '/personal_data',
      {
        type: 'sbp_payout_recipient',
        last_name: recipient.lastName,
        first_name: recipient.firstName,
        ...(recipient.middleName ? { middle_name: recipient.middleName } : {}),
      },
      // Its own key derived from the payout's: a retry makes no second object either.
      `${key}-pd`,
    );
    return answer!.id;
  }

  return {
    name: 'yookassa',
    title: 'ЮKassa',
    cardWidget: { accountId: opts.agentId, isPayoutToken: isPayoutTokenShape },
    async preparePayout(req, key) {
      const dest = req.destination;
      // The recipient check compares a name with the one НСПК has for an SBP account: SBP only.
      const personal = req.recipient && dest.type === 'sbp' ? await personalData(req.recipient, key) : undefined;
      return {
        amount: { value: kopecksToValue(req.amount), currency: 'RUB' },
        // A card goes by its synonym instead of the destination's data («Выплаты на карты с использованием синонима»).
        ...(dest.type === 'sbp'
          ? { payout_destination_data: { type: 'sbp', phone: dest.phone, bank_id: dest.bankId } }
          : { payout_token: dest.payoutToken }),
        description: req.description.slice(0, 128),
        metadata: { order_id: String(req.orderId) },
        ...(personal ? { personal_data: [{ id: personal }] } : {}),
        // A self-employed recipient: ЮKassa checks the status, the rights and the yearly limit and
        // registers the receipt in «Мой налог» on the person's behalf.
        ...(req.selfEmployed
          ? { self_employed: { id: req.selfEmployed.id }, receipt_data: { service_name: req.selfEmployed.serviceName } }
          : {}),
      };
    },
    async sendPayout(body, key) {
      return toPayout((await call<PayoutObject>('POST', '/payouts', body, key))!);
    },
    async getPayout(id) {
      const o = await call<PayoutObject>('GET', `/payouts/${encodeURIComponent(id)}`);
      return o && toPayout(o);
    },
    async findPayoutsOfOrder(orderId) {
      const query = new URLSearchParams({ 'metadata[order_id]': String(orderId) });
      const answer = await call<{ items?: PayoutObject[] }>('GET', `/payouts/search?${query.toString()}`);
      return (answer?.items ?? []).map(toPayout);
    },
    async createSelfEmployed(req, key) {
      const body = { itn: req.inn, confirmation: { type: 'redirect' } };
      return toBinding((await call<SelfEmployedObject>('POST', '/self_employed', body, key))!);
    },
    async getSelfEmployed(id) {
      const o = await call<SelfEmployedObject>('GET', `/self_employed/${encodeURIComponent(id)}`);
      return o && toBinding(o);
    },
    async listBanks() {
      const answer = await call<{ items: { bank_id: string; name: string; bic: string }[] }>('GET', '/sbp_banks');
      return (answer?.items ?? []).map((b): SbpBank => ({ bankId: b.bank_id, name: b.name, bic: b.bic }));
    },
    async getBalance() {
      const me = await call<{ payout_balance?: Amount }>('GET', '/me');
      if (!me?.payout_balance) throw new ProviderUnavailable('GET /me: no payout_balance in the answer');
      return valueToKopecks(me.payout_balance.value);
    },
    isWebhookSender(address) {
      const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
      const family = isIP(plain);
      if (!family) return false;
      return senders.check(plain, family === 6 ? 'ipv6' : 'ipv4');
    },
  };
}
