// The НПД status asked of ФНС before each payout to a self-employed member (decision 0054), not only
// at night: a status lost since stops the payout before anything leaves. One answer serves every
// order of the member for a few minutes of the same Moscow day (ФНС answers for a date, and its
// public check allows about two a minute), so a member with several orders is asked once.
import type { Db } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import { moscowDate } from '../../lib/moscow-time.js';
import { NpdStatusUnavailable, type NpdStatusChecker } from '../../providers/npd/npd-status.js';
import { keepNpdAnswer } from './keep-npd-answer.js';
import { readNpd } from './queries.js';

/** How long ФНС's confirmation of a status serves a payout (within the same Moscow day). */
const FRESH_MS = 10 * 60_000;
/**
 * How long a payout waits in its pass for a free place in ФНС's rate; past that it is put back and a
 * later pass (the sweep, each minute) sends it.
 */
const MAX_WAIT_MS = 20_000;

/**
 * `active`: ФНС confirmed the status for today; `lost`: it did not (kept, withdrawals stopped, the
 * member told); `unanswered`: no answer now (its rate used up, the service down) — the payout waits.
 */
export type NpdStatusBeforePayout = 'active' | 'lost' | 'unanswered';

interface Deps {
  db: Db;
  clock: Clock;
  npdStatus: NpdStatusChecker;
}

/**
 * The НПД status of the ИНН an order was decided with (decision 0042: a profile changed since does
 * not change the order), for its payout now. `asked` holds this sending pass's checks by member and
 * ИНН, so that a member's orders sent side by side share one question to ФНС.
 */
export async function npdStatusBeforePayout(
  deps: Deps,
  order: { memberId: string; inn: string | null },
  asked: Map<string, Promise<NpdStatusBeforePayout>>,
): Promise<NpdStatusBeforePayout> {
  const { memberId, inn } = order;
  // An order decided as self-employed carries its ИНН; one without has no status to confirm.
  if (!inn) return 'lost';
  const now = deps.clock.now();
  const npd = await readNpd(deps.db, memberId);
  const fresh =
    npd?.checkedInn === inn &&
    npd.npdActive === true &&
    npd.npdCheckedAt !== null &&
    now.getTime() - npd.npdCheckedAt.getTime() < FRESH_MS &&
    moscowDate(npd.npdCheckedAt) === moscowDate(now);
  if (fresh) return 'active';
  const key = `${memberId}:${inn}`;
  let pending = asked.get(key);
  if (!pending) {
    pending = ask(deps, memberId, inn, now);
    asked.set(key, pending);
  }
  return pending;
}

async function ask(deps: Deps, memberId: string, inn: string, now: Date): Promise<NpdStatusBeforePayout> {
  let answer;
  try {
    answer = await deps.npdStatus.check(inn, moscowDate(now), { wait: true, maxWaitMs: MAX_WAIT_MS });
  } catch (err) {
    if (err instanceof NpdStatusUnavailable) return 'unanswered';
    throw err;
  }
  await keepNpdAnswer(deps, { memberId, inn, answer });
  return answer.active ? 'active' : 'lost';
}
