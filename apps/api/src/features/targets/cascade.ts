// Targets cascaded through the teams (decision 0067, docs/product.md §11.7). An admin sets a dealer's
// target of a month; it is split to its points of sale, their teams and the teams' agents on the
// month's first day, in proportion to the three months before (cascade-split.ts). A share fixed by
// hand is kept when the level above changes, the rest split among the others; whatever changes, all
// below it that no hand fixed is split again, in one transaction. An agent's share is their personal
// target of the month (targets.ts), so the members whose share changed are settled in it too.
import {
  countRu,
  type CascadeShareBody,
  type CascadeShareLevel,
  type DealerTargetBody,
  type TargetCascade,
  type TargetCascadeAgent,
} from '@cabinet/contracts';
import { firstClosedMonthFrom } from '../../ledger/closed-months.js';
import type { Queryable } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { moscowMonth } from '../../lib/moscow-time.js';
import type { Checker } from '../approvals/service.js';
import { audit } from '../audit/service.js';
import {
  cascadeRows,
  deleteBelow,
  insertRows,
  lockCascadeMonth,
  type CascadeLevel,
  type CascadeRow,
  type CascadeScope,
} from './cascade-queries.js';
import { splitTarget } from './cascade-split.js';
import { cascadeBasis, cascadeDays, loadCascade, nodesOf, type CascadeBasis, type CascadeNode } from './cascade-tree.js';
import { settleTargets } from './targets.js';

const CONTRACTS = ['договор', 'договора', 'договоров'] as const;

const LEVEL_OF: Record<CascadeShareLevel, Exclude<CascadeLevel, 'dealer'>> = { points: 'point', teams: 'team', agents: 'agent' };

/** A node named in a refusal, in the genitive: «цель точки «На Ленина»». */
function ofNode(n: CascadeNode): string {
  if (n.level === 'agent') return `агента ${n.name || n.phone}`;
  return `${{ dealer: 'дилера', point: 'точки', team: 'команды' }[n.level]} «${n.name}»`;
}

const isClosed = async (db: Queryable, month: string) => (await firstClosedMonthFrom(db, month)) !== null;

/**
 * A closed month is refused, and so is a past one still open, as personal targets are: an agent's
 * share is their target, and a share changed after the month would take back a bonus paid for it.
 */
async function refuseUnchangeable(db: Queryable, month: string, now: Date): Promise<void> {
  if (await isClosed(db, month)) throw new AppError('target_cascade_month_closed');
  if (month < moscowMonth(now)) throw new AppError('target_month_closed');
}

const targetOfNode = (n: CascadeNode) => n.stored?.contracts ?? null;

function belowOf(n: CascadeNode): number | null {
  const set = n.children.map(targetOfNode).filter((t) => t !== null);
  return set.length === 0 ? null : set.reduce((a, b) => a + b, 0);
}

function viewOf(n: CascadeNode) {
  return {
    id: n.id,
    name: n.name,
    target: targetOfNode(n),
    byHand: n.stored?.byHand ?? false,
    history: n.history,
    done: n.done,
  };
}

const agentView = (n: CascadeNode): TargetCascadeAgent => ({ ...viewOf(n), phone: n.phone });

/** The month's tree as every operator reads it. */
export async function readCascade(db: Queryable, month: string, now: Date): Promise<TargetCascade> {
  return viewOfCascade(db, month, await loadCascade(db, month, null), now);
}

/** The answer of a write: the month's tree as it leaves it, built on what was read before it. */
async function writtenCascade(tx: Queryable, month: string, basis: CascadeBasis, now: Date): Promise<TargetCascade> {
  return viewOfCascade(tx, month, basis.tree(await cascadeRows(tx, month, null)), now);
}

async function viewOfCascade(db: Queryable, month: string, dealers: readonly CascadeNode[], now: Date): Promise<TargetCascade> {
  const days = cascadeDays(month);
  const closed = await isClosed(db, month);
  return {
    month,
    closed,
    // What refuseUnchangeable lets through: an open month, not before this one.
    editable: !closed && month >= moscowMonth(now),
    historyFrom: days.historyFrom,
    historyTo: days.historyTo,
    agentsOn: days.first,
    dealers: dealers.map((d) => ({
      ...viewOf(d),
      below: belowOf(d),
      points: d.children.map((p) => ({
        ...viewOf(p),
        below: belowOf(p),
        teams: p.children.map((t) => ({ ...viewOf(t), below: belowOf(t), agents: t.children.map(agentView) })),
      })),
    })),
  };
}

