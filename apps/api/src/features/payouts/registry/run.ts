// The bank's registry rail (decision 0057). A pass gathers the approved payouts of the bank into a
// registry — each asked of ФНС first, like a payout by the provider (decision 0054) — and moves every
// open registry through the bank's steps: create, sign, pay, read back, receipts. Each step is a
// request with a correlationId stored before it leaves; the step's result, asked by that id, is the
// truth: the request is sent (again, unchanged) only while the bank has no result for it, so a lost
// answer never signs or pays twice. Money moves in the ledger only by what the bank says of each
// payout (settle.ts); a payout the bank left out or rejected goes back with the bank's reason.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../../config/env.js';
import type { Db } from '../../../db/types.js';
import type { Clock } from '../../../lib/clock.js';
import type { NpdStatusChecker } from '../../../providers/npd/npd-status.js';
import { ProviderRefused, ProviderUnavailable, type ProviderPayout } from '../../../providers/payouts/provider.js';
import type {
  RegistryBank,
  RegistryPayment,
  RegistryPaymentError,
  RegistryStep,
  RegistryStepResult,
} from '../../../providers/payouts/registry-bank.js';
import { recordReceipt } from '../../self-employed/service.js';
import { settlePayout, settleRefused, type SettleContext } from '../settle.js';
import { returnToApproved } from '../queries.js';
import { selfEmployedBeforePayout, type Pass } from '../submit.js';
import {
  claimBankPayouts,
  insertRegistry,
  leaseRegistry,
  openPayoutsOf,
  openRegistries,
  paidPayoutsOf,
  readRegistry,
  releaseAbandoned,
  updateRegistry,
  type RegistryRow,
  type RegistryState,
} from './queries.js';

export interface RegistryDeps {
  db: Db;
  clock: Clock;
  env: Env;
  bank: RegistryBank;
  npdStatus: NpdStatusChecker;
  log: FastifyBaseLogger;
}

/** A registry holds at most this many payouts (the bank's limit is not documented; a day's volume fits). */
const REGISTRY_SIZE = 1_000;
/** How long a process holds a registry while it talks to the bank. */
const LEASE_MS = 5 * 60_000;
/** Taken payouts no registry holds after this long were left by a stopped process. */
const ABANDONED_MS = 10 * 60_000;
/** The bank keeps a step's result two days: past that, «no result» no longer proves it never arrived. */
const RESULT_KEPT_MS = 2 * 86_400_000;
/** A step the bank refused (no money, a sign refused) is tried again this much later. */
const STEP_RETRY_MS = 10 * 60_000;

const NPD_STATUS_UNANSWERED = 'ФНС не ответила на проверку статуса самозанятого: выплата войдёт в реестр после ответа';

/** The step each state waits on, and the state its success leads to. */
const STEPS: Partial<Record<RegistryState, { step: RegistryStep; next: RegistryState }>> = {
  creating: { step: 'create', next: 'submitting' },
  submitting: { step: 'submit', next: 'paying' },
  paying: { step: 'pay', next: 'executing' },
  receipts: { step: 'receipts', next: 'done' },
};

export interface RegistryTally {
  registries: number;
  payouts: number;
  succeeded: number;
  cancelled: number;
  deferred: number;
}

function settleContext(deps: RegistryDeps): SettleContext {
  return { db: deps.db, title: deps.bank.title, name: deps.bank.name };
}

/** Our id of a payout at the bank: the registry's and the order's number in it. */
const payoutIdOf = (bank: string, registryId: number, orderId: number) => `${bank}:${registryId}:${orderId}`;

function bankPayout(
  deps: RegistryDeps,
  registryId: number,
  p: { orderId: number; amount: number },
  status: ProviderPayout['status'],
  reason: string | null,
): ProviderPayout {
  const now = deps.clock.now();
  return {
    id: payoutIdOf(deps.bank.name, registryId, p.orderId),
    status,
    amount: p.amount,
    orderId: p.orderId,
    succeededAt: status === 'succeeded' ? now : null,
    cancellationReason: reason,
    recipientChecked: null,
    createdAt: now,
    receipt: null,
    card: null,
  };
}

