import type { Db } from '../../db/types.js';
import { defineJob } from '../../jobs/definition.js';
import type { JobSender } from '../../jobs/queue.js';
import type { Clock } from '../../lib/clock.js';
import { deliverMessagesJob } from '../messages/service.js';
import { pushImportantNews } from './important-push.js';

/**
 * Queued with an item's first publication (at once, or by the scheduled item's going live): writes
 * the push of an important item to the outbox in batches, then has the outbox sent. An item not
 * important, not live, or taken off by then gets nothing.
 */
export const importantNewsPushJob = defineJob<{ newsId: number }, { db: Db; clock: Clock; jobs: JobSender }>({
  name: 'news.important-push',
  title: 'Push о важной новости',
  queue: { retryLimit: 5, retryDelay: 10, retryBackoff: true, retryDelayMax: 600 },
  async run(deps, job) {
    const done = await pushImportantNews(deps, job.data.newsId, job.signal);
    if (!done) return { members: 0 };
    job.log.info({ newsId: job.data.newsId, members: done.members }, 'important news item pushed');
    if (done.members > 0) await deps.jobs.send(deps.db, deliverMessagesJob, {});
    return done;
  },
});
