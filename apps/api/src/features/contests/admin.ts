// The back office's contests (decision 0032): drafts and their changes until the start, scheduling,
// cancelling before settlement, the standings by league, the preview as a member will see it, the
// figures an early finish pays, and the prizes above the threshold waiting at the approvals door.
import type { AdminContest, ContestBodyParsed, ContestPayout, ContestPlan, MemberContest } from '@cabinet/contracts';
import type { Db, Queryable } from '../../db/types.js';
import { toPoints } from '../../ledger/amounts.js';
import { AppError } from '../../lib/app-error.js';
import { moscowDate } from '../../lib/moscow-time.js';
import { pendingApprovalOf } from '../approvals/service.js';
import { audit, type AuditActor } from '../audit/service.js';
import { CONTEST_COLUMNS, findContest, leagueName, ruleOf, type ContestRow } from './contest-row.js';
import { designOf, designValues, DESIGN_COLUMNS } from './design.js';
import { checkBudget, planOf } from './plan.js';
import { finishContestNow, startContestJob, type ContestDeps } from './lifecycle-jobs.js';
import { memberView } from './member-view.js';
import { readControlGroup } from './control-group.js';
import { newHoldoutSeed } from './holdout.js';
import { contestNotice } from './messages.js';
import { payoutFigures, sameFigures } from './payout-figures.js';
import { standingOf } from './member-standing.js';
import { tellEnrolled } from './tell-enrolled.js';
import { teamLeaguesView, teamPrizesView, teamsPerLeague } from './team-admin.js';
import { teamPreview } from './team-preview.js';

type Who = AuditActor & { operatorId: string };

