// What a member contest's prizes (settle.ts) and a team contest's shares (team-settle.ts) go through
// alike: one money request at the approvals door for all of them (decisions 0041 and 0060), each paid
// through the ledger and its member told, and a part of one taken back when a cancelled contract lowers
// it after settlement. Each keeps its own table's rows.
import { formatPoints } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { toPoints } from '../../ledger/amounts.js';
import { creditLines, takeBackLines } from '../../ledger/member-lines.js';
import { statement } from '../../ledger/money-texts.js';
import { post } from '../../ledger/post.js';
import { requestApproval, type Checker } from '../approvals/service.js';
import { audit } from '../audit/service.js';
import { notify, type NotifyInput } from '../notifications/service.js';
import type { ContestRow } from './contest-row.js';
import { contestNotice } from './messages.js';

export const linkOf = (id: number) => `/contests/${id}`;

/** A member's prize, or with `team` an agent's share of their team's prize; kopecks. */
interface PrizeToPay {
  memberId: string;
  amount: number;
  place: number | null;
  team?: string;
}

/** Pays a prize into the member's available points, a debt they owe paid off first; its line names the team of a share. */
export async function payPrize(tx: Queryable, c: ContestRow, p: PrizeToPay, at: Date): Promise<number> {
  return post(tx, {
    kind: 'contest_prize',
    memberId: p.memberId,
    lines: (await creditLines(tx, p.memberId, p.amount)).lines,
    ...statement.contestPrize({ title: c.title, place: p.place, team: p.team }),
    actor: 'system',
    at,
  });
}

/** The notice of a prize won: paid to the balance, or waiting for the approval on the contest's page. */
export function wonNotice(c: ContestRow, p: PrizeToPay, awaitingApproval: boolean, at: Date): NotifyInput {
  const prize = toPoints(p.amount);
  return {
    memberId: p.memberId,
    category: 'accrual',
    ...(p.team === undefined
      ? contestNotice.won({ title: c.title, prize, place: p.place, awaitingApproval })
      : contestNotice.teamWon({ title: c.title, team: p.team, place: p.place, share: prize, awaitingApproval })),
    link: awaitingApproval ? linkOf(c.id) : '/balance',
    createdAt: at,
    message: { kind: 'contest' },
  };
}

/**
 * The prizes' one request at the approvals door in the author's name, valued at their `total`
 * (kopecks): true when they wait for it. `paidTo` says whom («3 участникам»).
 */
export async function requestPrizesApproval(
  tx: Queryable,
  c: ContestRow,
  r: { summary: string; paidTo: string; total: number },
  at: Date,
): Promise<boolean> {
  if (r.total <= 0) return false;
  const approval = await requestApproval(
    tx,
    { operatorId: c.createdBy, actor: 'system', ip: null },
    {
      kind: 'contest_prizes',
      subject: String(c.id),
      summary: r.summary,
      effect: `${r.paidTo} будет начислено ${formatPoints(toPoints(r.total))}; при отказе каждый прочтёт причину в уведомлении.`,
      amount: r.total,
      payload: { contestId: c.id },
    },
    at,
  );
  return approval.status === 'pending';
}

/**
 * Pays the prizes the approval let through, locked by the caller: each marked paid in its own table
 * by `markPaid`, its member told, the approval written to the audit log.
 */
export async function payApprovedPrizes<P extends PrizeToPay>(
  tx: Queryable,
  c: ContestRow,
  who: Checker,
  now: Date,
  prizes: readonly P[],
  markPaid: (p: P, transactionId: number) => Promise<unknown>,
): Promise<void> {
  for (const p of prizes) {
    await markPaid(p, await payPrize(tx, c, p, now));
    await notify(tx, wonNotice(c, p, false, now));
    await audit(tx, who, { action: 'contest.prize_approved', memberId: p.memberId, targetType: 'contest', targetId: c.id }, now);
  }
}

/**
 * Takes `claw` kopecks of a paid prize back for the cancelled contract `number` — what the member's
 * points cannot cover becomes their debt — and tells them; the prize's row is the caller's to lower.
 */
export async function clawPrize(tx: Queryable, c: ContestRow, memberId: string, claw: number, number: string, at: Date) {
  const { lines, debt } = await takeBackLines(tx, memberId, claw);
  await post(tx, {
    kind: 'contest_clawback',
    memberId,
    lines,
    ...statement.contestClawback({ title: c.title, number, debt: toPoints(debt) }),
    actor: 'system',
    at,
  });
  await notify(tx, {
    memberId,
    category: 'accrual',
    ...contestNotice.prizeTakenBack({ title: c.title, amount: toPoints(claw), number }),
    link: '/balance',
    createdAt: at,
  });
}
