import { defineJob } from '../../jobs/definition.js';
import { purgeExpiredDocuments, type EraseDeps } from './erase.js';

/**
 * Every hour: the identity documents of members blocked past the privacy policy's retention
 * period, files included (`purgeExpiredDocuments`; a run takes at most its batch, the next the rest).
 */
export const retentionJob = defineJob<object, Omit<EraseDeps, 'log'> & { clock: { now(): Date } }>({
  name: 'identity.retention',
  title: 'Удаление документов по сроку хранения',
  queue: { retryLimit: 3, retryDelay: 60, retryBackoff: true, policy: 'singleton' },
  schedule: '35 * * * *',
  async run(deps, job) {
    const removed = await purgeExpiredDocuments({ ...deps, log: job.log }, deps.clock.now());
    if (removed.members > 0) job.log.info({ removed }, 'identity documents purged after the retention period');
    return removed;
  },
});