export async function createContest(db: Db, who: Who, body: ContestBodyParsed, now: Date): Promise<AdminContest> {
  return db.transaction(async (tx) => {
    const design = await designOf(tx, body);
    await checkBudget(tx, design);
    const n = DESIGN_COLUMNS.length;
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO contests (${DESIGN_COLUMNS.join(', ')}, created_by, created_at, updated_at)
       VALUES (${DESIGN_COLUMNS.map((_, i) => `$${i + 1}`).join(', ')}, $${n + 1}, $${n + 2}, $${n + 2})
       RETURNING id::int AS id`,
      [...designValues(design), who.operatorId, now],
    );
    const id = rows[0]!.id;
    await audit(tx, who, { action: 'contest.created', targetType: 'contest', targetId: id, after: body }, now);
    return getAdminContest(tx, id, now);
  });
}

/**
 * A contest is changed until it starts: a draft, or a scheduled one whose new first day has not
 * passed. A scheduled one whose first day moves gets a start job for the new day; the old job no
 * longer matches it and does nothing. The start takes the contest's lock too, so an edit either
 * lands before the start or is refused after it.
 */
export async function updateContest(deps: ContestDeps, who: Who, id: number, body: ContestBodyParsed): Promise<AdminContest> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const c = await findContest(tx, id, 'FOR UPDATE');
    if (c.status !== 'draft' && c.status !== 'scheduled') throw new AppError('contest_wrong_state');
    if (c.status === 'scheduled' && body.startsOn < moscowDate(now)) throw new AppError('contest_start_past');
    const design = await designOf(tx, body);
    await checkBudget(tx, design);
    const n = DESIGN_COLUMNS.length;
    await tx.query(
      `UPDATE contests SET ${DESIGN_COLUMNS.map((column, i) => `${column} = $${i + 1}`).join(', ')}, updated_at = $${n + 1}
        WHERE id = $${n + 2}`,
      [...designValues(design), now, id],
    );
    const { startsAt } = design;
    if (c.status === 'scheduled' && startsAt.getTime() !== c.startsAt.getTime())
      await deps.jobs.send(tx, startContestJob, { contestId: id, startsAt: startsAt.toISOString() }, { startAfter: startsAt });
    await audit(
      tx,
      who,
      { action: 'contest.updated', targetType: 'contest', targetId: id, before: { status: c.status }, after: body },
      now,
    );
    return getAdminContest(tx, id, now);
  });
}

/**
 * A draft whose first day has not begun (Moscow) is scheduled: its start is queued, and the seed of
 * its control group's draw is recorded now, before anyone sells during it (docs/product.md §11.3).
 */
export async function scheduleContest(deps: ContestDeps, who: Who, id: number): Promise<AdminContest> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const c = await findContest(tx, id, 'FOR UPDATE');
    if (c.status !== 'draft') throw new AppError('contest_wrong_state');
    if (c.startsOn < moscowDate(now)) throw new AppError('contest_start_past');
    // The leagues have grown since the draft was saved, perhaps past what the budget pays at worst.
    await checkBudget(tx, c);
    const seed = newHoldoutSeed();
    await tx.query(
      `UPDATE contests SET status = 'scheduled', holdout_seed = coalesce(holdout_seed, $3), updated_at = $2 WHERE id = $1`,
      [id, now, seed],
    );
    await deps.jobs.send(tx, startContestJob, { contestId: id, startsAt: c.startsAt.toISOString() }, { startAfter: c.startsAt });
    await audit(
      tx,
      who,
      {
        action: 'contest.scheduled',
        targetType: 'contest',
        targetId: id,
        after: { startsOn: c.startsOn, holdoutPercent: c.holdoutPercent, holdoutSeed: c.holdoutSeed ?? seed },
      },
      now,
    );
    return getAdminContest(tx, id, now);
  });
}

/**
 * Ends a running contest today and settles it, once the admin has confirmed what it pays: the
 * figures they saw are compared with the standings under the contest's lock, and a difference is
 * refused (`contest_payout_changed`) so that nobody pays a sum they did not see.
 */
export async function finishContestEarly(
  deps: ContestDeps,
  who: Who,
  id: number,
  confirmed: ContestPayout,
): Promise<AdminContest> {
  await finishContestNow(deps, id, async (tx, c) => {
    if (!sameFigures(await payoutFigures(tx, c, deps.clock.now()), confirmed)) throw new AppError('contest_payout_changed');
  });
  await audit(
    deps.db,
    who,
    { action: 'contest.finished_early', targetType: 'contest', targetId: id, after: confirmed },
    deps.clock.now(),
  );
  return getAdminContest(deps.db, id, deps.clock.now());
}

/** Statuses a contest may be cancelled from: anything not yet paid. */
const CANCELLABLE: readonly ContestRow['status'][] = ['draft', 'scheduled', 'running', 'finished'];

/**
 * Cancels a contest before its settlement: it counts no more contracts and pays nothing (its jobs
 * and the hourly tick find it in no state they act on). The members already enrolled are told,
 * with the reason, which its page shows them too.
 */
export async function cancelContest(deps: ContestDeps, who: Who, id: number, reason: string): Promise<AdminContest> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const c = await findContest(tx, id, 'FOR UPDATE');
    if (!CANCELLABLE.includes(c.status)) throw new AppError('contest_wrong_state');
    await tx.query(
      `UPDATE contests SET status = 'cancelled', cancel_reason = $2, cancelled_at = $3, cancelled_by = $4, updated_at = $3 WHERE id = $1`,
      [id, reason, now, who.operatorId],
    );
    await tellEnrolled(tx, id, contestNotice.cancelled({ title: c.title, reason }), now);
    await audit(
      tx,
      who,
      { action: 'contest.cancelled', targetType: 'contest', targetId: id, before: { status: c.status }, after: { reason } },
      now,
    );
    return getAdminContest(tx, id, now);
  });
}

export async function listContests(db: Queryable): Promise<{
  contests: {
    id: number;
    title: string;
    startsOn: string;
    endsOn: string;
    status: ContestRow['status'];
    rule: ReturnType<typeof ruleOf>;
    members: number;
    kind: ContestRow['kind'];
  }[];
}> {
  const { rows } = await db.query<ContestRow & { members: number }>(
    `SELECT ${CONTEST_COLUMNS},
            (SELECT count(*)::int FROM contest_members cm WHERE cm.contest_id = c.id)
              + (SELECT count(*)::int FROM contest_teams ct WHERE ct.contest_id = c.id) AS members
       FROM contests c ORDER BY c.starts_on DESC, c.id DESC LIMIT 200`,
  );
  return {
    contests: rows.map((c) => ({
      id: c.id,
      title: c.title,
      startsOn: c.startsOn,
      endsOn: c.endsOn,
      status: c.status,
      rule: ruleOf(c),
      members: c.members,
      kind: c.kind,
    })),
  };
}

/** The contest as the back office shows it; `now` is the day a running team contest's board is counted to. */
export async function getAdminContest(db: Queryable, id: number, now: Date): Promise<AdminContest> {
  const c = await findContest(db, id);
  const { rows: phones } = await db.query<{ phone: string }>(
    'SELECT phone FROM members WHERE id = ANY($1::uuid[]) ORDER BY phone',
    [c.memberIds],
  );
  const { rows: heldOut } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM contest_holdouts WHERE contest_id = $1',
    [id],
  );
  // A team contest's leagues hold teams.
  const { rows: sizes } =
    c.kind === 'team'
      ? { rows: await teamsPerLeague(db, id) }
      : await db.query<{ league: number; members: number }>(
          'SELECT league, count(*)::int AS members FROM contest_members WHERE contest_id = $1 GROUP BY league ORDER BY league',
          [id],
        );
  const { rows: leaders } = await db.query<{
    league: number;
    memberId: string;
    name: string;
    phone: string;
    score: number;
    place: number;
  }>(
    `SELECT league, "memberId", name, phone, score, place FROM (
       SELECT cm.league, cm.member_id::text AS "memberId", trim(m.last_name || ' ' || m.first_name) AS name, m.phone, cm.score,
              rank() OVER (PARTITION BY cm.league ORDER BY cm.score DESC)::int AS place,
              row_number() OVER (PARTITION BY cm.league ORDER BY cm.score DESC, cm.joined_at, cm.member_id) AS n
         FROM contest_members cm JOIN members m ON m.id = cm.member_id WHERE cm.contest_id = $1 AND cm.score > 0) x
      WHERE n <= 10 ORDER BY league, n`,
    [id],
  );
  const { rows: prizes } = await db.query<{
    memberId: string;
    name: string;
    league: number;
    place: number | null;
    score: number;
    amount: number;
    clawedBack: number;
    status: 'paid' | 'awaiting_approval' | 'refused';
    refusalReason: string | null;
  }>(
    `SELECT p.member_id::text AS "memberId", trim(m.last_name || ' ' || m.first_name) AS name, p.league, p.place, p.score,
            p.amount::float8 AS amount, p.clawed_back::float8 AS "clawedBack", p.status, p.refusal_reason AS "refusalReason"
       FROM contest_prizes p JOIN members m ON m.id = p.member_id WHERE p.contest_id = $1
      ORDER BY p.league, p.place NULLS LAST, p.score DESC, p.member_id LIMIT 1000`,
    [id],
  );
  return {
    id: c.id,
    title: c.title,
    description: c.description,
    startsOn: c.startsOn,
    endsOn: c.endsOn,
    participants: c.participants,
    leagueNumbers: c.leagueNumbers,
    memberPhones: phones.map((p) => p.phone),
    leagueBands: c.leagueBands,
    historyMonths: c.historyMonths,
    rule: ruleOf(c),
    budget: c.budget === null ? null : toPoints(c.budget),
    leagueNames: c.leagueNames,
    uncappedTotal: c.uncappedTotal === null ? null : toPoints(c.uncappedTotal),
    status: c.status,
    createdBy: c.createdBy,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
    payout: c.status === 'running' || c.status === 'finished' ? await payoutFigures(db, c, now) : null,
    cancelReason: c.cancelReason,
    cancelledAt: c.cancelledAt?.toISOString() ?? null,
    leagues: c.leagueBands.map((min, i) => ({
      league: i + 1,
      name: leagueName(c, i + 1),
      minContracts: min,
      members: sizes.find((s) => s.league === i + 1)?.members ?? 0,
      leaders: leaders.filter((l) => l.league === i + 1).map(({ league: _l, ...l }) => l),
    })),
    prizes: prizes.map((p) => ({ ...p, amount: toPoints(p.amount), clawedBack: toPoints(p.clawedBack) })),
    pendingPrizes: c.status === 'settled' ? await pendingApprovalOf(db, 'contest_prizes', String(id)) : null,
    holdoutPercent: c.holdoutPercent,
    holdoutSeed: c.holdoutSeed,
    holdoutMembers: heldOut[0]!.n,
    controlGroup: await readControlGroup(db, c),
    kind: c.kind,
    teamSplit: c.teamSplit,
    teamLeagues: await teamLeaguesView(db, c, now),
    teamPrizes: await teamPrizesView(db, c),
  };
}

/**
 * The contest as a member will see it: their rules, and a sample standing (a member of the lowest
 * league with one contract, alone) so the screen shows every part. Nothing is stored.
 */
export async function previewContest(db: Queryable, body: ContestBodyParsed, now: Date): Promise<MemberContest> {
  const c: ContestRow = {
    ...(await designOf(db, body)),
    id: 0,
    status: 'running',
    createdBy: '',
    createdAt: now,
    updatedAt: now,
    cancelReason: null,
    cancelledAt: null,
    holdoutSeed: null,
    uncappedTotal: null,
  };
  const sample = [
    { score: 3, members: 1 },
    { score: 1, members: 1 },
  ];
  if (c.kind === 'team') return teamPreview(c);
  const standing = standingOf(c, { league: 1, score: 1 }, sample, c.leagueBands.length);
  const leaders = [
    { place: 1, name: 'Мария К.', score: 3, isMe: false },
    { place: 2, name: 'Иван П.', score: 1, isMe: true },
  ];
  // The sample league's two members are the member's neighbours too; the member's own month (the
  // next contract's value, their goal, their pace) is not an admin's to preview.
  return {
    ...memberView(c, standing),
    result: null,
    leaders,
    countedAt: null,
    neighbours: leaders,
    nextStep: null,
    personalGoal: null,
    reach: null,
    lead: standing.gap ? 'gap' : 'next_step',
    team: null,
  };
}

/** The leagues the contest would have if it started now, and what its prizes may cost at worst. */
export async function planContest(db: Queryable, body: ContestBodyParsed): Promise<ContestPlan> {
  return planOf(db, await designOf(db, body));
}
