// Sending approved payouts to the provider (decision 0031). A payout is marked `unknown` before its
// request leaves, and the request's body is stored before it leaves; the answer, when one comes, is
// stored in a transaction of its own. Whatever happens in between (a timeout, a 5xx, the process
// killed) leaves it `unknown`, and the sweep sends the stored body again with the same idempotence
// key — the provider answers the payout it made, never a second one. Nothing the member or the rules
// change meanwhile reaches a retry, and a refused retry returns no points: only the first request's
// refusal proves that no payout was made.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import { mapPooled } from '../../lib/rate-gate.js';
import {
  ProviderRefused,
  ProviderUnavailable,
  type PayoutProvider,
  type PayoutWireRequest,
} from '../../providers/payouts/provider.js';
import { recordDifference } from './differences.js';
import {
  claimPayouts,
  keepRequest,
  markUnanswered,
  returnToApproved,
  staleSubmitted,
  unknownPastRetries,
  type PayoutToSend,
} from './queries.js';
import { type NotSentReason, type Settled, settleContextOf, settlePayout, settleRefused } from './settle.js';
import { npdStatusBeforePayout, payoutSelfEmployed, type NpdStatusBeforePayout } from '../self-employed/service.js';
import { npdBarByEmployment, orderDecision } from '../tax/service.js';
import type { Env } from '../../config/env.js';
import type { NpdStatusChecker } from '../../providers/npd/npd-status.js';

export interface PayoutDeps {
  db: Db;
  clock: Clock;
  provider: PayoutProvider;
  /** The self-employed rules (the receipt's service name). */
  env: Env;
  /** ФНС's status check, asked before each payout to a self-employed member (decision 0054). */
  npdStatus: NpdStatusChecker;
  concurrency: number;
  /** How long an `unknown` payout is left alone before it is asked again (a request may still be on its way). */
  retryAfterMs: number;
  log: FastifyBaseLogger;
}

/** What operators read on a payout that waits for ФНС's answer about the member's status. */
const NPD_STATUS_UNANSWERED = 'ФНС не ответила на проверку статуса самозанятого: выплата отправится после ответа';

/** ЮKassa keeps an idempotence key 24 hours; past that a repeat could make a second payout. */
export const KEY_LIFETIME_MS = 24 * 3_600_000;
/** Retries stop well before the key's end; what is still unknown then waits for an operator. */
export const RETRY_WINDOW_MS = 20 * 3_600_000;

const CLAIM_BATCH = 500;

export interface Tally {
  sent: number;
  succeeded: number;
  cancelled: number;
  submitted: number;
  unanswered: number;
  mismatched: number;
  /** Not sent in this pass: ФНС did not answer the status check; a later pass sends them. */
  deferred: number;
}

const emptyTally = (): Tally => ({
  sent: 0,
  succeeded: 0,
  cancelled: 0,
  submitted: 0,
  unanswered: 0,
  mismatched: 0,
  deferred: 0,
});

/** What became of one payout in a pass. */
type Outcome = Settled | 'unanswered' | 'deferred';

function count(t: Tally, s: Outcome): void {
  if (s === 'succeeded') t.succeeded++;
  else if (s === 'cancelled') t.cancelled++;
  else if (s === 'submitted') t.submitted++;
  else if (s === 'unanswered') t.unanswered++;
  else if (s === 'mismatch') t.mismatched++;
  else if (s === 'deferred') t.deferred++;
}

/** One sending pass: ФНС's status answers by member, and the payouts put back to wait for one. */
export interface Pass {
  npdAsked: Map<string, Promise<NpdStatusBeforePayout>>;
  deferred: number[];
}

/** What the self-employed rules let a payout carry: its binding and receipt's service; null for an individual's. */
export type SelfEmployedPayout = { selfEmployed: { id: string; serviceName: string } | null; inn: string | null };

/**
 * The self-employed rules before a payout leaves (any rail): a self-employed member is paid as the
 * order decided at the request, with its binding and a receipt (decisions 0034, 0042); a binding lost
 * since stops it here, before anything leaves, and so does an employment with the company recorded
 * since (decision 0051): such a payout is no НПД income. ФНС is asked before each payout, not only at
 * night (decision 0054): a status lost since stops it; `wait` — ФНС did not answer, not in this pass.
 */
