// The demo's team contest (docs/product.md §11.8): this month, every team in one league, prizes for the
// first two places split among each team's agents by their contracts; the teams' contracts of the month
// already count, as the start counts them. It needs the team structure's demo: without teams it is
// skipped. No notifications, as the other contests' demo.
import type { Queryable } from '../db/types.js';
import { findContest } from '../features/contests/contest-row.js';
import { enrolAndCount } from '../features/contests/lifecycle-jobs.js';
import { renderNewsMarkdown } from '../features/news/service.js';
import { moscowMonth } from '../lib/moscow-time.js';
import type { DemoContext } from './demo-context.js';
import { DEMO_ADMIN } from './operators-demo.js';

export const DEMO_TEAM_CONTEST = {
  title: 'Командный кубок месяца',
  description: 'Команды соревнуются по договорам на агента. Приз команды делится между агентами по их договорам.',
  /** Kopecks: 1st and 2nd place. */
  placePrizes: [1_500_000, 900_000],
};

/** Seeds the running team contest; answers its id, or null when there are no teams to play. */
export async function seedTeamContestsDemo(tx: Queryable, ctx: DemoContext): Promise<number | null> {
  const { rows: teams } = await tx.query('SELECT 1 FROM teams LIMIT 1');
  if (teams.length === 0) return null;
  const c = DEMO_TEAM_CONTEST;
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO contests (title, description, description_html, starts_on, ends_on, starts_at, ends_at, participants,
                           league_bands, history_months, rule, place_prizes, kind, team_split, status, created_by,
                           created_at, updated_at, started_at)
     SELECT $4, $5, $6, d, (d + interval '1 month - 1 day')::date, (d::timestamp AT TIME ZONE 'Europe/Moscow'),
            ((d + interval '1 month')::timestamp AT TIME ZONE 'Europe/Moscow'), 'all', '{0}', 3, 'places', $7,
            'team', 'contribution', 'running', o.id, $2, $2, $2
       FROM (SELECT ($1 || '-01')::date AS d) m, operators o WHERE o.email = $3
     RETURNING id::int AS id`,
    [moscowMonth(ctx.now), ctx.now, DEMO_ADMIN.email, c.title, c.description, renderNewsMarkdown(c.description), c.placePrizes],
  );
  const id = rows[0]!.id;
  await enrolAndCount(tx, await findContest(tx, id), ctx.now);
  return id;
}
