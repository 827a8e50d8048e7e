// Settlement (decision 0032): at the end of a contest its prizes are paid through the ledger, each
// once — the contest's row lock decides who settles, and a prize row per member makes a second
// payment impossible even so. The prizes are one money request of the contest's author at the
// approvals door, valued at their sum (decisions 0041 and 0060): when that sum, with what the author
// created alone that Moscow day, reaches the payout approval threshold, every prize waits for an
// admin other than the author, who approves or refuses them all (with a reason the members read).
// A team contest's prizes are its teams' shares (team-settle.ts), settled and decided the same way.
import { outsideLinkIn, outsideLinkText, pluralRu } from '@cabinet/contracts';
import type { Db, Queryable } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { notifyMany, type NotifyInput } from '../notifications/service.js';
import type { ApprovalEffect } from '../approvals/service.js';
import { asSettled, prizesOf } from './budget.js';
import { byPlace, findContest, prizeFor } from './contest-row.js';
import { contestNotice } from './messages.js';
import { clawPrize, linkOf, payApprovedPrizes, payPrize, requestPrizesApproval, wonNotice } from './prize-payments.js';
import { tellPrizeRefused } from './prize-refusal-text.js';
import { placeOf, scoreCounts, type WithdrawnContract } from './standings.js';
import { approveTeamShares, refuseTeamShares, settleTeamContest } from './team-settle.js';

/**
 * Settles a finished contest: computes each member's prize from the standings, pays them all when
 * their sum is the author's to create alone, keeps them all for approval otherwise, tells every
 * member their result. Settling twice (at once or later) settles once: the second finds the contest settled.
 */
