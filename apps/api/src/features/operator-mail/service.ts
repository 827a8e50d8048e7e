// Operators' warnings by e-mail (decision 0036): a payout balance running low at the provider, and
// the daily reconciliation's summary. Sent through the operators' mailer (SMTP; printed to the log
// outside production); a mail that fails is logged and does not fail the payout work it follows.
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env.js';
import type { Db } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import type { MailSender } from '../../providers/mail/mail.js';
import { alertRecipients, claimAlert, clearAlert } from './recipients.js';
import { operatorMailTexts } from './texts.js';

export interface OperatorMailDeps {
  db: Db;
  clock: Clock;
  env: Env;
  mail: MailSender;
  log: FastifyBaseLogger;
}

const DAY_MS = 24 * 3600_000;

async function mailAll(deps: OperatorMailDeps, message: { subject: string; text: string }): Promise<number> {
  const to = await alertRecipients(deps.db, deps.env);
  let sent = 0;
  for (const address of to) {
    try {
      await deps.mail.send({ to: address, ...message });
      sent++;
    } catch (err) {
      deps.log.error({ err: { message: (err as Error).message }, to: address }, 'operator warning e-mail not sent');
    }
  }
  return sent;
}

/** Payouts the provider still has to pay: approved, sent, or with an unknown answer (kopecks). */
async function queuedPayouts(db: Db): Promise<number> {
  const { rows } = await db.query<{ sum: number }>(
    `SELECT coalesce(sum(amount), 0)::float8 AS sum FROM provider_payouts WHERE state IN ('approved', 'unknown', 'submitted')`,
  );
  return rows[0]?.sum ?? 0;
}

/**
 * After each balance check: below the threshold, or below what the queue still has to pay, the
 * operators are told (once a day while it stays low). Answers how many were mailed.
 */
export async function warnIfBalanceLow(
  deps: OperatorMailDeps,
  balance: { kopecks: number; provider: string },
): Promise<{ mailed: number }> {
  // The back office's warning on «Сверка выплат» and the dashboard is the same threshold.
  const threshold = deps.env.PAYOUT_BALANCE_WARNING_RUB * 100;
  const queued = await queuedPayouts(deps.db);
  if (balance.kopecks >= threshold && balance.kopecks >= queued) {
    await clearAlert(deps.db, 'payout_balance_low');
    return { mailed: 0 };
  }
  const now = deps.clock.now();
  if (!(await claimAlert(deps.db, 'payout_balance_low', now, DAY_MS, { balance: balance.kopecks, queued }))) return { mailed: 0 };
  const message = operatorMailTexts.balanceLow({
    product: deps.env.PRODUCT_NAME,
    provider: balance.provider,
    balance: balance.kopecks,
    threshold,
    queued,
    checkedAt: now,
    link: new URL('/admin/reconciliation', deps.env.PUBLIC_WEB_URL).href,
  });
  return { mailed: await mailAll(deps, message) };
}

/** After the daily reconciliation: its summary to the operators. */
export async function mailReconciliationSummary(
  deps: OperatorMailDeps,
  found: { checked: number; differences: number; balance: number | null; provider: string },
): Promise<{ mailed: number }> {
  const now = deps.clock.now();
  await claimAlert(deps.db, 'reconciliation', now, 0, found);
  const message = operatorMailTexts.reconciliation({
    product: deps.env.PRODUCT_NAME,
    provider: found.provider,
    at: now,
    checked: found.checked,
    differences: found.differences,
    balance: found.balance,
    link: new URL('/admin/reconciliation', deps.env.PUBLIC_WEB_URL).href,
  });
  return { mailed: await mailAll(deps, message) };
}
