import type { Db } from '../../db/types.js';
import { defineJob } from '../../jobs/definition.js';
import type { Clock } from '../../lib/clock.js';

/** How long the delivery log keeps what is settled. */
const KEPT_DAYS = 90;

/** Nightly: the delivery log forgets settled messages older than 90 days, their attempts with them. */
export const purgeWebhooksJob = defineJob<object, { db: Db; clock: Clock }>({
  name: 'webhooks.purge',
  title: 'Вебхуки: очистка журнала доставок старше 90 дней',
  queue: { retryLimit: 3, retryDelay: 60, retryBackoff: true },
  schedule: '40 4 * * *',
  async run(deps) {
    const before = new Date(deps.clock.now().getTime() - KEPT_DAYS * 86_400_000);
    const { rowCount } = await deps.db.query(`DELETE FROM webhook_messages WHERE created_at < $1 AND status <> 'pending'`, [
      before,
    ]);
    return { removed: rowCount };
  },
});
