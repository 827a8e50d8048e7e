import type { Db } from '../../db/types.js';
import { defineJob } from '../../jobs/definition.js';
import type { JobSender } from '../../jobs/queue.js';
import type { Clock } from '../../lib/clock.js';
import { audit } from '../audit/service.js';
import { importantNewsPushJob } from './important-push-job.js';

/**
 * A scheduled news item needs nothing to appear: members' lists read it by its time. What the
 * moment does need is a record: the audit log says when the item went live, once, by `system`.
 * Queued for the item's time in the transaction that schedules it; an item rescheduled, taken
 * back to the drafts or published by hand meanwhile no longer matches the time it carries.
 * An item's first publication (`firstPublication`) also queues the push of an important item.
 */
export const goLiveJob = defineJob<
  { newsId: number; publishAt: string; firstPublication?: boolean },
  { db: Db; clock: Clock; jobs: JobSender }
>({
  name: 'news.go-live',
  title: 'Публикация запланированных новостей',
  queue: { retryLimit: 5, retryDelay: 10, retryBackoff: true, retryDelayMax: 600 },
  async run(deps, job) {
    const { newsId, publishAt } = job.data;
    return deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      const { rows } = await tx.query<{ title: string }>(
        `SELECT title FROM news WHERE id = $1 AND is_published AND published_at = $2 AND published_at <= $3 FOR UPDATE`,
        [newsId, new Date(publishAt), now],
      );
      if (!rows[0]) return { wentLive: false };
      const seen = await tx.query(
        `SELECT 1 FROM audit_log WHERE action = 'news.went_live' AND target_type = 'news' AND target_id = $1
            AND after->>'publishedAt' = $2`,
        [String(newsId), publishAt],
      );
      if (seen.rowCount > 0) return { wentLive: false };
      await audit(
        tx,
        { operatorId: null, actor: 'system', ip: null },
        {
          action: 'news.went_live',
          targetType: 'news',
          targetId: newsId,
          after: { publishedAt: publishAt, title: rows[0].title },
        },
        now,
      );
      if (job.data.firstPublication) await deps.jobs.send(tx, importantNewsPushJob, { newsId });
      job.log.info({ newsId }, 'scheduled news item went live');
      return { wentLive: true };
    });
  },
});
