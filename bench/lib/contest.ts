// A running contest in leagues over whatever members and contracts a bench database holds
// (decision 0032), shared by bench:data (the data set bench:api reads) and bench:contests: for
// everyone, from the first of this Moscow month for 30 days, prizes for the top three of each
// league, started by the API's own start job (leagues from history, standings counted).
import type { Db, Queryable } from '../../apps/api/dist/db/types.js';
import { startContest } from '../../apps/api/dist/features/contests/lifecycle-jobs.js';

export const CONTEST_TITLE = 'Бенчмарк';

/** Today's date in Moscow, `YYYY-MM-DD`. */
export const moscowDay = (at = new Date()): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(at);

/** What the start did: the contest, its members by league, the contracts it counted, its time. */
export interface BenchContest {
  id: number;
  members: number;
  leagues: { league: number; n: number }[];
  counted: number;
  seconds: number;
}

/**
 * Creates the contest and starts it: its id, how many members it enrolled, their leagues
 * ({league, n}), how many contracts it counted and the seconds the start took.
 */
export async function startBenchContest(
  db: Db,
  { createdBy, today = moscowDay() }: { createdBy: string; today?: string },
): Promise<BenchContest> {
  const { rows } = await db.query<{ id: number; startsAt: Date }>(
    `INSERT INTO contests (title, starts_on, ends_on, starts_at, ends_at, participants, league_bands, history_months, rule,
                           place_prizes, status, created_by, created_at, updated_at)
     VALUES ($3, date_trunc('month', $1::date)::date, $1::date + 30, now() - interval '1 minute', now() + interval '30 days',
             'all', '{1,5,10}', 3,
             'places', '{300000,200000,100000}', 'scheduled', $2, now(), now())
     RETURNING id::int AS id, starts_at AS "startsAt"`,
    [today, createdBy, CONTEST_TITLE],
  );
  const contest = rows[0]!;
  const t0 = performance.now();
  const started = await startContest(
    // The jobs it queues (the reminder, the end) are not this benchmark's: the hourly tick would
    // end the contest anyway once its time is up.
    { db, clock: { now: () => new Date() }, jobs: { send: async () => 'bench' } },
    contest.id,
    contest.startsAt.toISOString(),
  );
  const seconds = (performance.now() - t0) / 1000;
  const counted = (
    await db.query<{ n: number }>('SELECT count(*)::int AS n FROM contest_contracts WHERE contest_id = $1', [contest.id])
  ).rows[0]!.n;
  const leagues = (
    await db.query<{ league: number; n: number }>(
      'SELECT league, count(*)::int AS n FROM contest_members WHERE contest_id = $1 GROUP BY league ORDER BY league',
      [contest.id],
    )
  ).rows;
  return { id: contest.id, members: started.members, leagues, counted, seconds };
}

/** The bench contest still running for at least a day, or null. */
export async function runningBenchContest(db: Pick<Queryable, 'query'>): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT id::int AS id FROM contests WHERE title = $1 AND status = 'running' AND ends_at > now() + interval '1 day'
      ORDER BY id DESC LIMIT 1`,
    [CONTEST_TITLE],
  );
  return rows[0]?.id ?? null;
}
