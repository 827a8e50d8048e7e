import { createHash } from 'node:crypto';
import {
  errorCatalogue,
  MIN_WITHDRAWAL_POINTS,
  PHONE_RE,
  stripNonDigits,
  type RequestWithdrawalBody,
  type RequestWithdrawalResponse,
  type WithdrawalErrorCode,
} from '@cabinet/contracts';
import type { Db, Queryable } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { findBank } from '../banks/service.js';
import { lockMemberAccount } from '../../ledger/accounts.js';
import { toKopecks } from '../../ledger/amounts.js';
import { createOrder, findOrderCard, type OrderDestination } from '../orders/service.js';
import { recordOrderDecision, recordOrderTax, withdrawalTax } from '../tax/service.js';
import { npdBindingOf, selfEmployedRefusal } from '../self-employed/service.js';
import { moscowDate } from '../../lib/moscow-time.js';
import { acceptancePending } from '../legal/service.js';
import type { Env } from '../../config/env.js';
import type { PayoutProvider } from '../../providers/payouts/provider.js';
import { cardProviderOn, findActiveCard } from '../payout-cards/service.js';
import { findActiveAccount } from '../payout-accounts/service.js';
import { activeRail, type Rails } from '../payouts/service.js';

export interface WithdrawalAnswer {
  statusCode: 200 | 422;
  body: RequestWithdrawalResponse;
}

function refusal(errorCode: WithdrawalErrorCode): WithdrawalAnswer {
  return { statusCode: 422, body: { success: false, order: null, error: errorCatalogue[errorCode].message, errorCode } };
}

/** What makes two requests "the same": the body as the rules read it (a card's order reads no bank or phone). */
function requestHash(body: RequestWithdrawalBody): string {
  const canonical = body.accountId
    ? JSON.stringify(['account', body.accountId, toKopecks(body.amount)])
    : body.cardId
      ? JSON.stringify(['card', body.cardId, toKopecks(body.amount)])
      : JSON.stringify([body.bankId, toKopecks(body.amount), stripNonDigits(body.phone)]);
  return createHash('sha256').update(canonical).digest('hex');
}

/**
 * POST /api/withdrawal/: checks the rules, freezes the amount and opens the order, all in one
 * transaction, exactly once per idempotency key. The key's row is inserted first: a parallel
 * request with the same key waits on its primary key until this one commits, then reads the
 * stored answer. A refusal is an answer too (422, nothing else written), so a repeat gets it again.
 */
export async function requestWithdrawal(
  db: Db,
  env: Env,
  rails: Rails,
  input: { memberId: string; idempotencyKey: string; body: RequestWithdrawalBody; at: Date },
): Promise<WithdrawalAnswer> {
  const hash = requestHash(input.body);
  return db.transaction(async (tx) => {
    const claimed = await tx.query(
      `INSERT INTO withdrawal_requests (member_id, idempotency_key, request_hash, created_at)
       VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING 1`,
      [input.memberId, input.idempotencyKey, hash, input.at],
    );
    if (claimed.rowCount === 0) return storedAnswer(tx, input.memberId, input.idempotencyKey, hash);

    const answer = await decide(tx, env, rails, input);
    await tx.query(
      'UPDATE withdrawal_requests SET status_code = $3, response = $4::jsonb WHERE member_id = $1 AND idempotency_key = $2',
      [input.memberId, input.idempotencyKey, answer.statusCode, JSON.stringify(answer.body)],
    );
    return answer;
  });
}

async function storedAnswer(tx: Queryable, memberId: string, key: string, hash: string): Promise<WithdrawalAnswer> {
  const { rows } = await tx.query<{ request_hash: string; status_code: 200 | 422; response: RequestWithdrawalResponse }>(
    'SELECT request_hash, status_code, response FROM withdrawal_requests WHERE member_id = $1 AND idempotency_key = $2',
    [memberId, key],
  );
  const stored = rows[0]!;
  if (stored.request_hash !== hash) throw new AppError('idempotency_mismatch');
  return { statusCode: stored.status_code, body: stored.response };
}

