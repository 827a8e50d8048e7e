// A team contest's settlement (docs/product.md §11.8, decision 0070): each team's prize from its place in
// its league (or the threshold per agent) when the contest ended, cut by the budget as a member contest's
// prizes are (budget.ts), then split among its agents by the contest's rule (team-split.ts). Each share
// is a `contest_prize` posting of its own, paid once: the contest's row lock decides who settles and a
// share row per team and agent stands behind it. The shares are one money request at the approvals door
// valued at their sum, as a member contest's prizes are (decisions 0041 and 0060): a team prize at or
// above the payout approval threshold makes them wait for an admin other than the contest's author.
import { pluralRu, type ContestPayout } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { toPoints } from '../../ledger/amounts.js';
import type { Checker } from '../approvals/service.js';
import { notifyMany, type NotifyInput } from '../notifications/service.js';
import { teamNamesOf } from '../teams/service.js';
import { asSettled, cutToBudget } from './budget.js';
import { byPlace, findContest, type ContestRow } from './contest-row.js';
import { contestNotice } from './messages.js';
import { clawPrize, linkOf, payApprovedPrizes, payPrize, requestPrizesApproval, wonNotice } from './prize-payments.js';
import { tellPrizeRefused } from './prize-refusal-text.js';
import { boardDay, contributionsOf, readTeamLines, teamPrizeFor, teamScore, type TeamLine } from './team-board.js';
import { splitTeamPrize, type Contribution, type Share } from './team-split.js';
import type { WithdrawnTeamContract } from './team-standings.js';

interface TeamPrize {
  line: TeamLine;
  /** Kopecks, after the budget's cut. */
  amount: number;
  shares: Share[];
}

/**
 * What settling now would pay: the teams that win, each with its prize cut by the budget and its
 * agents' shares, and what the prizes would have cost when the budget cut them (null otherwise) —
 * with every team's line and agents' contributions they were computed from.
 */
async function teamPrizesOf(
  db: Queryable,
  c: ContestRow,
  asOf: string,
): Promise<{ teams: TeamPrize[]; uncapped: number | null; lines: TeamLine[]; agents: Map<string, Contribution[]> }> {
  const [lines, agents] = await Promise.all([readTeamLines(db, c, asOf), contributionsOf(db, c.id)]);
  const won = lines.map((line) => teamPrizeFor(c, line));
  const cut = cutToBudget(won, c.budget);
  const winners = lines.flatMap((line, i) => (cut.amounts[i]! > 0 ? [{ line, amount: cut.amounts[i]! }] : []));
  return {
    teams: winners.map((w) => ({ ...w, shares: splitTeamPrize(w.amount, c.teamSplit!, agents.get(w.line.teamId) ?? []) })),
    uncapped: cut.uncapped,
    lines,
    agents,
  };
}

/** The agents paid and the sum (points), for the back office to confirm before an early finish. */
export async function teamPayoutFigures(db: Queryable, c: ContestRow, today: string): Promise<ContestPayout> {
  const { teams } = await teamPrizesOf(db, c, boardDay(c, today));
  const shares = teams.flatMap((t) => t.shares);
  return { members: shares.length, total: toPoints(shares.reduce((sum, s) => sum + s.amount, 0)) };
}

/**
 * Settles a finished team contest under its row lock (settleContest's): the teams' prizes and their
 * shares, paid now when their sum is the author's to create alone or all kept for approval, every
 * agent with a counted contract told their team's result.
 */
export async function settleTeamContest(tx: Queryable, c: ContestRow, at: Date): Promise<{ settled: boolean; prizes: number }> {
  const { teams, uncapped, lines, agents } = await teamPrizesOf(tx, c, c.endsOn);
  const shares = teams.flatMap((t) => t.shares);
  const awaiting = await requestPrizesApproval(
    tx,
    c,
    {
      summary:
        `Командный конкурс «${c.title}»: ${teams.length} ${pluralRu(teams.length, ['команда', 'команды', 'команд'])}, ` +
        `${shares.length} ${pluralRu(shares.length, ['доля', 'доли', 'долей'])}`,
      paidTo: `${shares.length} ${pluralRu(shares.length, ['агенту', 'агентам', 'агентам'])}`,
      total: shares.reduce((sum, s) => sum + s.amount, 0),
    },
    at,
  );
  // A threshold's prize is not a place's, as in a member contest: its lines and notices name no place.
  const shownPlace = (l: TeamLine) => (byPlace(c) ? l.place : null);
  const notices: NotifyInput[] = [];
  const told = new Set<string>();
  for (const t of teams) {
    const l = { ...t.line, place: shownPlace(t.line) };
    await tx.query(
      `INSERT INTO contest_team_prizes (contest_id, team_id, league, place, contracts, score, amount, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [c.id, l.teamId, l.league, l.place, l.contracts, teamScore(l), t.amount, at],
    );
    for (const s of t.shares) {
      const share = { memberId: s.memberId, amount: s.amount, place: l.place, team: l.name };
      const transactionId = awaiting ? null : await payPrize(tx, c, share, at);
      await tx.query(
        `INSERT INTO contest_team_shares (contest_id, team_id, member_id, contracts, amount, status, transaction_id, created_at, paid_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          c.id,
          l.teamId,
          s.memberId,
          s.contracts,
          s.amount,
          awaiting ? 'awaiting_approval' : 'paid',
          transactionId,
          at,
          awaiting ? null : at,
        ],
      );
      told.add(`${l.teamId} ${s.memberId}`);
      notices.push(wonNotice(c, share, awaiting, at));
    }
  }
  // The other agents who sold for a team of the contest hear its result.
  const byTeam = new Map(lines.map((l) => [l.teamId, l]));
  for (const [teamId, sold] of agents) {
    const l = byTeam.get(teamId)!;
    for (const a of sold) {
      if (a.contracts === 0 || told.has(`${teamId} ${a.memberId}`)) continue;
      notices.push({
        memberId: a.memberId,
        category: 'system',
        ...contestNotice.teamResult({ title: c.title, team: l.name, place: shownPlace(l), contracts: a.contracts }),
        link: linkOf(c.id),
        createdAt: at,
        message: { kind: 'contest' },
      });
    }
  }
  await notifyMany(tx, notices);
  await tx.query(`UPDATE contests SET status = 'settled', settled_at = $2, updated_at = $2, uncapped_total = $3 WHERE id = $1`, [
    c.id,
    at,
    uncapped,
  ]);
  return { settled: true, prizes: shares.length };
}

