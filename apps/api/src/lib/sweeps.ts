import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Queryable } from '../db/types.js';
import { sweepCaptchaUses } from '../features/captcha/service.js';
import { purgeExpiredDocuments } from '../features/identity/service.js';
import { sweepRateLimits } from './rate-limit.js';

/** Idempotency keys answer a retried withdrawal for this long; older ones are forgotten. */
export const IDEMPOTENCY_KEY_TTL_MS = 7 * 24 * 3_600_000;

/** Every hour by default: the tables stay small whatever the traffic. */
export const SWEEP_INTERVAL_MS = 3_600_000;

/**
 * Housekeeping of the tables that grow with traffic: rate-limit windows that ended a day ago,
 * used captcha solutions past their expiry, withdrawal idempotency keys past their week. Returns
 * how many rows each sweep removed. Safe to run from several processes at once.
 */
export async function sweepAll(db: Queryable, now: Date): Promise<{ rateLimits: number; captcha: number; idempotency: number }> {
  const count = async (table: string) =>
    (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n ?? 0;
  const before = { rateLimits: await count('rate_limits'), captcha: await count('captcha_uses') };
  await sweepRateLimits(db, now);
  await sweepCaptchaUses(db, now);
  const idempotency = await db.query('DELETE FROM withdrawal_requests WHERE created_at < $1', [
    new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS),
  ]);
  return {
    rateLimits: before.rateLimits - (await count('rate_limits')),
    captcha: before.captcha - (await count('captcha_uses')),
    idempotency: idempotency.rowCount,
  };
}

/**
 * One scheduled run: the tables' housekeeping, then the identity documents of members blocked
 * past the privacy policy's retention period (files included). What each removed, for the log.
 */
export async function runScheduledSweeps(
  deps: Pick<FastifyInstance['deps'], 'db' | 'files'> & { log: Pick<FastifyBaseLogger, 'warn'> },
  now: Date,
): Promise<Awaited<ReturnType<typeof sweepAll>> & { identityDocuments: number; scanFiles: number }> {
  const removed = await sweepAll(deps.db, now);
  const identity = await purgeExpiredDocuments(deps, now);
  return { ...removed, identityDocuments: identity.members, scanFiles: identity.files };
}

/**
 * Runs the sweeps on a schedule while the app is up (first one a minute after the start), and
 * stops with it. A failed sweep is logged and tried again next time.
 */
export const sweepsPlugin = fp(async (app: FastifyInstance, opts: { intervalMs?: number; firstAfterMs?: number }) => {
  const interval = opts.intervalMs ?? SWEEP_INTERVAL_MS;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const run = () => {
    running = runScheduledSweeps({ ...app.deps, log: app.log }, app.deps.clock.now())
      .then((removed) => app.log.info({ removed }, 'housekeeping sweep'))
      .catch((err: unknown) => app.log.warn({ err: { message: (err as Error).message } }, 'housekeeping sweep failed'))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    timer = setTimeout(function tick() {
      run();
      timer = setTimeout(tick, interval).unref();
    }, opts.firstAfterMs ?? 60_000).unref();
  });
  app.addHook('onClose', async () => {
    clearTimeout(timer);
    await running;
  });
});