/**
 * Where the money goes: a bank and a phone by SBP, one of the member's cards (decision 0056) or their
 * account (decision 0057). `cardsBy`: the provider that pays cards on the rail read, if any.
 */
async function destinationOf(
  tx: Queryable,
  cardsBy: PayoutProvider | null,
  memberId: string,
  body: RequestWithdrawalBody,
): Promise<OrderDestination | WithdrawalErrorCode> {
  if (body.accountId) {
    const account = await findActiveAccount(tx, memberId, body.accountId);
    if (!account) return 'payout_account_not_found';
    return { kind: 'account', account };
  }
  if (body.cardId) {
    const card = await findActiveCard(tx, memberId, body.cardId);
    if (!card) return 'payout_card_not_found';
    if (!cardsBy || cardsBy.name !== card.provider) return 'payout_cards_unavailable';
    return { kind: 'card', card };
  }
  const bank = await findBank(tx, body.bankId);
  if (!bank) return 'bank_not_found';
  const phone = stripNonDigits(body.phone);
  if (!PHONE_RE.test(phone)) return 'invalid_phone';
  return { kind: 'sbp', bank, phone };
}

async function decide(
  tx: Queryable,
  env: Env,
  rails: Rails,
  { memberId, body, at }: { memberId: string; body: RequestWithdrawalBody; at: Date },
): Promise<WithdrawalAnswer> {
  const identity = await tx.query<{ status: string }>('SELECT status FROM identity_documents WHERE member_id = $1', [memberId]);
  if (identity.rows[0]?.status !== 'confirmed') return refusal('identity_not_confirmed');
  // A published version of the rules or of the consent is accepted before the next withdrawal (decision 0049).
  if (await acceptancePending(tx, memberId)) return refusal('legal_acceptance_required');
  if (body.amount < MIN_WITHDRAWAL_POINTS) return refusal('amount_too_small');
  const rail = await activeRail(tx, rails);
  const cardsBy = cardProviderOn(rail, rails.provider);
  const destination = await destinationOf(tx, cardsBy, memberId, body);
  if (typeof destination === 'string') return refusal(destination);

  const amount = toKopecks(body.amount);
  const available = await lockMemberAccount(tx, memberId, 'available');
  if (amount > available) return refusal('insufficient_funds');
  // Computed under the available account's lock: the member's parallel requests see each other's income.
  // The regime is the one that applies: a declared one not yet verified is taxed as an individual's (decision 0043).
  const tax = await withdrawalTax(tx, memberId, amount, at);
  // A self-employed member: only while bound (by who pays them now), within the year's limit
  // (decision 0034); where the provider pays, only to a card — ЮKassa pays the self-employed to
  // cards, not by SBP (decision 0056); where the bank's registry pays, only to the account (decision 0057).
  // An account is the bank's registry's alone: nobody else's order goes to one.
  const bankPays = rail === 'bank_registry' && tax.regime === 'self_employed';
  if (destination.kind === 'account' && !bankPays) return refusal('payout_account_not_found');
  // Who pays a самозанятый now: their binding must be with them.
  const payer = rail === 'bank_registry' ? rails.bank!.name : rail === 'provider' ? rails.provider!.name : null;
  if (tax.regime === 'self_employed') {
    const npd = await selfEmployedRefusal(tx, env, { memberId, amount, year: Number(moscowDate(at).slice(0, 4)), payer });
    if (npd) return refusal(npd);
    if (bankPays && destination.kind !== 'account') return refusal('payout_account_required');
    if (destination.kind === 'sbp' && cardsBy) return refusal('payout_card_required');
  }
  const orderId = await createOrder(tx, { memberId, destination, amount, withheld: tax.withheld, at });
  await recordOrderTax(tx, { orderId, memberId, tax, at });
  // One decision per order, kept with it: the payout carries it, never the member's profile of that day (decision 0042).
  const npdBindingId = tax.regime === 'self_employed' ? await npdBindingOf(tx, memberId, payer) : null;
  await recordOrderDecision(tx, { orderId, tax, inn: tax.inn, npdBindingId, at });
  const order = await findOrderCard(tx, memberId, orderId);
  return { statusCode: 200, body: { success: true, order: order!, error: null, errorCode: null } };
}