/** Gathers the approved payouts into registries of the bank, each payout checked first. */
async function assemble(deps: RegistryDeps, tally: RegistryTally, signal?: AbortSignal): Promise<void> {
  const pass: Pass = { npdAsked: new Map(), deferred: [] };
  const ctx = settleContext(deps);
  await deps.db.transaction((tx) =>
    releaseAbandoned(tx, {
      bank: deps.bank.name,
      before: new Date(deps.clock.now().getTime() - ABANDONED_MS),
      at: deps.clock.now(),
    }),
  );
  for (;;) {
    signal?.throwIfAborted();
    const now = deps.clock.now();
    const taken = await deps.db.transaction((tx) =>
      claimBankPayouts(tx, { bank: deps.bank.name, limit: REGISTRY_SIZE, at: now, skip: pass.deferred }),
    );
    if (taken.length === 0) return;
    const payments: RegistryPayment[] = [];
    for (const p of taken) {
      const checked = await selfEmployedBeforePayout(deps, p, deps.bank.name, pass.npdAsked);
      if (checked === 'wait') {
        await deps.db.transaction((tx) =>
          returnToApproved(tx, { orderId: p.orderId, error: NPD_STATUS_UNANSWERED, at: deps.clock.now() }),
        );
        pass.deferred.push(p.orderId);
        tally.deferred++;
        continue;
      }
      // Not sent at all (the status lost, not bound at the bank, a former employee): the points go back.
      if (typeof checked === 'string' || !checked.selfEmployed || !checked.inn) {
        await settleRefused(ctx, p.orderId, deps.clock.now(), typeof checked === 'string' ? checked : 'npd_not_bound');
        tally.cancelled++;
        continue;
      }
      payments.push({
        number: p.orderId,
        amount: p.amount,
        // The bank registers the receipt under the payment's purpose: the service, with the order for the statement.
        purpose: `${checked.selfEmployed.serviceName} по заявке № ${p.orderId}`,
        inn: checked.inn,
        lastName: p.lastName,
        firstName: p.firstName,
        ...(p.middleName ? { middleName: p.middleName } : {}),
        accountNumber: p.accountNumber,
        bik: p.bik,
      });
    }
    if (payments.length > 0) {
      const held = await deps.db.transaction((tx) =>
        insertRegistry(tx, { bank: deps.bank.name, correlationId: randomUUID(), payments, at: deps.clock.now() }),
      );
      if (held > 0) tally.registries++;
      tally.payouts += held;
    }
  }
}

/** Payouts the bank left out or rejected go back with its reason; the points return to the member. */
async function cancelRejected(
  deps: RegistryDeps,
  r: RegistryRow,
  rejected: RegistryPaymentError[],
  tally: RegistryTally,
): Promise<void> {
  const open = new Map((await openPayoutsOf(deps.db, r.id)).map((p) => [p.orderId, p]));
  for (const e of rejected) {
    const p = open.get(e.number);
    if (!p) continue;
    const settled = await settlePayout(
      settleContext(deps),
      p.orderId,
      bankPayout(deps, r.id, p, 'canceled', e.code),
      deps.clock.now(),
    );
    if (settled === 'cancelled') tally.cancelled++;
  }
}

/** The bank has created nothing: every payout of the registry goes back, with its own reason where the bank gave one. */
async function failRegistry(
  deps: RegistryDeps,
  r: RegistryRow,
  failure: Extract<RegistryStepResult, { state: 'failed' }>,
  tally: RegistryTally,
): Promise<void> {
  const open = await openPayoutsOf(deps.db, r.id);
  const own = new Map((failure.rejected ?? []).map((e) => [e.number, e]));
  const reasons = open.map((p) => own.get(p.orderId) ?? { number: p.orderId, code: failure.code, message: failure.message });
  await cancelRejected(deps, r, reasons, tally);
  await deps.db.transaction((tx) =>
    updateRegistry(tx, {
      id: r.id,
      at: deps.clock.now(),
      state: 'failed',
      lastError: `${failure.code}: ${failure.message}`,
      release: true,
    }),
  );
}

/**
 * Reads the registry back (no more often than the bank allows), settles each payout it has finished
 * and moves the registry on once the bank has finished it: to its receipts, or done when refused.
 */
