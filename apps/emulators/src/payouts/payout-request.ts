// The checks ЮKassa makes of `POST /v3/payouts` before it takes a payout: the amount, where the money
// goes (SBP or a card's synonym, exactly one), the recipient check's data and the self-employed
// person. An emulator must refuse what the real provider refuses, or the API is tested against a
// kinder service than the one it will meet.
import { isPayoutTokenShape, valueToKopecks } from '@cabinet/contracts';
import { EMULATED_BANKS } from './banks.js';
import type { CardWidgetEmulator, IssuedCard } from './card-widget.js';
import type { SelfEmployedEmulator, SelfEmployedObject } from './self-employed.js';

export interface SbpDestination {
  type: 'sbp';
  phone: string;
  bank_id: string;
  recipient_checked: boolean;
}

export interface CardDestination {
  type: 'bank_card';
  card: Omit<IssuedCard, 'payout_token'>;
  /** A card has no recipient check; declared absent so code reading it off either destination still compiles. */
  recipient_checked?: never;
}

/** A request that passed: what the payout is made of. */
export interface PayoutRequest {
  kopecks: number;
  destination: SbpDestination | CardDestination;
  /** The card's number, kept out of the payout object (ЮKassa shows only the first and last digits). */
  pan?: string;
  /** The recipient's «Фамилия Имя Отчество» from `personal_data`, for the SBP recipient check. */
  personalName?: string;
  selfEmployed?: { object: SelfEmployedObject; serviceName: string };
}

interface RequestContext {
  config: { npdInactiveInns: string[] };
  cards: CardWidgetEmulator;
  selfEmployed: SelfEmployedEmulator;
  /** The name saved by `POST /v3/personal_data` under an id. */
  personalName(id: string): string | undefined;
}

type Refusal = { status: 400; answer: { type: 'error'; code: 'invalid_request'; description: string; parameter: string } };

const refuse = (parameter: string, description = parameter): Refusal => ({
  status: 400,
  answer: { type: 'error', code: 'invalid_request', description, parameter },
});

export function readPayoutRequest(body: Record<string, unknown>, ctx: RequestContext): { request: PayoutRequest } | Refusal {
  const amount = body.amount as { value?: string; currency?: string } | undefined;
  let kopecks: number;
  try {
    kopecks = valueToKopecks(amount?.value ?? '');
  } catch {
    return refuse('amount.value');
  }
  if (amount?.currency !== 'RUB' || kopecks < 1_00) return refuse('amount');

  const dest = body.payout_destination_data as { type?: string; phone?: string; bank_id?: string } | undefined;
  const token = body.payout_token;
  if (dest !== undefined && token !== undefined) return refuse('payout_token');
  let destination: PayoutRequest['destination'];
  let pan: string | undefined;
  if (token !== undefined) {
    // A synonym not of the widget's shape, or one never issued, is no card: refused, nothing made.
    if (!isPayoutTokenShape(token)) return refuse('payout_token', 'Malformed payout_token');
    const card = ctx.cards.card(token);
    if (!card) return refuse('payout_token', 'Unknown payout_token');
    const { pan: number, ...shown } = card;
    destination = { type: 'bank_card', card: shown };
    pan = number;
  } else {
    if (dest?.type !== 'sbp' || !/^7\d{10}$/.test(dest.phone ?? '') || !EMULATED_BANKS.some((b) => b.bank_id === dest.bank_id))
      return refuse('payout_destination_data');
    destination = { type: 'sbp', phone: dest.phone!, bank_id: dest.bank_id!, recipient_checked: false };
  }

  const personalIds = (body.personal_data as { id: string }[] | undefined) ?? [];
  // The emulator keeps only `sbp_payout_recipient` data, and ЮKassa checks the recipient by SBP alone.
  if (destination.type === 'bank_card' && personalIds.length > 0) return refuse('personal_data');
  const personalName = personalIds.map((p) => ctx.personalName(p.id)).find(Boolean);
  if (personalIds.length > 0 && !personalName) return refuse('personal_data');

  const se = body.self_employed as { id?: string } | undefined;
  const receiptData = body.receipt_data as { service_name?: string } | undefined;
  let selfEmployed: PayoutRequest['selfEmployed'];
  if (se !== undefined) {
    const object = ctx.selfEmployed.get(se.id ?? '');
    // Without granted rights ЮKassa cannot register the receipt, and it checks the НПД status
    // itself before each payout: either way the payout is not made.
    const statusLost = object !== undefined && ctx.config.npdInactiveInns.includes(object.itn);
    if (!object || object.status !== 'confirmed' || statusLost || !receiptData?.service_name)
      return refuse('self_employed.id', 'self_employed');
    // ЮKassa pays a self-employed person only to a card or a ЮMoney wallet, never by SBP.
    if (destination.type === 'sbp') return refuse('payout_destination_data');
    selfEmployed = { object, serviceName: receiptData.service_name };
  }
  return {
    request: {
      kopecks,
      destination,
      ...(pan ? { pan } : {}),
      ...(personalName ? { personalName } : {}),
      ...(selfEmployed ? { selfEmployed } : {}),
    },
  };
}
