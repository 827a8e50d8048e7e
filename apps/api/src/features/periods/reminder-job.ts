// Every hour: a document still unsigned three days after the close is reminded of once, by push and
// SMS as the agent chose for «Документы», with the date it counts as accepted.
import { defineJob } from '../../jobs/definition.js';
import type { Db } from '../../db/types.js';
import { moscowDayText } from '../../lib/moscow-time.js';
import { notifyMany, type NotifyInput } from '../notifications/service.js';
import { documentNotice } from './texts.js';

const REMIND_AFTER_MS = 3 * 86_400_000;
const BATCH = 1000;

export async function remindUnsigned(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ member_id: string; month: string; objection_until: Date }>(
      `UPDATE period_documents SET reminded_at = $1
        WHERE id IN (SELECT id FROM period_documents
                      WHERE signed_at IS NULL AND reminded_at IS NULL AND created_at <= $2 AND objection_until > $1
                      ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
        RETURNING member_id, to_char(month, 'YYYY-MM') AS month, objection_until`,
      [now, new Date(now.getTime() - REMIND_AFTER_MS)],
    );
    await notifyMany(
      tx,
      rows.map((r): NotifyInput => ({
        memberId: r.member_id,
        category: 'system',
        ...documentNotice.reminder(r.month, moscowDayText(r.objection_until)),
        link: '/lk/statements',
        createdAt: now,
        message: { kind: 'document', sms: true },
      })),
    );
    return rows.length;
  });
}

export const documentReminderJob = defineJob<object, { db: Db; clock: { now(): Date } }>({
  name: 'periods.document-reminders',
  title: 'Напоминания о документах месяца без подписи',
  queue: { retryLimit: 3, retryDelay: 60, retryBackoff: true, policy: 'singleton' },
  schedule: '20 * * * *',
  async run(deps, job) {
    const reminded = await remindUnsigned(deps.db, deps.clock.now());
    if (reminded > 0) job.log.info({ reminded }, 'unsigned documents reminded of');
    return { reminded };
  },
});