async function readBack(deps: RegistryDeps, r: RegistryRow, tally: RegistryTally): Promise<RegistryState | null> {
  const now = deps.clock.now();
  if (r.nextReadAt && r.nextReadAt > now) return null;
  const registry = await deps.bank.getRegistry(r.bankRegistryId!);
  await deps.db.transaction((tx) =>
    updateRegistry(tx, { id: r.id, at: now, nextReadAt: new Date(now.getTime() + deps.bank.registryReadIntervalMs) }),
  );
  if (!registry) return null;
  const open = new Map((await openPayoutsOf(deps.db, r.id)).map((p) => [p.orderId, p]));
  for (const payment of registry.payments) {
    const p = open.get(payment.number);
    if (!p || payment.status === 'pending') continue;
    const status = payment.status === 'paid' ? 'succeeded' : 'canceled';
    const settled = await settlePayout(
      settleContext(deps),
      p.orderId,
      bankPayout(deps, r.id, p, status, payment.code),
      deps.clock.now(),
    );
    if (settled === 'succeeded') tally.succeeded++;
    if (settled === 'cancelled') tally.cancelled++;
  }
  const to: RegistryState | null =
    registry.status === 'EXECUTED' || registry.status === 'PART_EXEC'
      ? 'receipts'
      : registry.status === 'REJECTED' || registry.status === 'CANCELLED'
        ? 'done'
        : null;
  if (to) {
    await deps.db.transaction((tx) =>
      updateRegistry(tx, { id: r.id, at: deps.clock.now(), state: to, correlationId: randomUUID(), nextReadAt: null }),
    );
  }
  return to;
}

/** The receipts the bank registered: kept with each paid payout (decision 0034). */
async function keepReceipts(
  deps: RegistryDeps,
  r: RegistryRow,
  result: Extract<RegistryStepResult, { state: 'done' }>,
): Promise<void> {
  const paid = new Map((await paidPayoutsOf(deps.db, r.id)).map((p) => [p.orderId, p]));
  // The receipt names what the registry said the payment was for.
  const serviceName = (number: number) => r.request.payments.find((p) => p.number === number)?.purpose ?? '';
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    for (const receipt of result.receipts ?? []) {
      if (!paid.has(receipt.number)) continue;
      await recordReceipt(tx, {
        orderId: receipt.number,
        provider: deps.bank.name,
        receipt: {
          serviceName: serviceName(receipt.number),
          receiptId: receipt.receiptId,
          url: receipt.url,
          amount: receipt.amount,
        },
        at: now,
      });
    }
  });
}

/**
 * One step of a registry: asks the step's result; sends the step's request when the bank has none
 * for its correlationId. Answers the state the registry moved to, `sent` when the request has just
 * left (its result is asked next), or null when it waits.
 */
