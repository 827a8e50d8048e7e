import type { Db } from '../../db/types.js';
import { defineJob } from '../../jobs/definition.js';
import { SmsNotSent } from '../../messaging/sms.js';
import { passCodeOn, SMS_STATUS_MAX_POLLS, SMS_STATUS_POLL_S, type DeliverDeps } from './service.js';
import * as q from './queries.js';

/**
 * Follows one delivery of a sign-in code up (decision 0035): asks its provider for the status and
 * records it; a Telegram message not delivered by now, or an SMS its provider failed, passes the
 * code on by SMS (the next provider); an SMS still on its way is asked about again later.
 */
export const deliveryJob = defineJob<
  { deliveryId: string },
  Omit<DeliverDeps, 'log' | 'jobs'> & { db: Db; jobs: DeliverDeps['jobs'] }
>({
  name: 'sign-in.delivery',
  title: 'Доставка кодов входа: статусы, переход на SMS',
  queue: { retryLimit: 3, retryDelay: 10, retryBackoff: true, retryDelayMax: 120 },
  async run(deps, job) {
    const d = await q.findDelivery(deps.db, job.data.deliveryId);
    if (!d?.provider_message_id) return { found: false };
    const full = { ...deps, log: job.log };
    const report =
      d.channel === 'telegram'
        ? await deps.telegram?.checkVerificationStatus(d.provider_message_id)
        : await deps.sms.providers.find((p) => p.name === d.provider)?.status(d.provider_message_id, d.phone);
    if (!report) return { found: true, status: d.status, provider: 'not configured' };
    await q.recordStatus(deps.db, d.id, report.status, report.detail, deps.clock.now());

    const lagging = d.channel === 'telegram' && report.status !== 'delivered';
    if (lagging || report.status === 'failed') {
      try {
        return { status: report.status, passedOn: await passCodeOn(full, d.id) };
      } catch (err) {
        if (err instanceof SmsNotSent) return { status: report.status, passedOn: false, reason: err.message };
        throw err;
      }
    }
    if (report.status !== 'delivered' && d.polls + 1 < SMS_STATUS_MAX_POLLS) {
      await deps.jobs.send(
        deps.db,
        deliveryJob,
        { deliveryId: d.id },
        { startAfter: new Date(deps.clock.now().getTime() + SMS_STATUS_POLL_S * 1000) },
      );
    }
    return { status: report.status };
  },
});
