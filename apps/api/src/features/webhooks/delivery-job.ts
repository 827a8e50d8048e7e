import { defineJob } from '../../jobs/definition.js';
import { deliverMessage, type DeliveryDeps } from './deliver.js';
import { DELIVERY_RETRIES } from './retry-schedule.js';

/**
 * One message's delivery: an attempt per run, retried by the queue with back-off for about three days
 * (retry-schedule.ts). A failed attempt throws, so that the queue retries it and, after the last,
 * keeps the job failed in «Фоновые задачи» beside the message's own «Не доставлено».
 */
export const deliverWebhookJob = defineJob<{ messageId: string }, DeliveryDeps>({
  name: 'webhooks.deliver',
  title: 'Вебхуки: отправка события компании',
  // An attempt takes a few seconds at most; one whose process died is tried again after two minutes.
  queue: { ...DELIVERY_RETRIES, expireInSeconds: 120 },
  // A slow company server holds one of these, not every delivery of the programme.
  concurrency: 4,
  async run(deps, job) {
    const result = await deliverMessage(deps, {
      jobId: job.id,
      messageId: job.data.messageId,
      lastAttempt: job.lastAttempt,
      signal: job.signal,
    });
    if (result.outcome === 'retry' || result.outcome === 'failed')
      throw new Error(`webhook ${job.data.messageId}: ${result.reason}`);
    return result;
  },
});
