// Settlement (decision 0032): at the end of a contest its prizes are paid through the ledger, each
// once — the contest's row lock decides who settles, and a prize row per member makes a second
// payment impossible even so. The prizes are one money decision of the contest's author, valued
// at their sum (decision 0041): when that sum, with what the author created alone that Moscow day,
// reaches the payout approval threshold, every prize waits for an admin other than the author, who
// approves or refuses them (with a reason the member reads).
import { pluralRu } from '@cabinet/contracts';
import type { Db, Queryable } from '../../db/types.js';
import { toPoints } from '../../ledger/amounts.js';
import { creditLines, takeBackLines } from '../../ledger/member-lines.js';
import { statement } from '../../ledger/money-texts.js';
import { post } from '../../ledger/post.js';
import { AppError } from '../../lib/app-error.js';
import { notify, notifyMany, type NotifyInput } from '../notifications/service.js';
import { closeMoneyDecision, decideMoney, pendingDecisionOf } from '../money-decisions/service.js';
import { findContest, prizeFor, type ContestRow } from './contest-row.js';
import { contestNotice } from './messages.js';
import { prizeRefusedNotice } from './prize-refusal-text.js';
import { placeOf, scoreCounts, type WithdrawnContract } from './standings.js';

const linkOf = (id: number) => `/contests/${id}`;

/** Pays a prize (kopecks) into the member's available points; a debt they owe is paid off first. */
async function payPrize(tx: Queryable, c: ContestRow, memberId: string, amount: number, place: number | null, at: Date) {
  return post(tx, {
    kind: 'contest_prize',
    memberId,
    lines: (await creditLines(tx, memberId, amount)).lines,
    ...statement.contestPrize({ title: c.title, place }),
    actor: 'system',
    at,
  });
}

/**
 * Settles a finished contest: computes each member's prize from the standings, pays them all when
 * their sum is the author's to create alone, keeps them all for approval otherwise, tells every
 * member their result. Settling twice (at once or later) settles once: the second finds the contest settled.
 */
export async function settleContest(db: Db, id: number, at: Date): Promise<{ settled: boolean; prizes: number }> {
  return db.transaction(async (tx) => {
    const c = await findContest(tx, id, 'FOR UPDATE');
    if (c.status !== 'finished') return { settled: false, prizes: 0 };
    const { rows: members } = await tx.query<{ memberId: string; league: number; score: number; place: number }>(
      `SELECT member_id::text AS "memberId", league, score,
              rank() OVER (PARTITION BY league ORDER BY score DESC)::int AS place
         FROM contest_members WHERE contest_id = $1 ORDER BY member_id`,
      [id],
    );
    const won = members.map((m) => {
      const place = c.rule === 'places' && m.score > 0 ? m.place : null;
      return { ...m, place, amount: prizeFor(c, m.score, place) };
    });
    const winners = won.filter((m) => m.amount > 0);
    const total = winners.reduce((sum, m) => sum + m.amount, 0);
    const awaiting =
      total > 0 &&
      (
        await decideMoney(
          tx,
          { operatorId: c.createdBy, actor: 'system', ip: null },
          {
            kind: 'contest_prizes',
            subject: String(id),
            summary: `Конкурс «${c.title}»: ${winners.length} ${pluralRu(winners.length, ['приз', 'приза', 'призов'])}`,
            amount: total,
            payload: {},
          },
          at,
        )
      ).status === 'pending';
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
      const transactionId = awaiting ? null : await payPrize(tx, c, m.memberId, m.amount, m.place, at);
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
      notices.push({
        memberId: m.memberId,
        category: 'accrual',
        ...contestNotice.won({ title: c.title, prize: toPoints(m.amount), place: m.place, awaitingApproval: awaiting }),
        link: awaiting ? linkOf(id) : '/balance',
        createdAt: at,
        message: { kind: 'contest' },
      });
    }
    await notifyMany(tx, notices);
    await tx.query(`UPDATE contests SET status = 'settled', settled_at = $2, updated_at = $2 WHERE id = $1`, [id, at]);
    return { settled: true, prizes: winners.length };
  });
}

/** Locks a member's prize that awaits a decision; a decided one is `contest_prize_decided`. */
async function lockAwaitingPrize(tx: Queryable, id: number, memberId: string) {
  const { rows } = await tx.query<{ status: string; amount: number; place: number | null }>(
    `SELECT status, amount::float8 AS amount, place FROM contest_prizes WHERE contest_id = $1 AND member_id = $2 FOR UPDATE`,
    [id, memberId],
  );
  const prize = rows[0];
  if (!prize) throw new AppError('not_found');
  if (prize.status !== 'awaiting_approval') throw new AppError('contest_prize_decided');
  return prize;
}

