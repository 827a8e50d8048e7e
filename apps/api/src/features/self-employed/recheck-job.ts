// Nightly: every bound self-employed member is checked again (decision 0034) — the binding at the
// payout provider (rights revoked, the person no longer self-employed) and the public ФНС status
// within its rate. A lost status stops withdrawals with its message until a check finds it again.
import { defineJob } from '../../jobs/definition.js';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/app-error.js';
import { membersToRecheck } from './queries.js';
import { checkNpd, refreshBinding } from './service.js';

/** More than a night's ФНС checks at two a minute; the rest wait for the next night, oldest first. */
const BATCH = 1_000;

export const recheckNpdJob = defineJob<object, AppDeps>({
  name: 'self-employed.recheck',
  title: 'Проверка статуса самозанятых в ФНС и у платёжного сервиса',
  queue: { retryLimit: 2, retryDelay: 600, retryBackoff: true, expireInSeconds: 6 * 3600 },
  schedule: '15 1 * * *',
  async run(deps, job) {
    const members = await membersToRecheck(deps.db, BATCH);
    const tally = { checked: 0, failed: 0 };
    for (const memberId of members) {
      job.signal.throwIfAborted();
      try {
        await refreshBinding(deps, memberId);
        await checkNpd(deps, memberId, { wait: true, signal: job.signal });
        tally.checked++;
      } catch (err) {
        // One member's unanswered check does not hold up the others; the next night asks again.
        if (!(err instanceof AppError)) throw err;
        tally.failed++;
        job.log.warn({ memberId, code: err.code }, 'a self-employed re-check was not answered');
      }
    }
    return tally;
  },
});
