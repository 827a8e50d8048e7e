// Which rail pays a withdrawal order, in one place (decision 0061). An order is paid by hand from the
// register ('manual'), by the payout provider ('provider', decision 0031) or by the bank's registry
// ('bank_registry', decision 0057). The rail is decided once, with the destination, when the order
// is made, and kept with it (`withdrawal_orders.rail`): the rail admins choose (`payout_rail`) is the
// one new orders get. Here: which orders each rail pays, which rail a new order gets, what the desk's
// «Выплатить» does for an order of each rail, and what the other features are told a member may
// withdraw to now. No other feature reads `payout_rail`.
import type { PayoutRail, WithdrawalErrorCode } from '@cabinet/contracts';
import type { PayoutMethods } from '../../app-deps.js';
import type { Queryable } from '../../db/types.js';
import type { JobSender } from '../../jobs/queue.js';
import { AppError } from '../../lib/app-error.js';
import type { PayoutProvider } from '../../providers/payouts/provider.js';
import type { RegistryBank } from '../../providers/payouts/registry-bank.js';
import { payOrder } from '../orders/service.js';
import { sendToBank, sendToProvider } from './handover.js';
import { readRail } from './queries.js';

/** What the configuration connects: the provider's API, the bank's registries; each may be absent. */
export interface Rails {
  provider: PayoutProvider | null;
  bank: RegistryBank | null;
}

export type PayoutDestination = 'sbp' | 'card' | 'account';

/** An order as the rules read it: where it goes, and whether it was decided as a самозанятый's (decision 0042). */
export interface RailOrder {
  to: PayoutDestination;
  selfEmployed: boolean;
}

/**
 * Which orders a rail pays:
 * - by hand, an individual's by SBP: the register's bank pays a phone; a самозанятый paid by hand would
 *   go without the ФНС check and the receipt (decision 0054), a card's synonym means nothing to a
 *   bank (decision 0056);
 * - the provider, an individual's by SBP and anyone's to a card: ЮKassa pays the self-employed only
 *   to cards (decision 0056);
 * - the bank's registry, a самозанятый's to their account: T-Bank's self-employed API pays nobody else.
 */
export function railPays(rail: PayoutRail, o: RailOrder): boolean {
  if (rail === 'provider') return o.to === 'card' || (o.to === 'sbp' && !o.selfEmployed);
  if (rail === 'bank_registry') return o.to === 'account' && o.selfEmployed;
  return o.to === 'sbp' && !o.selfEmployed;
}

/** Whether the configuration connects the rail's payer now (by hand needs nobody). */
const connected = (rail: PayoutRail, rails: Rails): boolean =>
  rail === 'manual' || (rail === 'provider' ? rails.provider !== null : rails.bank !== null);

/** Who a rail's payouts are handed to; null: an operator pays by hand. */
export function payerOf(rail: PayoutRail, rails: Rails): PayoutProvider | RegistryBank | null {
  return rail === 'provider' ? rails.provider : rail === 'bank_registry' ? rails.bank : null;
}

/** The rail admins chose for new orders, `manual` where none was chosen or its payer is not configured now. */
export async function programmeRail(db: Queryable, rails: Rails): Promise<PayoutRail> {
  const rail = await readRail(db);
  return connected(rail, rails) ? rail : 'manual';
}

/**
 * The rails a new order may get under the rail admins chose, tried in order: where the bank's
 * registry pays the self-employed, everyone else is paid by hand beside it.
 */
const NEW_ORDER_RAILS: Record<PayoutRail, readonly PayoutRail[]> = {
  manual: ['manual'],
  provider: ['provider'],
  bank_registry: ['bank_registry', 'manual'],
};

/** The rails new orders get under `programme`: the orders on any other wait on a rail no longer chosen. */
export const railsInForce = (programme: PayoutRail): readonly PayoutRail[] => NEW_ORDER_RAILS[programme];

/** The provider that pays new orders to cards — chosen for them, with its widget — or null. */
function cardsPaidBy(programme: PayoutRail, rails: Rails): PayoutProvider | null {
  return NEW_ORDER_RAILS[programme].includes('provider') && rails.provider?.cardWidget ? rails.provider : null;
}

export type NewOrderRefusal = Extract<
  WithdrawalErrorCode,
  | 'payout_cards_unavailable'
  | 'payout_account_not_found'
  | 'payout_card_required'
  | 'payout_account_required'
  | 'npd_payouts_paused'
>;

