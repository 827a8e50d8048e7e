// The end of the quality hold (decision 0053): every ten minutes the rewards whose hold has ended are
// posted, a batch per transaction, so that «станет доступно 12.12» holds from that day's first
// minutes. A run stopped between batches leaves the rest to the next one: each reward is released once.
import type { Db } from '../../db/types.js';
import { defineJob } from '../../jobs/definition.js';
import type { Clock } from '../../lib/clock.js';
import { releaseHeldRewards } from './hold.js';

const BATCH = 500;

export const releaseHeldRewardsJob = defineJob<object, { db: Db; clock: Clock }>({
  name: 'rewards.release-held',
  title: 'Начисления, чьё удержание закончилось',
  queue: { retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 3600 },
  schedule: '*/10 * * * *',
  async run(deps, job) {
    let released = 0;
    for (;;) {
      job.signal.throwIfAborted();
      const now = deps.clock.now();
      const n = await deps.db.transaction((tx) => releaseHeldRewards(tx, now, BATCH));
      released += n;
      if (n < BATCH) return { released };
    }
  },
});
