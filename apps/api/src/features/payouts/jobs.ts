// The payouts feature's background work on the job queue (decision 0027): sending, the sweep that
// asks again and reads back, the daily reconciliation and the balance.
import type { Env } from '../../config/env.js';
import type { Db } from '../../db/types.js';
import { defineJob, type JobRun } from '../../jobs/definition.js';
import type { Clock } from '../../lib/clock.js';
import type { MailSender } from '../../providers/mail/mail.js';
import type { NpdStatusChecker } from '../../providers/npd/npd-status.js';
import type { PayoutProvider } from '../../providers/payouts/provider.js';
import type { RegistryBank } from '../../providers/payouts/registry-bank.js';
import { runRegistries } from './registry/run.js';
import { mailReconciliationSummary, warnIfBalanceLow } from '../operator-mail/service.js';
import { reconcilePayouts, refreshBalance } from './reconcile.js';
import { pollPayouts, sendPayouts, type PayoutDeps } from './submit.js';

export interface PayoutJobDeps {
  db: Db;
  clock: Clock;
  env: Env;
  payouts: PayoutProvider | null;
  /** The bank whose registries pay the self-employed (decision 0057). */
  bank: RegistryBank | null;
  npdStatus: NpdStatusChecker;
  /** Operators' warnings: a low balance, the reconciliation's summary (decision 0036). */
  mail: MailSender;
}

function payoutDeps(deps: PayoutJobDeps, job: JobRun<object>): PayoutDeps | null {
  if (!deps.payouts) return null;
  return {
    db: deps.db,
    clock: deps.clock,
    provider: deps.payouts,
    env: deps.env,
    npdStatus: deps.npdStatus,
    concurrency: deps.env.PAYOUT_SUBMIT_CONCURRENCY,
    // Twice the request's timeout: a request still on its way has given up by then.
    retryAfterMs: 2 * deps.env.PAYOUT_PROVIDER_TIMEOUT_MS,
    log: job.log,
  };
}

/** Queued by the desk's approval, in its transaction: sends the approved payouts now. */
export const submitPayoutsJob = defineJob<object, PayoutJobDeps>({
  name: 'payouts.submit',
  title: 'Отправка выплат платёжному сервису',
  queue: { retryLimit: 5, retryDelay: 5, retryBackoff: true, retryDelayMax: 300, expireInSeconds: 3600 },
  async run(deps, job) {
    const pd = payoutDeps(deps, job);
    if (!pd) return { skipped: 'no provider configured' };
    const tally = await sendPayouts(pd, { retry: false, signal: job.signal });
    if (tally.sent > 0) job.log.info(tally, 'payouts sent');
    return tally;
  },
});

/**
 * Every minute: asks again, with the same key, for the payouts whose answer was lost; reads back by
 * id those whose final status has not come; sends approved ones a lost job left behind.
 */
export const sweepPayoutsJob = defineJob<object, PayoutJobDeps>({
  name: 'payouts.sweep',
  title: 'Уточнение статусов выплат у платёжного сервиса',
  queue: { retryLimit: 2, retryDelay: 10, retryBackoff: true, expireInSeconds: 3600 },
  schedule: '* * * * *',
  async run(deps, job) {
    const pd = payoutDeps(deps, job);
    if (!pd) return { skipped: 'no provider configured' };
    const retried = await sendPayouts(pd, { retry: true, signal: job.signal });
    const polled = await pollPayouts(pd, { olderThanMs: 60_000 });
    const fresh = await sendPayouts(pd, { retry: false, signal: job.signal });
    return { retried, polled, fresh };
  },
});

/** Daily: the provider's payouts against the ledger; differences are kept for the operators. */
export const reconcilePayoutsJob = defineJob<object, PayoutJobDeps>({
  name: 'payouts.reconcile',
  title: 'Сверка выплат с платёжным сервисом',
  queue: { retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 3600 },
  schedule: '30 3 * * *',
  async run(deps, job) {
    if (!deps.payouts) return { skipped: 'no provider configured' };
    const found = await reconcilePayouts({ db: deps.db, clock: deps.clock, provider: deps.payouts });
    if (found.differences > 0) job.log.warn(found, 'the reconciliation found differences');
    const balance = await refreshBalance({ db: deps.db, clock: deps.clock, provider: deps.payouts });
    const summary = await mailReconciliationSummary(
      { ...deps, log: job.log },
      { ...found, balance, provider: deps.payouts.title },
    );
    return { ...found, ...summary };
  },
});

/** Every 15 minutes: the provider's payout balance for the dashboard and /metrics. */
export const payoutBalanceJob = defineJob<object, PayoutJobDeps>({
  name: 'payouts.balance',
  title: 'Баланс выплат у платёжного сервиса',
  queue: { retryLimit: 2, retryDelay: 30, retryBackoff: true },
  schedule: '*/15 * * * *',
  async run(deps, job) {
    if (!deps.payouts) return { skipped: 'no provider configured' };
    const balance = await refreshBalance({ db: deps.db, clock: deps.clock, provider: deps.payouts });
    const warned = await warnIfBalanceLow({ ...deps, log: job.log }, { kopecks: balance, provider: deps.payouts.title });
    return { balance, ...warned };
  },
});

/**
 * Queued by the desk's approval on the bank's rail, and every minute: gathers approved payouts into
 * a registry of the bank and moves the open registries through its steps (decision 0057).
 */
export const registryPayoutsJob = defineJob<object, PayoutJobDeps>({
  name: 'payouts.registry',
  title: 'Реестры выплат самозанятым через банк',
  queue: { retryLimit: 5, retryDelay: 10, retryBackoff: true, retryDelayMax: 300, expireInSeconds: 3600 },
  schedule: '* * * * *',
  async run(deps, job) {
    if (!deps.bank) return { skipped: 'no bank configured' };
    const tally = await runRegistries(
      { db: deps.db, clock: deps.clock, env: deps.env, bank: deps.bank, npdStatus: deps.npdStatus, log: job.log },
      { signal: job.signal },
    );
    if (tally.payouts > 0 || tally.succeeded > 0 || tally.cancelled > 0) job.log.info(tally, 'registries of the bank moved on');
    return tally;
  },
});