/** The one way each rail pays a самозанятый; a request another way is refused with it. */
const SELF_EMPLOYED_WAY: Record<PayoutRail, NewOrderRefusal> = {
  provider: 'payout_card_required',
  bank_registry: 'payout_account_required',
  manual: 'npd_payouts_paused',
};

/**
 * The rail a new order gets: the first rail in force that pays it. Else why not: `method` says the
 * refusal is a самозанятый's way of being paid, which the member reads after what their binding
 * lacks (the page asks them to bind first); any other refusal comes before it.
 */
export function railOfNewOrder(
  programme: PayoutRail,
  rails: Rails,
  o: RailOrder & { /** The provider a card's synonym belongs to. */ cardProvider?: string },
): { rail: PayoutRail } | { refused: NewOrderRefusal; method: boolean } {
  if (o.to === 'card') {
    const cards = cardsPaidBy(programme, rails);
    if (!cards || cards.name !== o.cardProvider) return { refused: 'payout_cards_unavailable', method: false };
  }
  const rail = NEW_ORDER_RAILS[programme].find((r) => railPays(r, o));
  if (rail) return { rail };
  // An account is the bank's registry's alone, and only a самозанятый's: nobody else's order goes to one.
  if (o.to === 'account' && !(o.selfEmployed && NEW_ORDER_RAILS[programme].includes('bank_registry')))
    return { refused: 'payout_account_not_found', method: false };
  return { refused: SELF_EMPLOYED_WAY[programme], method: programme !== 'manual' };
}

/** What a member may withdraw to under `programme` (the other features' question, `PayoutMethods`). */
export function payoutMethods(programme: PayoutRail, rails: Rails): PayoutMethods {
  const cards = cardsPaidBy(programme, rails);
  const pays = (to: PayoutDestination) => NEW_ORDER_RAILS[programme].some((r) => railPays(r, { to, selfEmployed: true }));
  return {
    cards,
    accounts: pays('account'),
    selfEmployed: cards && pays('card') ? 'card' : pays('account') ? 'account' : null,
    // By hand nobody binds; the provider still may, so that the member is ready when it pays again.
    binder: programme === 'bank_registry' ? rails.bank : rails.provider,
  };
}

/** `payoutMethods` under the rail admins chose now. */
export async function payoutMethodsNow(db: Queryable, rails: Rails): Promise<PayoutMethods> {
  return payoutMethods(await programmeRail(db, rails), rails);
}

/** Whether the desk's register for the bank lists an order: only those paid by hand. */
export const paidByHand = (rail: PayoutRail): boolean => rail === 'manual';

/** Why an order's rail cannot pay it now, as the operator reads it. */
const UNAVAILABLE: Record<Exclude<PayoutRail, 'manual'>, string> = {
  provider:
    'Заявку выплачивает платёжный сервис, а он сейчас не подключён. Подключите его, переведите заявку на способ выплат, выбранный сейчас («Перевести заявки на новый способ» в настройках), или отклоните её.',
  bank_registry:
    'Заявку выплачивает банк реестрами, а он сейчас не подключён. Подключите его или отклоните заявку: другой способ на счёт не платит.',
};

/** Refuses, before anything is recorded, an order whose rail's payer is not configured now: nothing else pays it. */
export function refuseUnpayable(rail: PayoutRail, rails: Rails): void {
  if (rail !== 'manual' && !connected(rail, rails)) throw new AppError('payout_rail_unavailable', { message: UNAVAILABLE[rail] });
}

export type DeskOutcome = 'paid' | 'sent_to_provider' | 'sent_to_bank';

/**
 * What the desk's «Выплатить» does for an order of each rail, whatever rail is chosen now: by hand it
 * records the payment made from the register (frozen → payouts, the member told); the provider's and
 * the bank's hand the order over with the job that sends it.
 */
export async function payByOrderRail(
  tx: Queryable,
  deps: Rails & { jobs: JobSender },
  order: { id: number; amount: number; rail: PayoutRail },
  by: string,
  at: Date,
): Promise<DeskOutcome> {
  refuseUnpayable(order.rail, deps);
  const handover = { orderId: order.id, amount: order.amount, approvedBy: by, at };
  if (order.rail === 'provider') {
    await sendToProvider(tx, { jobs: deps.jobs, provider: deps.provider! }, handover);
    return 'sent_to_provider';
  }
  if (order.rail === 'bank_registry') {
    await sendToBank(tx, { jobs: deps.jobs, bank: deps.bank! }, handover);
    return 'sent_to_bank';
  }
  await payOrder(tx, { orderId: order.id, operator: by, at, jobs: deps.jobs });
  return 'paid';
}
