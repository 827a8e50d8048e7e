// A running contest for the demo (decision 0032): this month, for everyone, prizes for the top three
// of each league; the members' contracts of the month already count. No notifications: the demo
// members' lists stay as the other demo data left them. The hourly tick ends and settles it.
import type { Queryable } from '../db/types.js';
import { findContest } from '../features/contests/contest-row.js';
import { enrolAndCount } from '../features/contests/lifecycle-jobs.js';
import { renderNewsMarkdown } from '../features/news/service.js';
import { moscowMonth } from '../lib/moscow-time.js';
import type { DemoContext } from './demo-context.js';
import { DEMO_ADMIN } from './operators-demo.js';

const DEMO_CONTEST = { title: 'Гонка месяца', description: 'Подключайте абонентов — и поднимайтесь в своей лиге.' };

export async function seedContestsDemo(tx: Queryable, ctx: DemoContext): Promise<void> {
  const month = moscowMonth(ctx.now);
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO contests (title, description, description_html, starts_on, ends_on, starts_at, ends_at, participants,
                           league_bands, history_months, rule, place_prizes, status, created_by, created_at, updated_at, started_at)
     SELECT $4, $5, $6, d, (d + interval '1 month - 1 day')::date, (d::timestamp AT TIME ZONE 'Europe/Moscow'),
            ((d + interval '1 month')::timestamp AT TIME ZONE 'Europe/Moscow'), 'all', '{1,5,10}', 3, 'places',
            '{300000,200000,100000}', 'running', o.id, $2, $2, $2
       FROM (SELECT ($1 || '-01')::date AS d) m, operators o WHERE o.email = $3
     RETURNING id::int AS id`,
    [
      month,
      ctx.now,
      DEMO_ADMIN.email,
      DEMO_CONTEST.title,
      DEMO_CONTEST.description,
      renderNewsMarkdown(DEMO_CONTEST.description),
    ],
  );
  await enrolAndCount(tx, await findContest(tx, rows[0]!.id), ctx.now);
}
