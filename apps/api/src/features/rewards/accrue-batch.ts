import { contractNumberKey } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { toKopecks, toPoints } from '../../ledger/amounts.js';
import { notice, statement } from '../../ledger/money-texts.js';
import { postMany } from '../../ledger/post-batch.js';
import { countContestContracts } from '../contests/service.js';
import { notifyMany, type NotifyInput } from '../notifications/service.js';
import { settleTargets } from '../targets/service.js';
import { accrueContract } from './accrue-contract.js';
import type { ContractSource } from './enter-contract.js';
import { getSettings } from '../programme-settings/service.js';
import { listTierRows, tierForPosition, type TierRow } from '../tiers/service.js';
import { grantOverrides, overrideRecipients } from '../supervisor-overrides/service.js';
import { availableOn, holdUntil } from './hold.js';

export interface BatchContract {
  memberId: string;
  number: string;
  clientName: string;
  /** `YYYY-MM-DD`, validated by the caller. */
  signedOn: string;
  tariff?: string | null;
  /** Days the reward is held (its import row said so for its tariff); the programme's period when null. */
  holdDays?: number | null;
  /** The keyed hash of the subscriber's phone, when the source gave one. */
  subscriberKey?: string | null;
}

export interface BatchResult {
  accrued: number;
  /** Numbers that exist already (imported before or by a parallel import). */
  skipped: number;
  /** What was accrued, in kopecks (before any debt payoff), held or not: sums of money stay whole numbers. */
  kopecks: number;
  /** The contracts entered, for what follows an arrival (a missing-contract claim matched). */
  entered: { id: number; memberId: string; number: string }[];
}

/**
 * `accrueContract` for many contracts at once, in the caller's transaction, with the same result
 * row by row (positions in the month, the month's tier, one ledger operation and one notification
 * per contract), but set-based: a few statements per batch instead of ten per contract, and the
 * programme's rewards account row updated once per batch (decision 0013). Contracts of members who
 * owe a debt go through `accrueContract`, which pays the debt off first.
 */
