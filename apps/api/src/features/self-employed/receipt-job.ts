// A receipt registered after its payout (decision 0034): ЮKassa may answer a succeeded payout to a
// self-employed member before ФНС has registered its receipt. The payout is read again until the
// receipt has its number — the first time at the job's next run, then after pauses that double from
// 5 minutes up to 12 hours, at most 12 times (about three and a half days) — and the number and link
// are stored, so the order, the history line and the statements show them.
import type { AppDeps } from '../../app-deps.js';
import { defineJob } from '../../jobs/definition.js';
import { ProviderRefused, ProviderUnavailable } from '../../providers/payouts/provider.js';
import { receiptsToAsk, scheduleReceiptCheck, storeReceiptNumber } from './queries.js';

export const RECEIPT_MAX_CHECKS = 12;
const FIRST_PAUSE_MS = 5 * 60_000;
const LONGEST_PAUSE_MS = 12 * 3_600_000;
const BATCH = 200;

/** The pause after the `checks`-th unanswered question. */
export const receiptPause = (checks: number) => Math.min(FIRST_PAUSE_MS * 2 ** (checks - 1), LONGEST_PAUSE_MS);

export const fetchReceiptsJob = defineJob<object, AppDeps>({
  name: 'self-employed.receipts',
  title: 'Чеки НПД, зарегистрированные после выплаты',
  queue: { retryLimit: 2, retryDelay: 60, retryBackoff: true, expireInSeconds: 3600 },
  schedule: '*/5 * * * *',
  async run(deps, job) {
    if (!deps.payouts) return { skipped: 'no provider configured' };
    const due = await receiptsToAsk(deps.db, deps.clock.now(), RECEIPT_MAX_CHECKS, BATCH);
    const tally = { asked: due.length, registered: 0, waiting: 0, givenUp: 0 };
    for (const r of due) {
      job.signal.throwIfAborted();
      const checks = r.checks + 1;
      let receipt = null;
      try {
        receipt = (await deps.payouts.getPayout(r.providerPayoutId))?.receipt ?? null;
      } catch (err) {
        // An unanswered question counts like an unregistered receipt: the pause grows all the same.
        if (!(err instanceof ProviderUnavailable || err instanceof ProviderRefused)) throw err;
        job.log.warn({ orderId: r.orderId, err: { message: err.message } }, 'a payout could not be read for its receipt');
      }
      if (receipt?.receiptId) {
        await storeReceiptNumber(deps.db, { orderId: r.orderId, receiptId: receipt.receiptId, url: receipt.url, checks });
        tally.registered++;
        continue;
      }
      await scheduleReceiptCheck(deps.db, {
        orderId: r.orderId,
        checks,
        next: new Date(deps.clock.now().getTime() + receiptPause(checks)),
      });
      if (checks < RECEIPT_MAX_CHECKS) tally.waiting++;
      else {
        tally.givenUp++;
        // Left «регистрируется» on the order; the finance team's receipts export shows it without a number.
        job.log.warn({ orderId: r.orderId, checks }, 'the provider has not registered the receipt; no more questions');
      }
    }
    return tally;
  },
});