/**
 * The contest's prizes decision closes when none of its prizes waits any more: approved when an
 * admin let at least one be paid, refused otherwise.
 */
async function closeWhenDecided(tx: Queryable, id: number, checkerId: string, at: Date, reason?: string): Promise<void> {
  const decision = await pendingDecisionOf(tx, 'contest_prizes', String(id));
  if (decision === null) return;
  const { rows } = await tx.query<{ waiting: number; approved: number }>(
    `SELECT count(*) FILTER (WHERE status = 'awaiting_approval')::int AS waiting,
            count(*) FILTER (WHERE approved_by IS NOT NULL)::int AS approved
       FROM contest_prizes WHERE contest_id = $1`,
    [id],
  );
  if (rows[0]!.waiting > 0) return;
  if (rows[0]!.approved > 0) await closeMoneyDecision(tx, decision, checkerId, 'approved', at);
  else await closeMoneyDecision(tx, decision, checkerId, 'rejected', at, reason ?? 'Призы не подтверждены');
}

/** Pays a prize that waited for approval; the approver is an admin other than the contest's author. */
export async function approvePrize(tx: Queryable, operatorId: string, id: number, memberId: string, at: Date): Promise<void> {
  const c = await findContest(tx, id, 'FOR SHARE');
  const prize = await lockAwaitingPrize(tx, id, memberId);
  if (c.createdBy === operatorId) throw new AppError('contest_prize_self_approval');
  const transactionId = await payPrize(tx, c, memberId, prize.amount, prize.place, at);
  await tx.query(
    `UPDATE contest_prizes SET status = 'paid', transaction_id = $3, approved_by = $4, paid_at = $5 WHERE contest_id = $1 AND member_id = $2`,
    [id, memberId, transactionId, operatorId, at],
  );
  await notify(tx, {
    memberId,
    category: 'accrual',
    ...contestNotice.won({ title: c.title, prize: toPoints(prize.amount), place: prize.place, awaitingApproval: false }),
    link: '/balance',
    createdAt: at,
    message: { kind: 'contest' },
  });
  await closeWhenDecided(tx, id, operatorId, at);
}

/**
 * Refuses a prize that waited for approval: nothing is paid, and the member reads the reason in a
 * notification that links to the contest's page. Any admin may refuse, the author too: a refusal
 * creates no money.
 */
export async function refusePrize(
  tx: Queryable,
  operatorId: string,
  id: number,
  memberId: string,
  reason: string,
  at: Date,
): Promise<void> {
  const c = await findContest(tx, id, 'FOR SHARE');
  const prize = await lockAwaitingPrize(tx, id, memberId);
  await tx.query(
    `UPDATE contest_prizes SET status = 'refused', refused_by = $3, refused_at = $4, refusal_reason = $5
      WHERE contest_id = $1 AND member_id = $2`,
    [id, memberId, operatorId, at, reason],
  );
  await notify(tx, {
    memberId,
    category: 'system',
    ...prizeRefusedNotice({ title: c.title, prize: toPoints(prize.amount), reason }),
    link: linkOf(id),
    createdAt: at,
    message: { kind: 'contest' },
  });
  await closeWhenDecided(tx, id, operatorId, at, reason);
}

/** The contest's prizes still awaiting approval (the money decision's effects act on each). */
export async function awaitingPrizes(tx: Queryable, id: number): Promise<string[]> {
  const { rows } = await tx.query<{ memberId: string }>(
    `SELECT member_id::text AS "memberId" FROM contest_prizes WHERE contest_id = $1 AND status = 'awaiting_approval'
      ORDER BY member_id`,
    [id],
  );
  return rows.map((r) => r.memberId);
}

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
  const place = c.rule === 'places' && left.score > 0 ? placeOf(await scoreCounts(tx, c.id, left.league), left.score) : null;
  const kept = prizeFor(c, left.score, place);
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
  const { lines, debt } = await takeBackLines(tx, left.memberId, claw);
  await post(tx, {
    kind: 'contest_clawback',
    memberId: left.memberId,
    lines,
    ...statement.contestClawback({ title: c.title, number, debt: toPoints(debt) }),
    actor: 'system',
    at,
  });
  await tx.query('UPDATE contest_prizes SET clawed_back = clawed_back + $3 WHERE contest_id = $1 AND member_id = $2', [
    c.id,
    left.memberId,
    claw,
  ]);
  await notify(tx, {
    memberId: left.memberId,
    category: 'accrual',
    ...contestNotice.prizeTakenBack({ title: c.title, amount: toPoints(claw), number }),
    link: '/balance',
    createdAt: at,
  });
}