/** The contest's shares still awaiting approval, each locked, with its team's name and place. */
async function lockAwaitingShares(tx: Queryable, id: number) {
  const { rows } = await tx.query<{ teamId: string; memberId: string; amount: number; place: number | null }>(
    `SELECT s.team_id::text AS "teamId", s.member_id::text AS "memberId", s.amount::float8 AS amount, p.place
       FROM contest_team_shares s JOIN contest_team_prizes p ON p.contest_id = s.contest_id AND p.team_id = s.team_id
      WHERE s.contest_id = $1 AND s.status = 'awaiting_approval' ORDER BY s.team_id, s.member_id FOR UPDATE OF s`,
    [id],
  );
  const names = await teamNamesOf(tx, [...new Set(rows.map((r) => r.teamId))]);
  return rows.map((r) => ({ ...r, team: names.get(r.teamId)?.name ?? '' }));
}

/** Approving the contest's prizes at the door pays every share still awaiting (contestPrizesApproval). */
export async function approveTeamShares(tx: Queryable, c: ContestRow, who: Checker, now: Date): Promise<void> {
  await payApprovedPrizes(tx, c, who, now, await lockAwaitingShares(tx, c.id), (s, transactionId) =>
    tx.query(
      `UPDATE contest_team_shares SET status = 'paid', transaction_id = $4, approved_by = $5, paid_at = $6
        WHERE contest_id = $1 AND team_id = $2 AND member_id = $3`,
      [c.id, s.teamId, s.memberId, transactionId, who.operatorId, now],
    ),
  );
}

/** Refusing them refuses each share with the reason its agent reads (contestPrizesApproval checks it). */
export async function refuseTeamShares(tx: Queryable, c: ContestRow, who: Checker, now: Date, reason: string): Promise<void> {
  for (const s of await lockAwaitingShares(tx, c.id)) {
    await tx.query(
      `UPDATE contest_team_shares SET status = 'refused', refused_by = $4, refused_at = $5, refusal_reason = $6
        WHERE contest_id = $1 AND team_id = $2 AND member_id = $3`,
      [c.id, s.teamId, s.memberId, who.operatorId, now, reason],
    );
    await tellPrizeRefused(tx, c, who, s, reason, now);
  }
}

/**
 * A contract cancelled after settlement takes its part of the team's prize back: the team's prize is
 * recomputed from its lowered score against its league as it stands now (in the settlement's budget
 * proportion), split again by the rule over the contributions as they stand, and what each agent's share
 * no longer holds is clawed back (what their points cannot cover becomes their debt). A share never
 * grows, and no other team's prize changes; a share still awaiting approval shrinks instead.
 */
export async function takeBackTeamShares(tx: Queryable, left: WithdrawnTeamContract, number: string, at: Date): Promise<void> {
  if (left.status !== 'settled') return;
  const { rows: prize } = await tx.query<{ league: number }>(
    'SELECT league FROM contest_team_prizes WHERE contest_id = $1 AND team_id = $2',
    [left.contestId, left.teamId],
  );
  // The team won nothing: nothing to take back.
  if (!prize[0]) return;
  const { rows: held } = await tx.query<{ memberId: string; status: string; amount: number; clawedBack: number }>(
    `SELECT member_id::text AS "memberId", status, amount::float8 AS amount, clawed_back::float8 AS "clawedBack"
       FROM contest_team_shares WHERE contest_id = $1 AND team_id = $2 ORDER BY member_id FOR UPDATE`,
    [left.contestId, left.teamId],
  );
  const c = await findContest(tx, left.contestId);
  const line = (await readTeamLines(tx, c, c.endsOn, [prize[0].league])).find((l) => l.teamId === left.teamId)!;
  const kept = asSettled(teamPrizeFor(c, line), c);
  const now = new Map(
    splitTeamPrize(kept, c.teamSplit!, (await contributionsOf(tx, c.id, [left.teamId])).get(left.teamId) ?? []).map((s) => [
      s.memberId,
      s.amount,
    ]),
  );
  for (const share of held) {
    // A refused share was never paid: nothing to take back.
    if (share.status === 'refused') continue;
    const keeps = now.get(share.memberId) ?? 0;
    const claw = share.amount - share.clawedBack - keeps;
    if (claw <= 0) continue;
    const key = [c.id, left.teamId, share.memberId];
    if (share.status === 'awaiting_approval') {
      if (keeps === 0)
        await tx.query('DELETE FROM contest_team_shares WHERE contest_id = $1 AND team_id = $2 AND member_id = $3', key);
      else
        await tx.query('UPDATE contest_team_shares SET amount = $4 WHERE contest_id = $1 AND team_id = $2 AND member_id = $3', [
          ...key,
          keeps,
        ]);
      continue;
    }
    await clawPrize(tx, c, share.memberId, claw, number, at);
    await tx.query(
      'UPDATE contest_team_shares SET clawed_back = clawed_back + $4 WHERE contest_id = $1 AND team_id = $2 AND member_id = $3',
      [...key, claw],
    );
  }
}