export async function selfEmployedBeforePayout(
  deps: Pick<PayoutDeps, 'db' | 'clock' | 'env' | 'npdStatus'>,
  p: { orderId: number; memberId: string },
  /** Who pays it: the binding must be theirs (the provider's or the bank's, decision 0057). */
  payer: string,
  npdAsked: Pass['npdAsked'],
): Promise<SelfEmployedPayout | NotSentReason | 'wait'> {
  const decision = await orderDecision(deps.db, p.orderId);
  if (decision?.regime !== 'self_employed') return { selfEmployed: null, inn: null };
  if (await npdBarByEmployment(deps.db, p.memberId, deps.clock.now())) return 'former_employee';
  const status = await npdStatusBeforePayout(deps, { memberId: p.memberId, inn: decision.inn }, npdAsked);
  if (status === 'lost') return 'npd_status_lost';
  if (status === 'unanswered') return 'wait';
  const selfEmployed = await payoutSelfEmployed(deps.db, deps.env, {
    orderId: p.orderId,
    npdBindingId: decision.npdBindingId,
    payer,
  });
  if (selfEmployed === 'unbound') return 'npd_not_bound';
  return { selfEmployed, inn: decision.inn };
}

/**
 * What the order itself carries to the provider, built the one time no request has left yet; or why
 * it is not sent (`wait`: ФНС did not answer the status check, so not in this pass).
 */
async function buildRequest(deps: PayoutDeps, p: PayoutToSend, pass: Pass): Promise<PayoutWireRequest | NotSentReason | 'wait'> {
  const checked = await selfEmployedBeforePayout(deps, p, deps.provider.name, pass.npdAsked);
  if (typeof checked === 'string') return checked;
  const { selfEmployed } = checked;
  return deps.provider.preparePayout(
    {
      orderId: p.orderId,
      amount: p.amount,
      destination: p.cardToken ? { type: 'card', payoutToken: p.cardToken } : { type: 'sbp', phone: p.phone!, bankId: p.bankId! },
      description: `Выплата по заявке № ${p.orderId}`,
      // The recipient check: only a name the identity review confirmed is sent.
      ...(p.identityConfirmed && p.lastName && p.firstName
        ? { recipient: { lastName: p.lastName, firstName: p.firstName, ...(p.middleName ? { middleName: p.middleName } : {}) } }
        : {}),
      ...(selfEmployed ? { selfEmployed } : {}),
    },
    p.key,
  );
}

/**
 * A request for an order that may have been paid already was refused (a retry, or a request whose
 * body was kept before it left): the refusal says nothing of what the provider did under the key,
 * so no points go back. The provider is asked by the order's number instead; what it has settles the
 * order, and when it has nothing the payout stays `unknown` for the sweep and the operators.
 */
async function refusedAfterSending(deps: PayoutDeps, p: PayoutToSend, err: ProviderRefused): Promise<Settled | 'unanswered'> {
  deps.log.warn(
    { orderId: p.orderId, status: err.status, code: err.code },
    'the provider refused a repeated payout request; the payout stays unknown until the provider tells what it made',
  );
  await deps.db.transaction((tx) => markUnanswered(tx, { orderId: p.orderId, error: err.message, at: deps.clock.now() }));
  return lookUpByOrder(deps, p.orderId);
}

/** The provider's payout of an order found by its number; several are a difference for operators. */
async function lookUpByOrder(deps: PayoutDeps, orderId: number): Promise<Settled | 'unanswered'> {
  const ctx = settleContextOf(deps);
  let found;
  try {
    found = await deps.provider.findPayoutsOfOrder(orderId);
  } catch (err) {
    if (err instanceof ProviderUnavailable || err instanceof ProviderRefused) return 'unanswered';
    throw err;
  }
  if (found.length === 0) return 'unanswered';
  if (found.length > 1) {
    const now = deps.clock.now();
    await deps.db.transaction(async (tx) => {
      for (const payout of found)
        await recordDifference(tx, {
          orderId,
          providerPayoutId: payout.id,
          kind: 'duplicate',
          ours: null,
          theirs: payout.status,
          at: now,
        });
    });
    return 'mismatch';
  }
  return settlePayout(ctx, orderId, found[0]!, deps.clock.now());
}

