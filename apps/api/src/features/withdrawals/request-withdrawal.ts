import { createHash } from 'node:crypto';
import {
  errorCatalogue,
  MIN_WITHDRAWAL_POINTS,
  PHONE_RE,
  stripNonDigits,
  withdrawalDestination,
  type PayoutRail,
  type RequestWithdrawalBody,
  type RequestWithdrawalResponse,
  type WithdrawalDestination,
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
import { findActiveCard } from '../payout-cards/service.js';
import { findActiveAccount } from '../payout-accounts/service.js';
import { payerOf, programmeRail, railOfNewOrder, type Rails } from '../payouts/service.js';

export interface WithdrawalAnswer {
  statusCode: 200 | 422;
  body: RequestWithdrawalResponse;
}

function refusal(errorCode: WithdrawalErrorCode): WithdrawalAnswer {
  return { statusCode: 422, body: { success: false, order: null, error: errorCatalogue[errorCode].message, errorCode } };
}

/**
 * What makes two requests "the same": the destination and the amount as the rules read them — by SBP
 * written in `destination` or as the specification's fields alike, and as the keys kept before.
 */
function requestHash(body: RequestWithdrawalBody): string {
  const to = withdrawalDestination(body);
  const amount = toKopecks(body.amount);
  const canonical =
    to.kind === 'account'
      ? JSON.stringify(['account', to.accountId, amount])
      : to.kind === 'card'
        ? JSON.stringify(['card', to.cardId, amount])
        : JSON.stringify([to.bankId, amount, stripNonDigits(to.phone)]);
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
 * account (decision 0057); a card only where new orders may go to cards now (rails.ts).
 */
async function destinationOf(
  tx: Queryable,
  rails: Rails,
  programme: PayoutRail,
  memberId: string,
  to: WithdrawalDestination,
): Promise<{ destination: OrderDestination; cardProvider?: string } | WithdrawalErrorCode> {
  if (to.kind === 'account') {
    const account = await findActiveAccount(tx, memberId, to.accountId);
    if (!account) return 'payout_account_not_found';
    return { destination: { kind: 'account', account } };
  }
  if (to.kind === 'card') {
    const card = await findActiveCard(tx, memberId, to.cardId);
    if (!card) return 'payout_card_not_found';
    // Known before the balance is read: whether anyone pays a card now does not depend on the member.
    const paid = railOfNewOrder(programme, rails, { to: 'card', selfEmployed: false, cardProvider: card.provider });
    if ('refused' in paid) return paid.refused;
    return { destination: { kind: 'card', card }, cardProvider: card.provider };
  }
  const bank = await findBank(tx, to.bankId);
  if (!bank) return 'bank_not_found';
  const phone = stripNonDigits(to.phone);
  if (!PHONE_RE.test(phone)) return 'invalid_phone';
  return { destination: { kind: 'sbp', bank, phone } };
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
  // The rail new orders get now, read once: the order keeps the one decided here (decision 0061).
  const programme = await programmeRail(tx, rails);
  const found = await destinationOf(tx, rails, programme, memberId, withdrawalDestination(body));
  if (typeof found === 'string') return refusal(found);
  const { destination } = found;

  const amount = toKopecks(body.amount);
  const available = await lockMemberAccount(tx, memberId, 'available');
  if (amount > available) return refusal('insufficient_funds');
  // Computed under the available account's lock: the member's parallel requests see each other's income.
  // The regime is the one that applies: a declared one not yet verified is taxed as an individual's (decision 0043).
  const tax = await withdrawalTax(tx, memberId, amount, at);
  const selfEmployed = tax.regime === 'self_employed';
  // Which rail pays it, with the self-employed's rules: the provider pays them to cards, the bank's
  // registry to their account, by hand nobody (decisions 0054, 0056, 0057).
  const decided = railOfNewOrder(programme, rails, {
    to: destination.kind,
    selfEmployed,
    ...(found.cardProvider ? { cardProvider: found.cardProvider } : {}),
  });
  if ('refused' in decided && !decided.method) return refusal(decided.refused);
  // A самозанятый: only while bound by who pays them, within the year's limit (decision 0034); the
  // binding is asked before the way they are paid, which the member chooses once bound.
  const payer = 'rail' in decided ? payerOf(decided.rail, rails) : payerOf(programme, rails);
  if (selfEmployed) {
    const npd = await selfEmployedRefusal(tx, env, {
      memberId,
      amount,
      year: Number(moscowDate(at).slice(0, 4)),
      payer: payer?.name ?? null,
    });
    if (npd) return refusal(npd);
  }
  if ('refused' in decided) return refusal(decided.refused);
  const orderId = await createOrder(tx, { memberId, destination, rail: decided.rail, amount, withheld: tax.withheld, at });
  await recordOrderTax(tx, { orderId, memberId, tax, at });
  // One decision per order, kept with it: the payout carries it, never the member's profile of that day (decision 0042).
  const npdBindingId = selfEmployed ? await npdBindingOf(tx, memberId, payer?.name ?? null) : null;
  await recordOrderDecision(tx, { orderId, tax, inn: tax.inn, npdBindingId, at });
  const order = await findOrderCard(tx, memberId, orderId);
  return { statusCode: 200, body: { success: true, order: order!, error: null, errorCode: null } };
}
