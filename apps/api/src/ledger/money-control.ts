// What stands behind each kind of ledger transaction that creates money for a member (decision
// 0041). Dual control is held on money created, not per operation: every posting that leaves a
// member richer passes through `post`/`postMany`, which refuse a kind this table does not name a
// control for. The table is a `Record` over every kind, so a kind added to `LedgerKind` does not
// compile until someone says who controls it; apps/api/test/admin/money-decisions.test.ts checks it
// against the kinds the database accepts and that each kind crediting members has a control.
import { isMemberAccount, type MemberAccount } from './accounts.js';
import type { LedgerKind, LedgerLine } from './kinds.js';

export type MoneyControl =
  /** Creates nothing: moves a member's own points, or takes points from them. */
  | { control: 'none' }
  /** Always a second admin before the ledger moves (maker–checker at any amount). */
  | { control: 'two_admins'; by: string }
  /**
   * Paid by a rule whose creation or raise was a money decision (a money kind of the approvals door,
   * features/approvals): the posting itself is the rule applied, not a new decision.
   */
  | { control: 'decided_rule'; by: string }
  /** Each payment is a money decision of its own, valued when it is made. */
  | { control: 'decision'; by: string };

export const MONEY_CONTROLS: Record<LedgerKind, MoneyControl> = {
  reward: {
    control: 'decided_rule',
    by: 'the month’s tier table (its raise is a money decision: features/tiers, the approvals door’s `tiers`); an import only reports contracts signed',
  },
  withdrawal_request: { control: 'none' },
  payout: { control: 'none' },
  withdrawal_return: { control: 'none' },
  adjustment: {
    control: 'two_admins',
    by: 'features/adjustments: proposed by one admin, posted when another approves it at the approvals door, whatever the amount',
  },
  clawback: { control: 'none' },
  contest_prize: {
    control: 'decision',
    by: 'features/contests/settle.ts: the contest’s prizes, summed, by its author (the approvals door’s `contest_prizes`)',
  },
  contest_clawback: { control: 'none' },
  target_bonus: {
    control: 'decided_rule',
    by: 'a personal target set by an admin (features/targets, the approvals door’s `target`) or the tier table’s target bonus (its `tiers`)',
  },
  target_clawback: { control: 'none' },
  tax_withholding: { control: 'none' },
  dispute_credit: {
    control: 'decision',
    by: 'features/disputes: each credit is a money decision of the admin who decides the dispute (the approvals door’s `dispute_credit`)',
  },
  supervisor_override: {
    control: 'decided_rule',
    by: 'the month’s supervisor override rule (its raise is a money decision: features/supervisor-overrides, the approvals door’s `supervisor_override`) applied to a reward paid by its own control',
  },
  supervisor_override_clawback: { control: 'none' },
};

const IN_FAVOUR: Record<MemberAccount, 1 | -1> = { available: 1, frozen: 1, debt: -1 };

/** Kopecks a posting leaves its member richer by (their available and frozen up, their debt down). */
export function memberGain(lines: readonly LedgerLine[]): number {
  let gain = 0;
  for (const l of lines) if (isMemberAccount(l.account)) gain += IN_FAVOUR[l.account] * l.amount;
  return gain;
}

/**
 * The door's check: a posting that creates money for its member needs a kind with a control. A
 * programming error, not a refusal: a new path that credits members must be declared above.
 */
export function checkCreation(kind: LedgerKind, lines: readonly LedgerLine[]): void {
  if (memberGain(lines) > 0 && MONEY_CONTROLS[kind].control === 'none')
    throw new Error(`a '${kind}' posting credits a member, but MONEY_CONTROLS names no control for it (decision 0041)`);
}
