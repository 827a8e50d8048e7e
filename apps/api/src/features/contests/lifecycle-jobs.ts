// The states of a contest move at its period's edges as jobs (decision 0027): scheduling queues
// the start; the start queues the reminder two days before the end and the end; the end finishes
// and settles. Each job carries the time it was queued for: a contest whose dates changed since
// no longer matches, and the job does nothing.
import type { Db, Queryable } from '../../db/types.js';
import { defineJob } from '../../jobs/definition.js';
import type { JobSender } from '../../jobs/queue.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { moscowDate } from '../../lib/moscow-time.js';
import { notifyMany } from '../notifications/service.js';
import { counts, findContest, type ContestRow } from './contest-row.js';
import { enrolAtStart } from './leagues.js';
import { enrolTeamsAtStart } from './team-leagues.js';
import { recordTeamContracts, teamsOfContracts } from './team-standings.js';
import { contestNotice } from './messages.js';
import { settleContest } from './settle.js';
import { standingOf } from './member-standing.js';
import { scoreCounts } from './standings.js';
import { raiseStandingsVersion } from './standings-version.js';
import { enrolledOn, tellEnrolled } from './tell-enrolled.js';

/** What the contests' jobs and the back office's calls that move a contest need. */
export type ContestDeps = { db: Db; clock: Clock; jobs: JobSender };
const REMIND_BEFORE_MS = 2 * 24 * 3600_000;
const QUEUE = { retryLimit: 5, retryDelay: 10, retryBackoff: true, retryDelayMax: 600 } as const;

/**
 * Enrols the members in their leagues and counts the contracts of the period imported before this
 * moment (an import a little early, a late job), with the leagues' histograms: the start's work.
 */
export async function enrolAndCount(tx: Queryable, c: ContestRow, at: Date): Promise<number> {
  if (c.kind === 'team') return enrolAndCountTeams(tx, c, at);
  const id = c.id;
  const members = await enrolAtStart(tx, c, at);
  const { rows: found } = await tx.query<{ id: string; memberId: string; signedOn: string; tariff: string | null }>(
    `SELECT k.id::text AS id, k.member_id::text AS "memberId", to_char(k.signed_on, 'YYYY-MM-DD') AS "signedOn", k.tariff
         FROM contracts k JOIN contest_members cm ON cm.contest_id = $1 AND cm.member_id = k.member_id
        WHERE k.signed_on BETWEEN $2::date AND $3::date AND k.status = 'active'`,
    [id, c.startsOn, c.endsOn],
  );
  const counted = found.filter((k) => counts(c, k.signedOn, k.tariff));
  if (counted.length > 0) {
    await tx.query(
      `INSERT INTO contest_contracts (contest_id, contract_id, member_id)
         SELECT $1, k, m FROM unnest($2::bigint[], $3::uuid[]) AS x (k, m) ON CONFLICT DO NOTHING`,
      [id, counted.map((k) => k.id), counted.map((k) => k.memberId)],
    );
    await tx.query(
      `UPDATE contest_members cm SET score = x.n
           FROM (SELECT member_id, count(*)::int AS n FROM contest_contracts WHERE contest_id = $1 AND withdrawn_at IS NULL GROUP BY member_id) x
          WHERE cm.contest_id = $1 AND cm.member_id = x.member_id`,
      [id],
    );
  }
  await tx.query(
    `INSERT INTO contest_score_counts (contest_id, league, score, members)
       SELECT $1, league, score, count(*)::int FROM contest_members WHERE contest_id = $1 GROUP BY league, score`,
    [id],
  );
  await raiseStandingsVersion(tx, id, at);
  return members;
}

