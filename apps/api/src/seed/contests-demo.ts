// The demo's contests (decision 0032). A running contest: this month, for everyone, prizes for the
// top three of each league; the members' contracts of the month already count; the hourly tick ends
// and settles it. And last month's, settled, with a control group (docs/product.md §11.3): a fifth of
// the members held out by a fixed seed, so the back office shows whether it lifted sales; its prize
// asked for more contracts than anyone signed, so it paid nobody and the demo's money stays as the
// money demo made it. No notifications: the demo members' lists stay as the other demo data left them.
import type { Queryable } from '../db/types.js';
import { findContest } from '../features/contests/contest-row.js';
import { enrolAndCount } from '../features/contests/lifecycle-jobs.js';
import { renderNewsMarkdown } from '../features/news/service.js';
import { addMonths, moscowMonth } from '../lib/moscow-time.js';
import type { DemoContext } from './demo-context.js';
import { DEMO_ADMIN } from './operators-demo.js';

const DEMO_CONTEST = {
  title: 'Гонка месяца',
  description: 'Подключайте абонентов — и поднимайтесь в своей лиге.',
  leagueNames: ['Старт', 'Рост', 'Профи'],
};
export const DEMO_SETTLED_CONTEST = {
  title: 'Марафон прошлого месяца',
  description: 'Приз каждому, кто заключит 60 договоров за месяц.',
  thresholdContracts: 60,
  /** Kopecks. */
  thresholdPrize: 1_000_000,
  holdoutPercent: 20,
  holdoutSeed: '5eedc0de0c0ffee05eedc0de0c0ffee0',
};

export async function seedContestsDemo(tx: Queryable, ctx: DemoContext): Promise<void> {
  const month = moscowMonth(ctx.now);
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO contests (title, description, description_html, starts_on, ends_on, starts_at, ends_at, participants,
                           league_bands, league_names, history_months, rule, place_prizes, status, created_by, created_at,
                           updated_at, started_at)
     SELECT $4, $5, $6, d, (d + interval '1 month - 1 day')::date, (d::timestamp AT TIME ZONE 'Europe/Moscow'),
            ((d + interval '1 month')::timestamp AT TIME ZONE 'Europe/Moscow'), 'all', '{1,5,10}', $7, 3,
            'places', '{300000,200000,100000}', 'running', o.id, $2, $2, $2
       FROM (SELECT ($1 || '-01')::date AS d) m, operators o WHERE o.email = $3
     RETURNING id::int AS id`,
    [
      month,
      ctx.now,
      DEMO_ADMIN.email,
      DEMO_CONTEST.title,
      DEMO_CONTEST.description,
      renderNewsMarkdown(DEMO_CONTEST.description),
      DEMO_CONTEST.leagueNames,
    ],
  );
  await enrolAndCount(tx, await findContest(tx, rows[0]!.id), ctx.now);
  await seedSettledContest(tx, ctx, addMonths(month, -1));
}

/** Last month's contest, started, counted and settled as its jobs would have; nobody reached its prize. */
async function seedSettledContest(tx: Queryable, ctx: DemoContext, month: string): Promise<void> {
  const c = DEMO_SETTLED_CONTEST;
  const { rows } = await tx.query<{ id: number; startedAt: Date }>(
    `INSERT INTO contests (title, description, description_html, starts_on, ends_on, starts_at, ends_at, participants,
                           league_bands, history_months, rule, threshold_contracts, threshold_prize, holdout_percent,
                           holdout_seed, status, created_by, created_at, updated_at)
     SELECT $4, $5, $6, d, (d + interval '1 month - 1 day')::date, (d::timestamp AT TIME ZONE 'Europe/Moscow'),
            ((d + interval '1 month')::timestamp AT TIME ZONE 'Europe/Moscow'), 'all', '{1,5,10}', 3, 'threshold',
            $7, $8, $9, $10, 'scheduled', o.id, $2, $2
       FROM (SELECT ($1 || '-01')::date AS d) m, operators o WHERE o.email = $3
     RETURNING id::int AS id, starts_at AS "startedAt"`,
    [
      month,
      ctx.now,
      DEMO_ADMIN.email,
      c.title,
      c.description,
      renderNewsMarkdown(c.description),
      c.thresholdContracts,
      c.thresholdPrize,
      c.holdoutPercent,
      c.holdoutSeed,
    ],
  );
  const { id, startedAt } = rows[0]!;
  const contest = await findContest(tx, id);
  await enrolAndCount(tx, contest, startedAt);
  const { rows: best } = await tx.query<{ score: number }>(
    'SELECT coalesce(max(score), 0)::int AS score FROM contest_members WHERE contest_id = $1',
    [id],
  );
  // A winner would be owed a prize this seed does not pay: the demo's data would contradict itself.
  if (best[0]!.score >= c.thresholdContracts) throw new Error(`the demo's settled contest has a winner (${best[0]!.score})`);
  await tx.query(
    `UPDATE contests SET status = 'settled', started_at = starts_at, finished_at = ends_at, settled_at = ends_at,
            updated_at = ends_at WHERE id = $1`,
    [id],
  );
}
