import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { deliverDueSends } from './sends.js';

/**
 * How often the job asks whether a scheduled notification is due: a notification set for 10:00
 * reaches members by 10:00:10. The question is one indexed look-up (notification_sends_due_idx).
 */
export const DELIVERY_INTERVAL_MS = 10_000;

/**
 * Delivers scheduled notifications on time while the app is up, and stops with it. Several API
 * processes may run it together: each due send is claimed by one of them (SKIP LOCKED). A failed
 * round is logged and the next one tries again; nothing is lost, the send stays scheduled.
 */
export const notificationDeliveryPlugin = fp(async (app: FastifyInstance, opts: { intervalMs?: number }) => {
  const interval = opts.intervalMs ?? DELIVERY_INTERVAL_MS;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closing = false;
  const tick = () => {
    running = deliverDueSends(app.deps)
      .then((sends) => {
        if (sends > 0) app.log.info({ sends }, 'scheduled notifications delivered');
      })
      .catch((err: unknown) => app.log.warn({ err: { message: (err as Error).message } }, 'notification delivery failed'))
      .finally(() => {
        running = undefined;
        if (!closing) timer = setTimeout(tick, interval).unref();
      });
  };
  app.addHook('onReady', async () => {
    timer = setTimeout(tick, interval).unref();
  });
  app.addHook('onClose', async () => {
    closing = true;
    clearTimeout(timer);
    await running;
  });
});
