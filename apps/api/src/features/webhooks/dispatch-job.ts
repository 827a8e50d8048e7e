import type { Db } from '../../db/types.js';
import { defineJob } from '../../jobs/definition.js';
import type { JobSender } from '../../jobs/queue.js';
import { queueDelivery } from './queue-delivery.js';

/** Messages queued per run: a backlog drains over a few minutes rather than in one long transaction. */
const DISPATCHED_PER_RUN = 500;

/**
 * Every minute: queues the delivery of the messages whose deciding transaction had no job queue at
 * hand (emit.ts). Several processes may run it at once: each message is taken by one.
 */
export const dispatchWebhooksJob = defineJob<object, { db: Db; jobs: JobSender }>({
  name: 'webhooks.dispatch',
  title: 'Вебхуки: постановка новых событий в очередь',
  queue: { retryLimit: 3, retryDelay: 10, retryBackoff: true },
  schedule: '* * * * *',
  async run(deps) {
    return deps.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `SELECT id FROM webhook_messages WHERE job_id IS NULL AND status = 'pending'
          ORDER BY created_at, id LIMIT ${DISPATCHED_PER_RUN} FOR UPDATE SKIP LOCKED`,
      );
      for (const { id } of rows) await queueDelivery(tx, deps.jobs, id);
      return { queued: rows.length };
    });
  },
});
