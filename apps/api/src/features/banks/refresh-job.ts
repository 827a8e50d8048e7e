import type { Db } from '../../db/types.js';
import { defineJob } from '../../jobs/definition.js';
import type { Clock } from '../../lib/clock.js';
import type { PayoutProvider } from '../../providers/payouts/provider.js';
import { storeProviderBanks } from './queries.js';

/**
 * Daily: the SBP bank list from the payout provider (decision 0031) replaces the hand-kept one.
 * A provider that is away fails the job (retried later) and the list stays as it was; a bank the
 * provider no longer lists is hidden from the withdrawal form, never deleted (orders name it).
 */
export const refreshBanksJob = defineJob<object, { db: Db; clock: Clock; payouts: PayoutProvider | null }>({
  name: 'banks.refresh',
  title: 'Список банков СБП от платёжного сервиса',
  queue: { retryLimit: 5, retryDelay: 300, retryBackoff: true },
  schedule: '10 4 * * *',
  async run(deps) {
    if (!deps.payouts) return { skipped: 'no provider configured' };
    const banks = await deps.payouts.listBanks();
    // An empty list is a broken answer, not a world without banks.
    if (banks.length === 0) throw new Error('the provider listed no SBP banks; the list is kept');
    return deps.db.transaction((tx) => storeProviderBanks(tx, banks, deps.clock.now()));
  },
});