export async function settleContest(db: Db, id: number, at: Date): Promise<{ settled: boolean; prizes: number }> {
  return db.transaction(async (tx) => {
    const c = await findContest(tx, id, 'FOR UPDATE');
    if (c.status !== 'finished') return { settled: false, prizes: 0 };
    if (c.kind === 'team') return settleTeamContest(tx, c, at);
    const { rows: members } = await tx.query<{ memberId: string; league: number; score: number; place: number }>(
      `SELECT member_id::text AS "memberId", league, score,
              rank() OVER (PARTITION BY league ORDER BY score DESC)::int AS place
         FROM contest_members WHERE contest_id = $1 ORDER BY member_id`,
      [id],
    );
    const { prizes: won, uncapped } = prizesOf(c, members);
    const winners = won.filter((m) => m.amount > 0);
    const awaiting = await requestPrizesApproval(
      tx,
      c,
      {
        summary: `Конкурс «${c.title}»: ${winners.length} ${pluralRu(winners.length, ['приз', 'приза', 'призов'])}`,
        paidTo: `${winners.length} ${pluralRu(winners.length, ['участнику', 'участникам', 'участникам'])}`,
        total: winners.reduce((sum, m) => sum + m.amount, 0),
      },
      at,
    );
    const notices: NotifyInput[] = [];
    for (const m of won) {
      if (m.amount <= 0) {
        notices.push({
          memberId: m.memberId,
          category: 'system',
          ...contestNotice.result({ title: c.title, score: m.score, place: m.place }),
          link: linkOf(id),
          createdAt: at,
          message: { kind: 'contest' },
        });
        continue;
      }
      const transactionId = awaiting ? null : await payPrize(tx, c, m, at);
      await tx.query(
        `INSERT INTO contest_prizes (contest_id, member_id, league, place, score, amount, status, transaction_id, created_at, paid_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          id,
          m.memberId,
          m.league,
          m.place,
          m.score,
          m.amount,
          awaiting ? 'awaiting_approval' : 'paid',
          transactionId,
          at,
          awaiting ? null : at,
        ],
      );
      notices.push(wonNotice(c, m, awaiting, at));
    }
    await notifyMany(tx, notices);
    await tx.query(
      `UPDATE contests SET status = 'settled', settled_at = $2, updated_at = $2, uncapped_total = $3 WHERE id = $1`,
      [id, at, uncapped],
    );
    return { settled: true, prizes: winners.length };
  });
}

/** The contest's prizes still awaiting approval, each locked. */
async function lockAwaitingPrizes(tx: Queryable, id: number) {
  const { rows } = await tx.query<{ memberId: string; amount: number; place: number | null }>(
    `SELECT member_id::text AS "memberId", amount::float8 AS amount, place FROM contest_prizes
      WHERE contest_id = $1 AND status = 'awaiting_approval' ORDER BY member_id FOR UPDATE`,
    [id],
  );
  return rows;
}

/**
 * The contest's prizes as one request at the approvals door (decision 0060): approving it pays every
 * prize still awaiting — by an admin other than the contest's author, the door's rule — and tells each
 * member; refusing it (or its author withdrawing it) refuses each with the reason, which the member
 * reads in a notification linking to the contest's page. A prize a cancelled contract took away
 * meanwhile is neither paid nor refused: it is gone.
 */
export const contestPrizesApproval: ApprovalEffect = {
  async apply(tx, a, { who, now }) {
    const c = await findContest(tx, Number(a.subject), 'FOR SHARE');
    if (c.kind === 'team') return approveTeamShares(tx, c, who, now);
    await payApprovedPrizes(tx, c, who, now, await lockAwaitingPrizes(tx, c.id), (prize, transactionId) =>
      tx.query(
        `UPDATE contest_prizes SET status = 'paid', transaction_id = $3, approved_by = $4, paid_at = $5
          WHERE contest_id = $1 AND member_id = $2`,
        [c.id, prize.memberId, transactionId, who.operatorId, now],
      ),
    );
  },
  async refuse(tx, a, { who, now, reason }) {
    // The members read the reason: no address of another site in it (the rule of every text they get).
    const link = outsideLinkIn(reason);
    if (link) throw new AppError('validation_error', { details: { fields: { reason: outsideLinkText(link) } } });
    const c = await findContest(tx, Number(a.subject), 'FOR SHARE');
    if (c.kind === 'team') return refuseTeamShares(tx, c, who, now, reason);
    for (const prize of await lockAwaitingPrizes(tx, c.id)) {
      await tx.query(
        `UPDATE contest_prizes SET status = 'refused', refused_by = $3, refused_at = $4, refusal_reason = $5
          WHERE contest_id = $1 AND member_id = $2`,
        [c.id, prize.memberId, who.operatorId, now, reason],
      );
      await tellPrizeRefused(tx, c, who, prize, reason, now);
    }
  },
};

/**
 * A contract cancelled after settlement takes its points back like its reward: the member's prize
 * is recomputed from their lowered score against the league as it stands now, and what they no
 * longer win is clawed back (what their points cannot cover becomes their debt). Nobody else's
 * prize changes. A prize still awaiting approval shrinks instead.
 */
export async function takeBackPrize(tx: Queryable, left: WithdrawnContract, number: string, at: Date): Promise<void> {
  if (left.status !== 'settled') return;
  const { rows } = await tx.query<{ status: string; amount: number; clawedBack: number }>(
    `SELECT status, amount::float8 AS amount, clawed_back::float8 AS "clawedBack" FROM contest_prizes
      WHERE contest_id = $1 AND member_id = $2 FOR UPDATE`,
    [left.contestId, left.memberId],
  );
  const prize = rows[0];
  // A refused prize was never paid: nothing to take back.
  if (!prize || prize.status === 'refused') return;
  const c = await findContest(tx, left.contestId);
  const league = byPlace(c) ? await scoreCounts(tx, c.id, left.league) : [];
  const place = byPlace(c) && left.score > 0 ? placeOf(league, left.score) : null;
  const members = league.reduce((n, s) => n + s.members, 0);
  const kept = asSettled(prizeFor(c, left.score, place, members), c);
  const held = prize.amount - prize.clawedBack;
  const claw = held - kept;
  if (claw <= 0) return;
  if (prize.status === 'awaiting_approval') {
    if (kept === 0) await tx.query('DELETE FROM contest_prizes WHERE contest_id = $1 AND member_id = $2', [c.id, left.memberId]);
    else
      await tx.query('UPDATE contest_prizes SET amount = $3 WHERE contest_id = $1 AND member_id = $2', [
        c.id,
        left.memberId,
        kept,
      ]);
    return;
  }
  await clawPrize(tx, c, left.memberId, claw, number, at);
  await tx.query('UPDATE contest_prizes SET clawed_back = clawed_back + $3 WHERE contest_id = $1 AND member_id = $2', [
    c.id,
    left.memberId,
    claw,
  ]);
}