/** A team contest's start: the teams in their leagues, and the period's contracts counted for them. */
async function enrolAndCountTeams(tx: Queryable, c: ContestRow, at: Date): Promise<number> {
  const teams = await enrolTeamsAtStart(tx, c, at);
  const { rows } = await tx.query<{ contractId: number; memberId: string; signedOn: string; tariff: string | null }>(
    `SELECT id::int AS "contractId", member_id::text AS "memberId", to_char(signed_on, 'YYYY-MM-DD') AS "signedOn", tariff
       FROM contracts WHERE signed_on BETWEEN $1::date AND $2::date AND status = 'active' ORDER BY id`,
    [c.startsOn, c.endsOn],
  );
  const counted = rows.filter((k) => counts(c, k.signedOn, k.tariff));
  if (counted.length > 0) await recordTeamContracts(tx, c, counted, await teamsOfContracts(tx, counted), at);
  return teams;
}

/** Enrols the members in their leagues, counts what the period has already, tells them. */
export async function startContest(
  deps: ContestDeps,
  id: number,
  startsAt: string,
): Promise<{ started: boolean; members: number }> {
  return deps.db.transaction(async (tx) => {
    const c = await findContest(tx, id, 'FOR UPDATE');
    if (c.status !== 'scheduled' || c.startsAt.toISOString() !== startsAt) return { started: false, members: 0 };
    const at = deps.clock.now();
    const members = await enrolAndCount(tx, c, at);
    await tx.query(`UPDATE contests SET status = 'running', started_at = $2, updated_at = $2 WHERE id = $1`, [id, at]);
    await tellEnrolled(tx, id, contestNotice.started(c), at);
    const endsAt = c.endsAt;
    await deps.jobs.send(tx, finishContestJob, { contestId: id, endsAt: endsAt.toISOString() }, { startAfter: endsAt });
    const remindAt = new Date(endsAt.getTime() - REMIND_BEFORE_MS);
    if (remindAt > at)
      await deps.jobs.send(tx, remindContestJob, { contestId: id, endsAt: endsAt.toISOString() }, { startAfter: remindAt });
    return { started: true, members };
  });
}

/** Two days before the end: each member hears what the next prize still takes. */
async function remindContest(deps: ContestDeps, id: number, endsAt: string): Promise<{ reminded: number }> {
  return deps.db.transaction(async (tx) => {
    const c = await findContest(tx, id, 'FOR UPDATE');
    if (c.status !== 'running' || c.endsAt.toISOString() !== endsAt) return { reminded: 0 };
    const at = deps.clock.now();
    const { rowCount } = await tx.query('UPDATE contests SET reminded_at = $2 WHERE id = $1 AND reminded_at IS NULL', [id, at]);
    if (!rowCount) return { reminded: 0 };
    if (c.kind === 'team') {
      // The agents of its teams today; a team's standing is on the page.
      const agents = await enrolledOn(tx, id, moscowDate(at));
      await notifyMany(
        tx,
        agents.map((memberId) => ({
          memberId,
          category: 'system' as const,
          ...contestNotice.endsSoon({ ...c, gapText: null }),
          link: `/contests/${id}`,
          createdAt: at,
          message: { kind: 'contest' as const },
        })),
      );
      return { reminded: agents.length };
    }
    const { rows } = await tx.query<{ memberId: string; league: number; score: number }>(
      `SELECT member_id::text AS "memberId", league, score FROM contest_members WHERE contest_id = $1`,
      [id],
    );
    const histograms = new Map<number, Awaited<ReturnType<typeof scoreCounts>>>();
    for (const league of new Set(rows.map((r) => r.league))) histograms.set(league, await scoreCounts(tx, id, league));
    await notifyMany(
      tx,
      rows.map((r) => ({
        memberId: r.memberId,
        category: 'system' as const,
        ...contestNotice.endsSoon({ ...c, gapText: standingOf(c, r, histograms.get(r.league)!, 1).gapText }),
        link: `/contests/${id}`,
        createdAt: at,
        message: { kind: 'contest' as const },
      })),
    );
    return { reminded: rows.length };
  });
}