export async function accrueContracts(
  tx: Queryable,
  items: readonly BatchContract[],
  at: Date,
  from: ContractSource = {},
): Promise<BatchResult> {
  const { rows: known } = await tx.query<{ key: string }>(
    'SELECT number_key AS key FROM contracts WHERE number_key = ANY($1::text[])',
    [items.map((i) => contractNumberKey(i.number))],
  );
  // Keys are compared as the database makes them (contractNumberKey is its twin): a number entered
  // before, or twice in the batch in another case, is skipped.
  const seen = new Set(known.map((r) => r.key));
  const fresh: BatchContract[] = [];
  for (const item of items) {
    const key = contractNumberKey(item.number);
    if (seen.has(key)) continue;
    seen.add(key);
    fresh.push(item);
  }
  const result: BatchResult = { accrued: 0, skipped: items.length - fresh.length, kopecks: 0, entered: [] };
  if (fresh.length === 0) return result;

  // The supervisors paid an override on these contracts (docs/product.md §11.6), found for the whole
  // batch at once, so that their accounts are locked with the agents'.
  const recipients = await overrideRecipients(tx, fresh);
  const recipientOf = new Map(fresh.map((item, i) => [item, recipients[i] ?? null]));

  // The members' accounts in one fixed order, the order `accrueContract` takes them in. The
  // programme's rewards account is not locked: it stores no balance (migration 0016), so batches
  // of two imports, or a payout beside them, never take turns on it.
  const memberIds = [...new Set(fresh.map((i) => i.memberId))];
  const supervisorIds = recipients.flatMap((r) => (r ? [r.supervisorId] : []));
  const { rows: accounts } = await tx.query<{ id: string; memberId: string; kind: string; balance: number }>(
    `SELECT id::text AS id, member_id AS "memberId", kind, balance::float8 AS balance FROM ledger_accounts
      WHERE member_id = ANY($1::uuid[]) AND kind IN ('available', 'debt') ORDER BY id FOR UPDATE`,
    [[...new Set([...memberIds, ...supervisorIds])]],
  );
  const owing = new Set<string>();
  for (const a of accounts) if (a.kind === 'debt' && a.balance > 0) owing.add(a.memberId);

  const fast = fresh.filter((i) => !owing.has(i.memberId));
  const months = [...new Set(fast.map((i) => i.signedOn.slice(0, 7)))];
  const { rows: counted } = await tx.query<{ memberId: string; month: string; n: number }>(
    `SELECT member_id AS "memberId", to_char(signed_month, 'YYYY-MM') AS month, count(*)::int AS n FROM contracts
      WHERE member_id = ANY($1::uuid[]) AND signed_month = ANY($2::date[]) GROUP BY member_id, signed_month`,
    [memberIds, months.map((m) => `${m}-01`)],
  );
  const positions = new Map(counted.map((r) => [`${r.memberId} ${r.month}`, r.n]));
  const tables = new Map<string, TierRow[]>();
  for (const month of months) tables.set(month, await listTierRows(tx, month));
  const { holdDays } = await getSettings(tx);

  const planned = fast.map((item) => {
    const month = item.signedOn.slice(0, 7);
    const key = `${item.memberId} ${month}`;
    const position = (positions.get(key) ?? 0) + 1;
    positions.set(key, position);
    const tier = tierForPosition(tables.get(month)!, position);
    const reward = tier?.reward ?? 0;
    const heldUntil = reward > 0 ? holdUntil(at, item.holdDays ?? holdDays) : null;
    return { ...item, position, tierMin: tier?.minContracts ?? null, reward, heldUntil, recipient: recipientOf.get(item)! };
  });

  if (planned.length > 0) {
    const { rows: inserted } = await tx.query<{ id: string; number: string }>(
      `INSERT INTO contracts (number, client_name, signed_on, member_id, position_in_month, tier_min_contracts, reward, accrued_at, tariff, hold_until,
                              import_id, source, partner_batch_id, subscriber_key)
       SELECT n, c, s, m, p, t, r, $8, f, h, $11, CASE WHEN $12::bigint IS NULL THEN 'import' ELSE 'partner' END, $12, k
         FROM unnest($1::text[], $2::text[], $3::date[], $4::uuid[], $5::int[], $6::int[], $7::bigint[], $9::text[], $10::timestamptz[],
                     $13::text[])
         AS x (n, c, s, m, p, t, r, f, h, k)
       ON CONFLICT (number_key) DO NOTHING RETURNING id::text AS id, number`,
      [
        planned.map((p) => p.number),
        planned.map((p) => p.clientName),
        planned.map((p) => p.signedOn),
        planned.map((p) => p.memberId),
        planned.map((p) => p.position),
        planned.map((p) => p.tierMin),
        planned.map((p) => p.reward),
        at,
        planned.map((p) => p.tariff ?? null),
        planned.map((p) => p.heldUntil),
        from.importId ?? null,
        from.partnerBatchId ?? null,
        planned.map((p) => p.subscriberKey ?? null),
      ],
    );
    const ids = new Map(inserted.map((r) => [r.number, r.id]));
    const added = planned.filter((p) => ids.has(p.number));
    // The contests on now count the new contracts in the same transaction (decision 0032).
    await countContestContracts(
      tx,
      added.map((p) => ({
        contractId: Number(ids.get(p.number)),
        memberId: p.memberId,
        signedOn: p.signedOn,
        tariff: p.tariff ?? null,
      })),
      at,
    );
    // Personal targets met by the new contracts pay their bonus (decision 0032).
    await settleTargets(
      tx,
      added.map((p) => ({ memberId: p.memberId, month: p.signedOn.slice(0, 7) })),
      at,
    );
    result.skipped += planned.length - inserted.length;
    result.accrued += inserted.length;
    for (const p of added) result.kopecks += p.reward;
    const paid = added.filter((p) => p.reward > 0 && !p.heldUntil);
    if (paid.length > 0) {
      await postMany(
        tx,
        paid.map((p) => ({
          kind: 'reward' as const,
          memberId: p.memberId,
          contractId: Number(ids.get(p.number)),
          ...statement.reward(p),
          lines: [
            { account: 'rewards' as const, amount: -p.reward },
            { account: 'available' as const, amount: p.reward },
          ],
          actor: 'system',
          at,
        })),
      );
    }
    // The supervisors' shares go with the rewards: held with them, or paid now.
    const rewarded = added.filter((p) => p.reward > 0);
    await grantOverrides(
      tx,
      rewarded.map((p) => ({
        contractId: Number(ids.get(p.number)),
        memberId: p.memberId,
        number: p.number,
        signedOn: p.signedOn,
        reward: p.reward,
        held: p.heldUntil !== null,
      })),
      at,
      rewarded.map((p) => p.recipient),
    );
    // A reward under the quality hold waits (hold.ts): its member is told the day it becomes available.
    await notifyMany(
      tx,
      added
        .filter((p) => p.reward > 0)
        .map((p): NotifyInput => {
          const c = { reward: toPoints(p.reward), number: p.number, clientName: p.clientName };
          return {
            memberId: p.memberId,
            category: 'accrual',
            ...(p.heldUntil ? notice.accrualHeld({ ...c, availableOn: availableOn(p.heldUntil) }) : notice.accrual(c)),
            link: '/balance',
            createdAt: at,
            message: { kind: 'accrual' },
          };
        }),
    );
    for (const p of added) result.entered.push({ id: Number(ids.get(p.number)), memberId: p.memberId, number: p.number });
  }

  for (const item of fresh.filter((i) => owing.has(i.memberId))) {
    // The programme's hold and the supervisors were read once for the batch: neither is read per contract.
    const r = await accrueContract(tx, {
      ...item,
      holdDays: item.holdDays ?? holdDays,
      recipient: recipientOf.get(item)!,
      at,
      ...from,
    });
    if (r.created) {
      result.accrued += 1;
      result.kopecks += toKopecks(r.reward);
      result.entered.push({ id: r.contractId, memberId: item.memberId, number: item.number.trim() });
    } else result.skipped += 1;
  }
  return result;
}
