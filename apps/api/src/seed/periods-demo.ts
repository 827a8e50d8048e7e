// The month before last, closed by the two demo admins (docs/product.md «Закрытие месяца»), so that
// the back office shows a closed month and the agents active in it have the month's document. Last
// month stays open for a demo (and the browser journey) to close.
import type { Env } from '../config/env.js';
import type { Db } from '../db/types.js';
import { missingRequisites } from '../features/periods/organiser.js';
import { makeAllDocuments } from '../features/periods/service.js';
import { addMonths, moscowMonth, moscowMonthSpan } from '../lib/moscow-time.js';
import { DEMO_ADMIN, DEMO_ADMIN_2 } from './operators-demo.js';

/**
 * Answers whether it closed the month: like the admins, the demo closes none without the organiser's
 * requisites (`npm start` sets a fictional organiser; an API started by hand may not).
 */
export async function seedClosedMonthDemo(db: Db, env: Env, now = new Date()): Promise<boolean> {
  if (missingRequisites(env).length > 0) return false;
  const month = addMonths(moscowMonth(now), -2);
  // Closed two days before the demo's now: its documents still wait for signatures, and the agents
  // were told then — the demo's notification lists (and the tests reading them) are not changed now.
  const closedAt = new Date(now.getTime() - 2 * 86_400_000);
  const period = moscowMonthSpan(month);
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO periods (month, starts_at, ends_at, requested_by, requested_at, closed_by, closed_at)
       SELECT $1, $2, $3, m.id, $4, c.id, $4 FROM operators m, operators c WHERE m.email = $5 AND c.email = $6`,
      [`${month}-01`, period.startsAt, period.endsAt, closedAt, DEMO_ADMIN.email, DEMO_ADMIN_2.email],
    );
    await makeAllDocuments(
      (work) => work(tx),
      env,
      month,
      () => closedAt,
      { notify: false, batch: 500 },
    );
  });
  return true;
}