/** The end: the contest is finished, then settled (`settleContest`). */
export async function finishContest(
  deps: ContestDeps,
  id: number,
  endsAt: string,
): Promise<{ finished: boolean; prizes: number }> {
  const finished = await deps.db.transaction(async (tx) => {
    const c = await findContest(tx, id, 'FOR UPDATE');
    if (c.status !== 'running' || c.endsAt.toISOString() !== endsAt) return false;
    const at = deps.clock.now();
    await tx.query(`UPDATE contests SET status = 'finished', finished_at = $2, updated_at = $2 WHERE id = $1`, [id, at]);
    return true;
  });
  const settled = await settleContest(deps.db, id, deps.clock.now());
  return { finished, prizes: settled.prizes };
}

/**
 * An admin ends a running contest early: its last day becomes today (Moscow), it finishes now and
 * is settled. The end job queued for the old end then finds nothing to do. `check` runs under the
 * contest's lock first (the figures the admin confirmed) and may refuse.
 */
export async function finishContestNow(
  deps: ContestDeps,
  id: number,
  check: (tx: Queryable, c: ContestRow) => Promise<void> = async () => {},
): Promise<void> {
  const endsAt = await deps.db.transaction(async (tx) => {
    const c = await findContest(tx, id, 'FOR UPDATE');
    if (c.status !== 'running') throw new AppError('contest_wrong_state');
    await check(tx, c);
    const now = deps.clock.now();
    await tx.query(`UPDATE contests SET ends_on = least(ends_on, $2::date), ends_at = $3 WHERE id = $1`, [
      id,
      moscowDate(now),
      now,
    ]);
    return now;
  });
  await finishContest(deps, id, endsAt.toISOString());
}

export const startContestJob = defineJob<{ contestId: number; startsAt: string }, ContestDeps>({
  name: 'contests.start',
  title: 'Начало конкурса: лиги и уведомления',
  queue: QUEUE,
  run: (deps, job) => startContest(deps, job.data.contestId, job.data.startsAt),
});

export const remindContestJob = defineJob<{ contestId: number; endsAt: string }, ContestDeps>({
  name: 'contests.remind',
  title: 'Напоминание: до конца конкурса 2 дня',
  queue: QUEUE,
  run: (deps, job) => remindContest(deps, job.data.contestId, job.data.endsAt),
});

export const finishContestJob = defineJob<{ contestId: number; endsAt: string }, ContestDeps>({
  name: 'contests.finish',
  title: 'Конец конкурса: итоги и призы',
  queue: QUEUE,
  run: (deps, job) => finishContest(deps, job.data.contestId, job.data.endsAt),
});

/**
 * Once an hour, whatever a lost or late job left: contests due to start are started, those past
 * their end are finished and settled. Each step checks the state under the contest's lock, so the
 * tick and the edge's own job never do one thing twice.
 */
export const contestsTickJob = defineJob<object, ContestDeps>({
  name: 'contests.tick',
  title: 'Конкурсы: начать и завершить то, чему пора',
  queue: { retryLimit: 3, retryDelay: 60, retryBackoff: true, policy: 'singleton' },
  schedule: '7 * * * *',
  async run(deps) {
    const now = deps.clock.now();
    const { rows } = await deps.db.query<{ id: number; status: string; startsAt: Date; endsAt: Date }>(
      `SELECT id::int AS id, status, starts_at AS "startsAt", ends_at AS "endsAt" FROM contests
        WHERE (status = 'scheduled' AND starts_at <= $1) OR (status IN ('running', 'finished') AND ends_at <= $1)
        ORDER BY id`,
      [now],
    );
    let started = 0;
    let ended = 0;
    for (const c of rows) {
      if (c.status === 'scheduled' && (await startContest(deps, c.id, c.startsAt.toISOString())).started) started += 1;
      if (c.status === 'scheduled' && c.endsAt > now) continue;
      if ((await finishContest(deps, c.id, c.endsAt.toISOString())).finished) ended += 1;
      else await settleContest(deps.db, c.id, now);
    }
    return { started, ended };
  },
});
