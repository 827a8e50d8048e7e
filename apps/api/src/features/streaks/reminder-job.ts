// Saturday noon, Moscow time: a member whose series of two weeks or more would break at the end of
// this week is told so once (docs/product.md §11.2) — this week has no contract and its month's freeze
// is spent, or last week's repair still needs contracts. Set-based for the whole programme: one scan
// of the last four weeks' contracts names the members who may have a live series, their weeks are
// read and judged a batch at a time, and `streak_reminders` keeps each member's week told once.
import type { Db } from '../../db/types.js';
import { defineJob } from '../../jobs/definition.js';
import type { Clock } from '../../lib/clock.js';
import { moscowDate } from '../../lib/moscow-time.js';
import { notifyMany, type NotifyInput } from '../notifications/service.js';
import { streakCandidates } from './queries.js';
import { streaksOf } from './service.js';
import { mondayOf, type StreakState } from './streak-rules.js';
import { streakNotice } from './texts.js';

/** A series shorter than this is not worth a reminder. */
export const REMIND_FROM_WEEKS = 2;
const BATCH = 2000;

const noticeOf = (s: StreakState) =>
  s.repair ? streakNotice.repairBySunday(s.weeks, s.repair.contractsNeeded) : streakNotice.breaksSunday(s.weeks);

/** Tells the members whose series is at risk this week; answers how many were told now. */
export async function remindStreaksAtRisk(deps: { db: Db; clock: Clock }, signal?: AbortSignal): Promise<number> {
  const now = deps.clock.now();
  const week = mondayOf(moscowDate(now));
  const candidates = await streakCandidates(deps.db, week);
  let told = 0;
  for (let i = 0; i < candidates.length; i += BATCH) {
    signal?.throwIfAborted();
    const batch = candidates.slice(i, i + BATCH);
    told += await deps.db.transaction(async (tx) => {
      const streaks = await streaksOf(tx, batch, now);
      const atRisk = [...streaks].filter(([, s]) => s.atRisk && s.weeks >= REMIND_FROM_WEEKS);
      if (atRisk.length === 0) return 0;
      const { rows } = await tx.query<{ memberId: string }>(
        `INSERT INTO streak_reminders (member_id, week, weeks, created_at)
           SELECT m, $2::date, w, $3 FROM unnest($1::uuid[], $4::int[]) AS x (m, w)
         ON CONFLICT DO NOTHING RETURNING member_id::text AS "memberId"`,
        [atRisk.map(([id]) => id), week, now, atRisk.map(([, s]) => s.weeks)],
      );
      const fresh = new Set(rows.map((r) => r.memberId));
      return notifyMany(
        tx,
        atRisk
          .filter(([id]) => fresh.has(id))
          .map(([memberId, s]): NotifyInput => ({
            memberId,
            category: 'system',
            ...noticeOf(s),
            link: '/',
            createdAt: now,
            message: { kind: 'contest' },
          })),
      );
    });
  }
  return told;
}

export const streakReminderJob = defineJob<object, { db: Db; clock: Clock }>({
  name: 'streaks.remind',
  title: 'Серии недель: напомнить тем, чья серия прервётся в воскресенье',
  queue: { retryLimit: 3, retryDelay: 60, retryBackoff: true, policy: 'singleton' },
  schedule: '0 12 * * 6',
  async run(deps, job) {
    const told = await remindStreaksAtRisk(deps, job.signal);
    job.log.info({ told }, 'streaks at risk reminded of');
    return { told };
  },
});
