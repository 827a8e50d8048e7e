import type { Queryable } from '../../db/types.js';
import { defineJob } from '../../jobs/definition.js';
import { sweepRateLimits } from '../../lib/rate-limit.js';
import { sweepCaptchaUses } from '../captcha/service.js';
import { sweepUploads } from '../imports/service.js';
import { sweepPartnerRequests } from '../partner-api/service.js';

/** Idempotency keys answer a retried withdrawal for this long; older ones are forgotten. */
export const IDEMPOTENCY_KEY_TTL_MS = 7 * 24 * 3_600_000;

/**
 * Housekeeping of the tables that grow with traffic: rate-limit windows that ended a day ago,
 * used captcha solutions past their expiry, withdrawal idempotency keys past their week, contracts
 * files a stopped process left half-uploaded, the partner API's request ids past their signatures'
 * tolerance and its batches' answers past their week. Returns how many rows each sweep removed. Safe to run
 * from several processes at once.
 */
export async function sweepAll(
  db: Queryable,
  now: Date,
): Promise<{ rateLimits: number; captcha: number; idempotency: number; uploads: number; partner: number }> {
  const count = async (table: string) =>
    (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n ?? 0;
  const before = { rateLimits: await count('rate_limits'), captcha: await count('captcha_uses') };
  await sweepRateLimits(db, now);
  await sweepCaptchaUses(db, now);
  const idempotency = await db.query('DELETE FROM withdrawal_requests WHERE created_at < $1', [
    new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS),
  ]);
  const uploads = await sweepUploads(db, now);
  const partner = await sweepPartnerRequests(db, now);
  return {
    rateLimits: before.rateLimits - (await count('rate_limits')),
    captcha: before.captcha - (await count('captcha_uses')),
    idempotency: idempotency.rowCount,
    uploads,
    partner,
  };
}

/** Every hour: the tables stay small whatever the traffic. */
export const sweepJob = defineJob<object, { db: Queryable; clock: { now(): Date } }>({
  name: 'housekeeping.sweep',
  title: 'Уборка служебных таблиц',
  queue: { retryLimit: 3, retryDelay: 60, retryBackoff: true, policy: 'singleton' },
  schedule: '5 * * * *',
  async run(deps, job) {
    const removed = await sweepAll(deps.db, deps.clock.now());
    job.log.info({ removed }, 'housekeeping sweep');
    return removed;
  },
});