async function advanceStep(deps: RegistryDeps, r: RegistryRow, tally: RegistryTally): Promise<RegistryState | 'sent' | null> {
  const { step, next } = STEPS[r.state]!;
  const now = deps.clock.now();
  if (r.nextReadAt && r.nextReadAt > now) return null;
  const result = await deps.bank.stepResult(step, r.correlationId);
  if (result.state === 'unknown') {
    if (r.stepSentAt && now.getTime() - r.stepSentAt.getTime() > RESULT_KEPT_MS) {
      // Sent long ago and forgotten by the bank: sending again could repeat what it did. Operators decide.
      await deps.db.transaction((tx) =>
        updateRegistry(tx, {
          id: r.id,
          at: now,
          lastError: 'Банк больше не хранит ответ на шаг реестра: проверьте реестр в интернет-банке',
        }),
      );
      return null;
    }
    // Marked before it leaves: a crash in between is found by the same question next time.
    await deps.db.transaction((tx) => updateRegistry(tx, { id: r.id, at: now, stepSent: true }));
    const body = step === 'create' ? r.request : { step, registryId: r.bankRegistryId! };
    try {
      await deps.bank.sendStep(r.correlationId, body);
      return 'sent';
    } catch (err) {
      // Refused outright (4xx) while the bank had nothing under this correlationId: nothing was done.
      if (!(err instanceof ProviderRefused)) throw err;
      if (step === 'create') {
        await failRegistry(deps, r, { state: 'failed', code: err.code, message: err.message }, tally);
        return 'failed';
      }
      // Tried again later under a new correlationId (the bank keeps the refusal under the old one).
      // Safe only because the bank signs and pays a registry once: a second sign or pay is refused
      // with REGISTRY_ALREADY_SIGNED / REGISTRY_ALREADY_PAID, read below as the step done.
      await deps.db.transaction((tx) =>
        updateRegistry(tx, {
          id: r.id,
          at: now,
          correlationId: randomUUID(),
          nextReadAt: new Date(now.getTime() + STEP_RETRY_MS),
          lastError: err.message,
        }),
      );
    }
    return null;
  }
  if (result.state === 'queued') return null;
  if (result.state === 'failed') {
    if (step === 'create') {
      await failRegistry(deps, r, result, tally);
      return 'failed';
    }
    // Done already by an earlier request (its answer lost): the registry is past this step.
    const past =
      (step === 'submit' && result.code === 'REGISTRY_ALREADY_SIGNED') ||
      (step === 'pay' && result.code === 'REGISTRY_ALREADY_PAID');
    await deps.db.transaction((tx) =>
      updateRegistry(tx, {
        id: r.id,
        at: now,
        correlationId: randomUUID(),
        ...(past
          ? { state: next, nextReadAt: null, lastError: null }
          : { nextReadAt: new Date(now.getTime() + STEP_RETRY_MS), lastError: `${result.code}: ${result.message}` }),
      }),
    );
    return past ? next : null;
  }
  if (step === 'create') {
    await cancelRejected(deps, r, result.rejected ?? [], tally);
    // The rest are at the bank now: submitted, under their ids.
    for (const p of await openPayoutsOf(deps.db, r.id)) {
      await settlePayout(settleContext(deps), p.orderId, bankPayout(deps, r.id, p, 'pending', null), deps.clock.now());
    }
  }
  if (step === 'receipts') await keepReceipts(deps, r, result);
  await deps.db.transaction((tx) =>
    updateRegistry(tx, {
      id: r.id,
      at: now,
      state: next,
      correlationId: randomUUID(),
      nextReadAt: null,
      lastError: null,
      ...(result.registryId !== undefined && step === 'create' ? { bankRegistryId: result.registryId } : {}),
    }),
  );
  return next;
}

/** Moves one registry as far as the bank lets it now, holding its lease meanwhile. */
async function advance(deps: RegistryDeps, id: number, tally: RegistryTally): Promise<void> {
  const now = deps.clock.now();
  let r = await deps.db.transaction((tx) => leaseRegistry(tx, { id, at: now, until: new Date(now.getTime() + LEASE_MS) }));
  if (!r) return;
  try {
    // Each step the bank answers at once is followed by the next in the same pass: a registry the
    // bank handles at once is paid and its receipts kept in one pass (four steps, each sent and asked).
    let sentBefore = false;
    for (let moves = 0; moves < 16 && r; moves++) {
      const state = r.state === 'executing' ? await readBack(deps, r, tally) : await advanceStep(deps, r, tally);
      if (!state || state === 'done' || state === 'failed') break;
      // Sent twice in a row: the bank has not taken the first yet; the next pass asks again.
      if (state === 'sent' && sentBefore) break;
      sentBefore = state === 'sent';
      r = await readRegistry(deps.db, id);
    }
  } catch (err) {
    if (!(err instanceof ProviderUnavailable || err instanceof ProviderRefused)) throw err;
    deps.log.warn(
      { registryId: id, err: { message: err.message } },
      'the bank did not answer a registry step; asked again next pass',
    );
    await deps.db.transaction((tx) => updateRegistry(tx, { id, at: deps.clock.now(), lastError: err.message }));
  } finally {
    await deps.db.transaction((tx) => updateRegistry(tx, { id, at: deps.clock.now(), release: true }));
  }
}

/** One pass: new registries of the approved payouts, then every open registry moved on. */
export async function runRegistries(deps: RegistryDeps, opts: { signal?: AbortSignal } = {}): Promise<RegistryTally> {
  const tally: RegistryTally = { registries: 0, payouts: 0, succeeded: 0, cancelled: 0, deferred: 0 };
  await assemble(deps, tally, opts.signal);
  for (const id of await openRegistries(deps.db, deps.bank.name, 100)) {
    opts.signal?.throwIfAborted();
    await advance(deps, id, tally);
  }
  return tally;
}