/** What a split decides for each node below the one it starts from. */
type Plan = Map<CascadeNode, number>;

/**
 * Splits `value` among `node`'s children (an agent with a share who is no longer in the team is left
 * out), and each child's among its own, down to the agents. Refused when the hand-fixed children
 * alone are more than `value`.
 */
function splitBelow(node: CascadeNode, value: number, plan: Plan): void {
  const children = node.children.filter((c) => !c.stale);
  const fixed = (c: CascadeNode) => (c.stored?.byHand ? c.stored.contracts : null);
  const shares = splitTarget(
    value,
    children.map((c) => ({ weight: c.history, fixed: fixed(c) })),
  );
  if (shares === null) {
    const fixedSum = children.reduce((s, c) => s + (fixed(c) ?? 0), 0);
    const message = `Цель ${ofNode(node)} — ${countRu(value, CONTRACTS)}, а вручную ниже закреплено ${countRu(fixedSum, CONTRACTS)}: снимите закрепление или увеличьте цель`;
    throw new AppError('target_cascade_under_fixed', { message, details: { fields: { contracts: message } } });
  }
  children.forEach((c, i) => {
    plan.set(c, shares[i]!);
    splitBelow(c, shares[i]!, plan);
  });
}

const scopeOf = (n: CascadeNode): CascadeScope => ({ level: n.level as CascadeScope['level'], id: n.id });

/**
 * Writes what `plan` decided below `top` (and `top`'s own row when `withTop`): the rows under it are
 * replaced, a hand-fixed one keeps its author, the others are `who`'s now. Then the members whose
 * share changed or went are settled (a bonus they hold is kept only while their target is met).
 * Answers how many shares were written.
 */
async function writePlan(
  tx: Queryable,
  who: Checker,
  month: string,
  top: CascadeNode,
  plan: Plan,
  withTop: boolean,
  now: Date,
): Promise<number> {
  const rows: CascadeRow[] = [...plan].map(([n, contracts]) => {
    const kept = n.stored?.byHand === true;
    return {
      level: n.level,
      ...n.path,
      memberId: n.level === 'agent' ? n.id : null,
      contracts,
      byHand: kept,
      setBy: kept ? n.stored!.setBy : who.operatorId,
      setAt: kept ? n.stored!.setAt : now,
    };
  });
  const agents = rows.flatMap((r) => (r.memberId === null ? [] : [r.memberId]));
  const gone = await deleteBelow(tx, month, scopeOf(top), withTop, agents);
  await insertRows(tx, month, rows);
  const settled = [...new Set([...gone, ...agents])].map((memberId) => ({ memberId, month }));
  await settleTargets(tx, settled, now, 'target');
  return rows.length - (withTop ? 1 : 0);
}

/** Sets a dealer's target of `month` and splits it down to the agents, keeping what hands fixed. */
export async function setDealerTarget(
  tx: Queryable,
  who: Checker,
  dealerId: string,
  body: DealerTargetBody,
  now: Date,
): Promise<TargetCascade> {
  const { month, contracts } = body;
  await lockCascadeMonth(tx, month);
  await refuseUnchangeable(tx, month, now);
  // The whole month is read once: the answer is its tree.
  const basis = await cascadeBasis(tx, month, null);
  const dealer = basis.tree(basis.rows).find((d) => d.id === dealerId);
  if (!dealer) throw new AppError('not_found');
  const before = targetOfNode(dealer);
  const plan: Plan = new Map([[dealer, contracts]]);
  splitBelow(dealer, contracts, plan);
  const shares = await writePlan(tx, who, month, dealer, plan, true, now);
  await audit(
    tx,
    who,
    {
      action: 'target_cascade.dealer_set',
      targetType: 'dealer',
      targetId: dealerId,
      before: { month, contracts: before },
      after: { month, contracts, shares },
    },
    now,
  );
  return writtenCascade(tx, month, basis, now);
}

/** The node of a share call: a point, a team, or an agent in a team on the month's first day. */
function shareNode(dealers: readonly CascadeNode[], level: CascadeShareLevel, id: string): CascadeNode {
  const wanted = LEVEL_OF[level];
  for (const n of nodesOf(dealers)) {
    if (n.level === wanted && n.id === id && !n.stale) return n;
  }
  if (wanted === 'agent') {
    throw new AppError('not_found', { message: 'Этого агента нет ни в одной команде в первый день месяца: доли у него нет' });
  }
  throw new AppError('not_found');
}

