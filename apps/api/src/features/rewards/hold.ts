// The quality hold (docs/product.md «Удержание начислений», decision 0053): a contract's reward may
// wait «ожидает подтверждения» for the programme's period (or the period its import row named for
// its tariff) before it becomes the member's. Held, it counts for tiers, contests and targets at
// once, but it is not in the ledger: it was not earned yet. At the end of the hold it is posted
// like any reward (a debt paid off first); a contract cancelled inside the hold loses its reward
// with no clawback and no debt. A supervisor's override of the reward (docs/product.md §11.6) waits
// and goes with it.
import type { HeldRewards } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { toPoints } from '../../ledger/amounts.js';
import { creditLines } from '../../ledger/member-lines.js';
import { notice, statement } from '../../ledger/money-texts.js';
import { post } from '../../ledger/post.js';
import { moscowDate } from '../../lib/moscow-time.js';
import { notify } from '../notifications/service.js';
import { overrideSupervisors, releaseOverrides } from '../supervisor-overrides/service.js';

/**
 * When a reward accrued `at` and held `days` becomes the member's: the start of the Moscow day
 * `days` after the accrual's, so that «станет доступно 12.12» holds from that day's first minute.
 * Null for no hold.
 */
export function holdUntil(at: Date, days: number): Date | null {
  if (days <= 0) return null;
  const day = new Date(`${moscowDate(at)}T00:00:00+03:00`);
  // Moscow keeps no daylight saving: a day is 24 hours.
  return new Date(day.getTime() + days * 86_400_000);
}

/** The Moscow day a hold ends on, `YYYY-MM-DD`. */
export const availableOn = (until: Date) => moscowDate(until);

interface DueRow {
  id: number;
  memberId: string;
  number: string;
  clientName: string;
  signedOn: string;
  reward: number;
}

/**
 * Posts the rewards whose hold has ended by `now`, at most `limit` of them, in the caller's
 * transaction; answers how many. Each is released once: its row says so, and the ledger keeps one
 * reward per contract.
 *
 * The members' accounts — the agents' and their supervisors' — are locked first, in the fixed order
 * the contracts import keeps (by id), and only then the contracts, skipping those another
 * transaction holds (a cancellation deciding them: they come at the next run). Waiting only ever for
 * accounts, in that order — the order a cancellation takes its agent's and supervisor's in too
 * (cancel-contract.ts) — a release never closes a cycle with an import that cancels one contract
 * while it credits another of the same member.
 */
export async function releaseHeldRewards(tx: Queryable, now: Date, limit: number): Promise<number> {
  const { rows: due } = await tx.query<{ id: number; memberId: string }>(
    `SELECT id::float8 AS id, member_id AS "memberId" FROM contracts
      WHERE hold_until IS NOT NULL AND released_at IS NULL AND status = 'active' AND reward > 0 AND hold_until <= $1
      ORDER BY hold_until, id LIMIT $2`,
    [now, limit],
  );
  // Due rows a cancellation held are skipped, not counted: the next run takes what is still due.
  return (await releaseDue(tx, due, now, 'skip locked')).length;
}

/**
 * Posts the held rewards of these contracts now, whatever the day their hold ends: the company's
 * system confirmed them (an `activated` event of the partner API, decision 0063). The contracts are
 * locked before the accounts, in the order a cancellation takes them (cancel-contract.ts), so the two
 * wait for each other instead of closing a cycle; one cancelled meanwhile leaves nothing to release.
 * Answers what was released.
 */
export async function releaseContractHolds(tx: Queryable, contractIds: readonly number[], now: Date): Promise<Released[]> {
  const { rows: due } = await tx.query<{ id: number; memberId: string }>(
    `SELECT id::float8 AS id, member_id AS "memberId" FROM contracts
      WHERE id = ANY($1::bigint[]) AND hold_until IS NOT NULL AND released_at IS NULL AND status = 'active' AND reward > 0
      ORDER BY id FOR UPDATE`,
    [contractIds],
  );
  return releaseDue(tx, due, now, 'wait');
}

export interface Released {
  id: number;
  /** Kopecks. */
  reward: number;
}

async function releaseDue(
  tx: Queryable,
  due: readonly { id: number; memberId: string }[],
  now: Date,
  locked: 'skip locked' | 'wait',
): Promise<Released[]> {
  if (due.length === 0) return [];
  // The supervisors whose overrides are released with these rewards (§11.6) are locked in the same order.
  const supervisors = await overrideSupervisors(
    tx,
    due.map((d) => d.id),
  );
  await tx.query(
    `SELECT id FROM ledger_accounts WHERE member_id = ANY($1::uuid[]) AND kind IN ('available', 'debt') ORDER BY id FOR UPDATE`,
    [[...new Set([...due.map((d) => d.memberId), ...supervisors])]],
  );
  const { rows } = await tx.query<DueRow>(
    `SELECT id::float8 AS id, member_id AS "memberId", number, client_name AS "clientName",
            to_char(signed_on, 'YYYY-MM-DD') AS "signedOn", reward::float8 AS reward
       FROM contracts
      WHERE id = ANY($1::bigint[]) AND released_at IS NULL AND status = 'active'
      ORDER BY id FOR UPDATE ${locked === 'skip locked' ? 'SKIP LOCKED' : ''}`,
    [due.map((d) => d.id)],
  );
  for (const c of rows) {
    const { lines, repaid } = await creditLines(tx, c.memberId, c.reward);
    await post(tx, {
      kind: 'reward',
      memberId: c.memberId,
      contractId: c.id,
      lines,
      ...statement.reward({ ...c, released: true }),
      actor: 'system',
      at: now,
    });
    await tx.query('UPDATE contracts SET released_at = $2 WHERE id = $1', [c.id, now]);
    await notify(tx, {
      memberId: c.memberId,
      category: 'accrual',
      ...notice.holdReleased({
        reward: toPoints(c.reward),
        repaid: toPoints(repaid),
        number: c.number,
        clientName: c.clientName,
      }),
      link: '/balance',
      createdAt: now,
      message: { kind: 'accrual' },
    });
  }
  await releaseOverrides(
    tx,
    rows.map((c) => c.id),
    now,
  );
  return rows.map((c) => ({ id: c.id, reward: c.reward }));
}

/** A member's rewards still held, by the day each becomes available, soonest first. */
export async function heldRewards(db: Queryable, memberId: string): Promise<HeldRewards> {
  // Grouped by the Moscow day the hold ends: two ends on one day (a period changed) are one line.
  const { rows } = await db.query<{ availableOn: string; amount: number; contracts: number }>(
    `SELECT to_char(hold_until AT TIME ZONE 'Europe/Moscow', 'YYYY-MM-DD') AS "availableOn",
            sum(reward)::float8 AS amount, count(*)::int AS contracts
       FROM contracts
      WHERE member_id = $1 AND hold_until IS NOT NULL AND released_at IS NULL AND status = 'active' AND reward > 0
      GROUP BY 1 ORDER BY 1`,
    [memberId],
    { prepared: true },
  );
  const total = rows.reduce((sum, r) => sum + r.amount, 0);
  return { amount: toPoints(total), days: rows.map((d) => ({ ...d, amount: toPoints(d.amount) })) };
}
