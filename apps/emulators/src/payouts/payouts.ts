// The payouts the emulator has taken: each stays `pending` for `settleMs`, then succeeds or is
// cancelled as the configuration says (by phone or card, the one-time limit, the recipient check,
// the balance), its notification is sent, and a self-employed person's receipt is registered.
import { randomUUID } from 'node:crypto';
import { kopecksToValue, valueToKopecks } from '@cabinet/contracts';
import type { EmulatorConfig } from './config.js';
import type { CardDestination, PayoutRequest, SbpDestination } from './payout-request.js';
import type { SelfEmployedEmulator } from './self-employed.js';

export interface PayoutObject {
  id: string;
  status: 'pending' | 'succeeded' | 'canceled';
  amount: { value: string; currency: 'RUB' };
  payout_destination: SbpDestination | CardDestination;
  description?: string;
  created_at: string;
  succeeded_at?: string;
  metadata?: Record<string, string>;
  cancellation_details?: { party: 'yoo_money' | 'payment_network'; reason: string };
  self_employed?: { id: string };
  receipt?: { service_name: string; npd_receipt_id?: string; url?: string; amount: { value: string; currency: 'RUB' } };
  test: boolean;
}

/** ЮKassa's largest single payout by SBP; the emulator holds cards to it too. */
const ONE_TIME_LIMIT = 500_000_00;
/** Reasons that come from the recipient's bank or the payment system, not from ЮKassa. */
const NETWORK_REASONS = ['rejected_by_payee', 'issuer_unavailable', 'recipient_not_found'];

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const normalName = (s: string) => s.trim().toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ');

export interface PayoutBook {
  /** Takes a checked request: the payout, `pending` until it settles. */
  make(request: PayoutRequest, body: { description?: unknown; metadata?: unknown }): PayoutObject;
  get(id: string): PayoutObject | undefined;
  all(): PayoutObject[];
  notify(p: PayoutObject): Promise<void>;
  registerDelayedReceipts(): number;
  close(): void;
}

export function createPayoutBook(config: EmulatorConfig, selfEmployed: SelfEmployedEmulator): PayoutBook {
  const payouts = new Map<string, PayoutObject>();
  const timers = new Set<NodeJS.Timeout>();
  const delayedReceipts = new Set<PayoutObject>();
  let closing = false;

  function later(ms: number, run: () => void): void {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  }

  /** ЮKassa registers the receipt in «Мой налог» on the person's behalf; the payout then carries it. */
  function registerReceipt(p: PayoutObject): void {
    delayedReceipts.delete(p);
    if (p.self_employed && p.receipt && !p.receipt.npd_receipt_id)
      Object.assign(p.receipt, selfEmployed.registerReceipt(p.self_employed.id, p.receipt));
  }

  async function notify(p: PayoutObject): Promise<void> {
    if (!config.webhookUrl || p.status === 'pending') return;
    const body = JSON.stringify({ type: 'notification', event: `payout.${p.status}`, object: p });
    for (let copy = 0; copy < config.webhookCopies; copy++) {
      // ЮKassa repeats a notification that was not answered 200; a few tries are enough here.
      for (let attempt = 0; attempt < 5 && !closing; attempt++) {
        try {
          const res = await fetch(config.webhookUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body,
            signal: AbortSignal.timeout(10_000),
          });
          await res.arrayBuffer();
          if (res.ok) break;
        } catch {
          // The API is away: try again in a moment.
        }
        await pause(1000 * (attempt + 1));
      }
    }
  }

  /** Why the payout is cancelled, or undefined when it succeeds; `byNetwork` when the recipient's side refused. */
  function cancellation(p: PayoutObject, request: PayoutRequest): { reason: string; byNetwork: boolean } | undefined {
    const amount = valueToKopecks(p.amount.value);
    const dest = p.payout_destination;
    const key = dest.type === 'sbp' ? dest.phone : request.pan!;
    const byNetwork = (dest.type === 'sbp' ? config.networkCancelPhones : config.networkCancelCards)[key];
    if (byNetwork) return { reason: byNetwork, byNetwork: true };
    const listed = (dest.type === 'sbp' ? config.cancelPhones : config.cancelCards)[key];
    if (listed) return { reason: listed, byNetwork: false };
    if (amount > ONE_TIME_LIMIT) return { reason: 'one_time_limit_exceeded', byNetwork: false };
    const holder = dest.type === 'sbp' ? config.holders[dest.phone] : undefined;
    if (dest.type === 'sbp' && request.personalName && holder) {
      dest.recipient_checked = true;
      if (normalName(holder) !== normalName(request.personalName)) return { reason: 'recipient_check_failed', byNetwork: false };
    }
    if (amount > config.balance) return { reason: 'insufficient_funds', byNetwork: false };
    return undefined;
  }

  function settle(p: PayoutObject, request: PayoutRequest): void {
    const cancelled = cancellation(p, request);
    if (cancelled) {
      p.status = 'canceled';
      p.cancellation_details = {
        party: cancelled.byNetwork || NETWORK_REASONS.includes(cancelled.reason) ? 'payment_network' : 'yoo_money',
        reason: cancelled.reason,
      };
    } else {
      config.balance -= valueToKopecks(p.amount.value);
      p.status = 'succeeded';
      p.succeeded_at = new Date().toISOString();
      // The receipt comes with the payout, or (as ЮKassa may) later: the payout is read again for it.
      if (p.self_employed && p.receipt && config.receiptDelayMs > 0) {
        delayedReceipts.add(p);
        later(config.receiptDelayMs, () => registerReceipt(p));
      } else registerReceipt(p);
    }
    void notify(p);
  }

  return {
    make(request, body) {
      const amount = { value: kopecksToValue(request.kopecks), currency: 'RUB' as const };
      const se = request.selfEmployed;
      const p: PayoutObject = {
        id: `po-${randomUUID()}`,
        status: 'pending',
        amount,
        payout_destination: request.destination,
        ...(typeof body.description === 'string' ? { description: body.description } : {}),
        created_at: new Date().toISOString(),
        ...(body.metadata ? { metadata: body.metadata as Record<string, string> } : {}),
        ...(se ? { self_employed: { id: se.object.id }, receipt: { service_name: se.serviceName, amount: { ...amount } } } : {}),
        test: true,
      };
      payouts.set(p.id, p);
      later(config.settleMs, () => settle(p, request));
      return p;
    },
    get: (id) => payouts.get(id),
    all: () => [...payouts.values()],
    notify,
    registerDelayedReceipts() {
      const held = [...delayedReceipts];
      held.forEach(registerReceipt);
      return held.length;
    },
    close() {
      closing = true;
      for (const t of timers) clearTimeout(t);
    },
  };
}