/** The parent's target a share is split from; refused while the parent has none. */
function parentTarget(n: CascadeNode): { parent: CascadeNode; value: number } {
  const parent = n.parent!;
  const value = targetOfNode(parent);
  if (value === null) {
    throw new AppError('target_cascade_no_parent', {
      message: `У ${ofNode(parent)} нет цели на этот месяц: задайте цель дилера — она разделится по точкам, командам и агентам`,
    });
  }
  return { parent, value };
}

const TARGET_TYPE: Record<Exclude<CascadeLevel, 'dealer'>, string> = { point: 'sales_point', team: 'team', agent: 'member' };

/**
 * After a share was fixed or un-fixed by hand: its parent's target split again over the parent's shares
 * and everything below them, written, and the change audited with the shares it moved.
 */
async function splitAgainAndAudit(
  tx: Queryable,
  who: Checker,
  c: {
    month: string;
    basis: CascadeBasis;
    level: CascadeShareLevel;
    n: CascadeNode;
    parent: CascadeNode;
    value: number;
    before: Record<string, unknown>;
    action: 'target_cascade.share_set' | 'target_cascade.share_unfixed';
  },
  now: Date,
): Promise<TargetCascade> {
  const { month, n } = c;
  const plan: Plan = new Map();
  splitBelow(c.parent, c.value, plan);
  const shares = await writePlan(tx, who, month, c.parent, plan, false, now);
  const byHand = c.action === 'target_cascade.share_set';
  await audit(
    tx,
    who,
    {
      action: c.action,
      memberId: n.level === 'agent' ? n.id : null,
      targetType: TARGET_TYPE[LEVEL_OF[c.level]],
      targetId: n.id,
      before: c.before,
      after: { month, level: n.level, contracts: byHand ? n.stored!.contracts : (plan.get(n) ?? null), byHand, shares },
    },
    now,
  );
  return writtenCascade(tx, month, c.basis, now);
}

/**
 * Fixes a share by hand: no more than its parent's target leaves after the other fixed shares. The
 * parent's other shares are split again from what is left, and everything below them and below it.
 */
export async function setCascadeShare(
  tx: Queryable,
  who: Checker,
  level: CascadeShareLevel,
  id: string,
  body: CascadeShareBody,
  now: Date,
): Promise<TargetCascade> {
  const { month, contracts } = body;
  await lockCascadeMonth(tx, month);
  await refuseUnchangeable(tx, month, now);
  const basis = await cascadeBasis(tx, month, null);
  const n = shareNode(basis.tree(basis.rows), level, id);
  const { parent, value } = parentTarget(n);
  const othersFixed = parent.children
    .filter((c) => c !== n && !c.stale && c.stored?.byHand)
    .reduce((s, c) => s + c.stored!.contracts, 0);
  const left = Math.max(0, value - othersFixed);
  if (contracts > left) {
    const message = `Не больше ${countRu(left, CONTRACTS)}: столько остаётся от цели ${ofNode(parent)} после долей, закреплённых вручную`;
    throw new AppError('target_cascade_over_parent', { message, details: { fields: { contracts: message } } });
  }
  const before = { month, level: n.level, contracts: targetOfNode(n), byHand: n.stored?.byHand ?? false };
  n.stored = { contracts, byHand: true, setBy: who.operatorId, setAt: now };
  return splitAgainAndAudit(tx, who, { month, basis, level, n, parent, value, before, action: 'target_cascade.share_set' }, now);
}

/** Un-fixes a share: it is split again from its parent's target with the others; a share not fixed stays as it is. */
export async function unfixCascadeShare(
  tx: Queryable,
  who: Checker,
  level: CascadeShareLevel,
  id: string,
  month: string,
  now: Date,
): Promise<TargetCascade> {
  await lockCascadeMonth(tx, month);
  await refuseUnchangeable(tx, month, now);
  const basis = await cascadeBasis(tx, month, null);
  const dealers = basis.tree(basis.rows);
  const n = shareNode(dealers, level, id);
  if (!n.stored?.byHand) return viewOfCascade(tx, month, dealers, now);
  const { parent, value } = parentTarget(n);
  const before = { month, level: n.level, contracts: n.stored.contracts, byHand: true };
  n.stored = { ...n.stored, byHand: false };
  return splitAgainAndAudit(
    tx,
    who,
    { month, basis, level, n, parent, value, before, action: 'target_cascade.share_unfixed' },
    now,
  );
}
