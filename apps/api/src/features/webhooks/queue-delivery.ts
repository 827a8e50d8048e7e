import type { Queryable } from '../../db/types.js';
import type { JobSender } from '../../jobs/queue.js';
import { deliverWebhookJob } from './delivery-job.js';

/**
 * Queues a message's delivery in the caller's transaction and makes that job its own: a job queued
 * before for the same message (one «Повторить» ago) finds it is no longer the message's and stands
 * down. The message waits again, a delivered one too when it is sent once more.
 */
export async function queueDelivery(tx: Queryable, jobs: JobSender, messageId: string): Promise<void> {
  const jobId = await jobs.send(tx, deliverWebhookJob, { messageId });
  await tx.query(`UPDATE webhook_messages SET job_id = $2, status = 'pending', delivered_at = NULL WHERE id = $1`, [
    messageId,
    jobId,
  ]);
}
