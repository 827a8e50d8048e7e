import type { Env } from '../../config/env.js';
import type { Db } from '../../db/types.js';
import { defineJob } from '../../jobs/definition.js';
import type { Clock } from '../../lib/clock.js';
import type { PushSender } from '../../providers/push/push.js';
import type { SmsSender } from '../../providers/sms/sms.js';
import { deliverMessages } from './deliver.js';

/**
 * Sends the outbox's pushes and SMS (decision 0036). Queued at once by the changes that have the
 * queue at hand (an import, a back-office send); the minute's schedule catches every other event's
 * messages, and retries. Several processes may run it at once: each delivery is claimed by one.
 */
export const deliverMessagesJob = defineJob<object, { db: Db; clock: Clock; push: PushSender; sms: SmsSender; env: Env }>({
  name: 'messages.deliver',
  title: 'Push и SMS участникам',
  queue: { retryLimit: 3, retryDelay: 10, retryBackoff: true, retryDelayMax: 300 },
  schedule: '* * * * *',
  async run(deps, job) {
    const totals = await deliverMessages({ ...deps, productName: deps.env.PRODUCT_NAME, log: job.log }, job.signal);
    if (totals.sent + totals.failed + totals.retried > 0) job.log.info(totals, 'messages delivered');
    return totals;
  },
});
