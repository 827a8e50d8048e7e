// The kinds of ledger transactions and the line of one: what every posting is made of. Each kind's
// control over money it creates is named in money-control.ts (decision 0041).
import type { AccountName } from './accounts.js';

export type LedgerKind =
  | 'reward'
  | 'withdrawal_request'
  | 'payout'
  | 'withdrawal_return'
  | 'adjustment'
  | 'clawback'
  /** A contest's prize and what a cancelled contract takes back of it (decision 0032). */
  | 'contest_prize'
  | 'contest_clawback'
  /** A personal monthly target's bonus and its taking back (decision 0032). */
  | 'target_bonus'
  | 'target_clawback'
  /** A withdrawal's НДФЛ set aside as its own statement line (decision 0033). */
  | 'tax_withholding'
  /** Points credited by an operator's decision of a member's dispute (docs/product.md «Споры»). */
  | 'dispute_credit'
  /** A supervisor's share of an agent's contract reward and its taking back (docs/product.md §11.6). */
  | 'supervisor_override'
  | 'supervisor_override_clawback';

export interface LedgerLine {
  account: AccountName;
  /** Kopecks, signed: + into the account, − out of it. */
  amount: number;
}
