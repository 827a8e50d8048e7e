import type { Db } from '../../db/types.js';
import { defineJob } from '../../jobs/definition.js';
import type { JobSender } from '../../jobs/queue.js';
import type { Clock } from '../../lib/clock.js';
import { deliverMessagesJob } from '../messages/service.js';
import * as q from './send-queries.js';

/**
 * Delivers every send whose time has come, one transaction each; several processes may run it at
 * once (each claims a different send). Returns how many sends it delivered.
 */
export async function deliverDueSends(deps: { db: Db; clock: Clock }): Promise<number> {
  let delivered = 0;
  for (;;) {
    const done = await deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      const due = await q.claimDueSend(tx, now);
      if (!due) return false;
      await q.deliverSend(tx, due, now);
      return true;
    });
    if (!done) return delivered;
    delivered++;
  }
}

/**
 * Delivers the notifications whose time has come. A scheduled send queues one at its time (in the
 * transaction that schedules it); the minute's schedule catches whatever that one could not
 * deliver. Several processes may run it at once: each due send is claimed by one of them
 * (SKIP LOCKED), so none is delivered twice, and a cancelled send is simply not found.
 */
export const deliveryJob = defineJob<{ sendId?: string }, { db: Db; clock: Clock; jobs: JobSender }>({
  name: 'notifications.deliver',
  title: 'Рассылка запланированных уведомлений',
  queue: { retryLimit: 5, retryDelay: 10, retryBackoff: true, retryDelayMax: 600 },
  schedule: '* * * * *',
  async run(deps, job) {
    const sends = await deliverDueSends(deps);
    if (sends > 0) {
      job.log.info({ sends }, 'scheduled notifications delivered');
      // Their push and SMS go out now rather than at the next minute's run.
      await deps.jobs.send(deps.db, deliverMessagesJob, {});
    }
    return { sends };
  },
});
