// ФНС's answer about a member's НПД status, kept (decision 0034): the nightly re-check, the member's
// «Проверить в ФНС» and the check before each payout (decision 0054) all keep it the same way.
import type { Db } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import type { NpdStatusAnswer } from '../../providers/npd/npd-status.js';
import { readNpd, storeCheck } from './queries.js';
import { setStop } from './stop-notice.js';

/**
 * Keeps ФНС's answer for the member's ИНН: a bound member whose status is not confirmed has
 * withdrawals stopped (and is told once), one confirmed again has that stop lifted.
 */
export async function keepNpdAnswer(
  deps: { db: Db; clock: Clock },
  a: { memberId: string; inn: string; answer: NpdStatusAnswer },
): Promise<void> {
  const { memberId, inn, answer } = a;
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const before = await readNpd(tx, memberId, true);
    await storeCheck(tx, { memberId, inn, active: answer.active, message: answer.message, at: now });
    if (before?.bindingStatus !== 'confirmed' || before.bindingInn !== inn) return;
    if (!answer.active) await setStop(tx, { memberId, before: before.stoppedReason, reason: 'npd_inactive', at: now });
    else if (before.stoppedReason === 'npd_inactive')
      await setStop(tx, { memberId, before: before.stoppedReason, reason: null, at: now });
  });
}
