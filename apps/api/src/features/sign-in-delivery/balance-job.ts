import type { Db } from '../../db/types.js';
import { defineJob } from '../../jobs/definition.js';
import type { Clock } from '../../lib/clock.js';
import type { SmsSender } from '../../providers/sms/sms.js';
import { upsertBalance } from './queries.js';

/** Asks each SMS provider for its account's balance, for /metrics and the dashboard (decision 0035). */
export async function refreshSmsBalances(deps: { db: Db; clock: Clock; sms: SmsSender }) {
  const checked: Record<string, number | string> = {};
  for (const provider of deps.sms.providers) {
    try {
      const balance = await provider.balance();
      if (balance === null) continue;
      await upsertBalance(deps.db, provider.name, balance, deps.clock.now());
      checked[provider.name] = balance;
    } catch (err) {
      checked[provider.name] = `не ответил: ${(err as Error).message}`;
    }
  }
  return checked;
}

export const smsBalanceJob = defineJob<object, { db: Db; clock: Clock; sms: SmsSender }>({
  name: 'sign-in.sms-balance',
  title: 'Баланс SMS-провайдеров',
  queue: { retryLimit: 1, retryDelay: 60 },
  schedule: '*/10 * * * *',
  async run(deps) {
    return refreshSmsBalances(deps);
  },
});
