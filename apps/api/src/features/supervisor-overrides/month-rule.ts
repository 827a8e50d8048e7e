// The month's override rule in the back office (docs/product.md §11.6): set beside the month's tier table,
// with the same months open — the current and future ones; a past month's accruals keep what was paid.
import { formatPoints, type Approval, type OverrideRule, type UpdateOverrideRuleBody } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { toPoints } from '../../ledger/amounts.js';
import { percentInText } from '../../ledger/money-texts.js';
import { AppError } from '../../lib/app-error.js';
import { moscowMonth } from '../../lib/moscow-time.js';
import { requestApproval, type ApprovalEffect, type Checker } from '../approvals/service.js';
import { audit, type AuditActor } from '../audit/service.js';
import { listTierRows } from '../tiers/service.js';
import { overrideRuleOf } from './rules.js';

const LOCK = 'supervisor_override_rules';
const basisPointsOf = (percent: number) => Math.round(percent * 100);

type Rule = Awaited<ReturnType<typeof overrideRuleOf>>;

function ruleView(month: string, rule: Rule, now: Date): OverrideRule {
  const currentMonth = moscowMonth(now);
  return { month, currentMonth, editable: month >= currentMonth, ruleMonth: rule.ruleMonth, percent: rule.basisPoints / 100 };
}

export async function getOverrideRule(db: Queryable, month: string, now: Date): Promise<OverrideRule> {
  return ruleView(month, await overrideRuleOf(db, month), now);
}

/**
 * Sets the month's own rule. Contracts accrued already keep their override (it is decided with their
 * reward); later ones follow the new rule, and so do later months without one. A raise is money its
 * maker creates (decision 0041), valued at its worst case (`raiseValue`): above what they may create
 * alone it waits for a second admin at the approvals door, the rule unchanged; lowering acts at once.
 */
export async function setOverrideRule(
  tx: Queryable,
  who: Checker,
  body: UpdateOverrideRuleBody,
  now: Date,
): Promise<OverrideRule & { pendingApproval?: Approval }> {
  if (body.month < moscowMonth(now)) throw new AppError('override_month_closed');
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [LOCK]);
  const was = await overrideRuleOf(tx, body.month);
  const value = await raiseValue(tx, body.month, basisPointsOf(body.percent) - was.basisPoints);
  if (value > 0) {
    const monthText = `${body.month.slice(5)}.${body.month.slice(0, 4)}`;
    const approval = await requestApproval(
      tx,
      who,
      {
        kind: 'supervisor_override',
        subject: body.month,
        summary: `Вознаграждение руководителей ${monthText}: ${percentInText(was.basisPoints)} → ${percentInText(basisPointsOf(body.percent))} от вознаграждения агентов`,
        effect: `Повышение в худшем случае: за месяц руководителям будет начислено не больше ${formatPoints(toPoints(value))} сверх прежнего`,
        amount: value,
        payload: body,
      },
      now,
    );
    if (approval.status === 'pending') return { ...ruleView(body.month, was, now), pendingApproval: approval };
  }
  return writeOverrideRule(tx, who, body, now, was);
}

/** A second admin approved a raise that waited: the rule applies now, as asked; a month that has passed meanwhile is closed. */
export const supervisorOverrideApproval: ApprovalEffect = {
  async apply(tx, a, { who, now }) {
    const body = a.payload as UpdateOverrideRuleBody;
    if (body.month < moscowMonth(now)) throw new AppError('override_month_closed');
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [LOCK]);
    await writeOverrideRule(tx, who, body, now, await overrideRuleOf(tx, body.month));
  },
};

/**
 * What a raise of `raise` hundredths of a percent may create over one month, kopecks, at worst: that share
 * of the most the programme's contracts earned in one signing month of the last year — or, with no such
 * month, of the month's highest tier reward, or with no table either of a kopeck, so that a raise is never
 * valued at nothing and always passes the approvals door. Lowering: 0.
 */
async function raiseValue(tx: Queryable, month: string, raise: number): Promise<number> {
  if (raise <= 0) return 0;
  const [tiers, { rows }] = await Promise.all([
    listTierRows(tx, month),
    tx.query<{ rewards: number }>(
      `SELECT coalesce(max(total), 0)::float8 AS rewards FROM (SELECT sum(reward) AS total FROM contracts
         WHERE signed_month >= ($1 || '-01')::date - interval '12 months' GROUP BY signed_month) m`,
      [month],
    ),
  ]);
  const base = Math.max(1, rows[0]!.rewards, ...tiers.map((t) => t.reward));
  return Math.ceil((base * raise) / 10_000);
}

/** `was`, the rule in force before (the audit's «before»), is what the caller read under the lock already. */
async function writeOverrideRule(
  tx: Queryable,
  who: AuditActor,
  body: UpdateOverrideRuleBody,
  now: Date,
  was: Rule,
): Promise<OverrideRule> {
  await tx.query(
    `INSERT INTO supervisor_override_rules (month, basis_points, updated_at, updated_by) VALUES (($1 || '-01')::date, $2, $3, $4)
     ON CONFLICT (month) DO UPDATE SET basis_points = EXCLUDED.basis_points, updated_at = EXCLUDED.updated_at,
       updated_by = EXCLUDED.updated_by`,
    [body.month, basisPointsOf(body.percent), now, who.actor],
  );
  const after = await getOverrideRule(tx, body.month, now);
  await audit(
    tx,
    who,
    {
      action: 'supervisor_override.updated',
      targetType: 'supervisor_override',
      targetId: body.month,
      before: { month: was.ruleMonth, percent: was.basisPoints / 100 },
      after: { month: after.ruleMonth, percent: after.percent },
    },
    now,
  );
  return after;
}