async function sendOne(deps: PayoutDeps, p: PayoutToSend, pass: Pass): Promise<Outcome> {
  const ctx = settleContextOf(deps);
  // Kept: a request may have left with it, and only exactly it may be sent again under the key.
  let request = p.request;
  let left = request !== null;
  try {
    if (!request) {
      const built = await buildRequest(deps, p, pass);
      if (built === 'wait') {
        // Nothing left for it: it waits `approved` for a pass when ФНС answers.
        await deps.db.transaction((tx) =>
          returnToApproved(tx, { orderId: p.orderId, error: NPD_STATUS_UNANSWERED, at: deps.clock.now() }),
        );
        pass.deferred.push(p.orderId);
        return 'deferred';
      }
      if (typeof built === 'string') return settleRefused(ctx, p.orderId, deps.clock.now(), built);
      // Stored before it leaves; another process's kept one, if it was first, is the one sent.
      const kept = await deps.db.transaction((tx) => keepRequest(tx, { orderId: p.orderId, request: built }));
      request = kept.request;
      left = !kept.ours;
    }
    const payout = await deps.provider.sendPayout(request, p.key);
    return await settlePayout(ctx, p.orderId, payout, deps.clock.now());
  } catch (err) {
    if (err instanceof ProviderRefused) {
      if (left) return refusedAfterSending(deps, p, err);
      // The first request under the key was refused (4xx): the provider made no payout with it. A
      // refusal of the card's synonym itself is the card's: it is dropped and the member told (decision 0056).
      deps.log.warn(
        { orderId: p.orderId, status: err.status, code: err.code, parameter: err.parameter },
        'the provider refused a payout request',
      );
      const ofCard = p.cardToken !== null && err.parameter === 'payout_token';
      return settleRefused(ctx, p.orderId, deps.clock.now(), ofCard ? 'payout_token_refused' : 'request_refused');
    }
    if (!(err instanceof ProviderUnavailable)) throw err;
    deps.log.warn(
      { orderId: p.orderId, err: { message: err.message } },
      'no answer from the provider; the payout will be asked again',
    );
    await deps.db.transaction((tx) => markUnanswered(tx, { orderId: p.orderId, error: err.message, at: deps.clock.now() }));
    return 'unanswered';
  }
}

/**
 * Sends every approved payout (or, `retry`, every unanswered one due again), `concurrency` at a
 * time within the provider's rate; a batch is claimed at a time so that several processes share
 * the work.
 */
export async function sendPayouts(deps: PayoutDeps, opts: { retry: boolean; signal?: AbortSignal }): Promise<Tally> {
  const tally = emptyTally();
  const pass: Pass = { npdAsked: new Map(), deferred: [] };
  for (;;) {
    opts.signal?.throwIfAborted();
    const now = deps.clock.now();
    const batch = await deps.db.transaction((tx) =>
      opts.retry
        ? claimPayouts(tx, {
            retry: true,
            provider: deps.provider.name,
            limit: CLAIM_BATCH,
            at: now,
            before: new Date(now.getTime() - deps.retryAfterMs),
            keptSince: new Date(now.getTime() - RETRY_WINDOW_MS),
          })
        : claimPayouts(tx, { retry: false, provider: deps.provider.name, limit: CLAIM_BATCH, at: now, skip: pass.deferred }),
    );
    if (batch.length === 0) return tally;
    const outcomes = await mapPooled(batch, deps.concurrency, (p) => sendOne(deps, p, pass));
    for (const o of outcomes) count(tally, o);
    tally.sent += outcomes.filter((o) => o !== 'deferred').length;
    // A retry pass takes each due payout once: those unanswered again wait for the next sweep.
    if (opts.retry) return tally;
  }
}

/** Reads back the payouts the provider has whose final status has not come (a webhook lost). */
export async function pollPayouts(deps: PayoutDeps, opts: { olderThanMs: number }): Promise<Tally> {
  const tally = emptyTally();
  const now = deps.clock.now();
  const stale = await staleSubmitted(deps.db, deps.provider.name, new Date(now.getTime() - opts.olderThanMs), CLAIM_BATCH);
  const outcomes = await mapPooled(stale, deps.concurrency, async (row): Promise<Settled | 'unanswered'> => {
    try {
      const payout = await deps.provider.getPayout(row.providerPayoutId!);
      if (!payout) return 'unanswered';
      return await settlePayout(settleContextOf(deps), row.orderId, payout, deps.clock.now());
    } catch (err) {
      if (err instanceof ProviderUnavailable || err instanceof ProviderRefused) return 'unanswered';
      throw err;
    }
  });
  for (const o of outcomes) count(tally, o);
  // Sent, never answered, past the retries: no longer asked again (the key may be forgotten and a
  // repeat would pay twice), only looked up by the order's number until the provider has it.
  const lost = await unknownPastRetries(deps.db, deps.provider.name, new Date(now.getTime() - RETRY_WINDOW_MS), CLAIM_BATCH);
  for (const o of await mapPooled(lost, deps.concurrency, (row) => lookUpByOrder(deps, row.orderId))) count(tally, o);
  return tally;
}
