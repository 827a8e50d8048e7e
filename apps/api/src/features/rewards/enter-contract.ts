// The one step every contract takes into the programme, whichever way it arrives (docs/product.md §11):
// its place among the member's contracts of its month, the row under its number's key (migration 0118:
// a number taken is never entered twice), and its count in the contests and targets of the month.
// `accrueContract` and `accrueClaimedContract` price it differently; the import's set-based batch
// (accrue-batch.ts) does the same in a few statements for many.
import type { Queryable } from '../../db/types.js';
import { lockMemberAccount } from '../../ledger/accounts.js';
import { countContestContracts } from '../contests/service.js';
import { settleTargets } from '../targets/service.js';

/**
 * Where a contract came from: a contracts import («Как посчитано» names it) or a partner API's batch
 * (decision 0063).
 */
export interface ContractSource {
  importId?: number;
  partnerBatchId?: number;
}

export interface ContractToEnter extends ContractSource {
  memberId: string;
  number: string;
  clientName: string;
  /** `YYYY-MM-DD`: the calendar month of this date is the month the contract counts in. */
  signedOn: string;
  status: 'active' | 'terminated';
  tariff: string | null;
  /** The keyed hash of the subscriber's phone, when the source gave one (key-secrets.ts in the partner API). */
  subscriberKey?: string | null;
  at: Date;
}

/** What the contract earns, by its place in the member's month. */
export interface ContractPrice {
  tierMinContracts: number | null;
  /** Kopecks. */
  reward: number;
  heldUntil: Date | null;
  source: 'import' | 'claim';
  disputeId: number | null;
}

/** The contract of this number's key, if any: who it is for and the claim that brought it. */
export async function findContractByNumber(
  tx: Queryable,
  number: string,
): Promise<{ id: number; memberId: string; claimId: number | null } | undefined> {
  const { rows } = await tx.query<{ id: number; memberId: string; claimId: number | null }>(
    `SELECT id::float8 AS id, member_id AS "memberId", dispute_id::int AS "claimId"
       FROM contracts WHERE number_key = contract_number_key($1)`,
    [number],
  );
  return rows[0];
}

/**
 * Enters the contract in the caller's transaction, priced by `price` at its place in the month, and
 * counts an active one for the month's contests and targets. Answers null when its number's key is
 * taken already (by a parallel transaction since the caller looked): nothing was written.
 */
export async function enterContract(
  tx: Queryable,
  c: ContractToEnter,
  price: (position: number) => Promise<ContractPrice> | ContractPrice,
): Promise<{ contractId: number; position: number; price: ContractPrice } | null> {
  // Holding the member's available account serialises their contracts, so places never repeat.
  await lockMemberAccount(tx, c.memberId, 'available');
  const { rows: counted } = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM contracts
      WHERE member_id = $1 AND signed_month = date_trunc('month', $2::date::timestamp)::date`,
    [c.memberId, c.signedOn],
  );
  const position = counted[0]!.n + 1;
  const p = await price(position);
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO contracts (number, client_name, signed_on, status, member_id, position_in_month, tier_min_contracts, reward,
                            accrued_at, tariff, hold_until, source, dispute_id, import_id, partner_batch_id, subscriber_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
     ON CONFLICT (number_key) DO NOTHING RETURNING id::float8 AS id`,
    [
      c.number,
      c.clientName,
      c.signedOn,
      c.status,
      c.memberId,
      position,
      p.tierMinContracts,
      p.reward,
      c.at,
      c.tariff,
      p.heldUntil,
      c.partnerBatchId === undefined ? p.source : 'partner',
      p.disputeId,
      c.importId ?? null,
      c.partnerBatchId ?? null,
      c.subscriberKey ?? null,
    ],
  );
  if (!rows[0]) return null;
  const contractId = rows[0].id;
  if (c.status === 'active') {
    const { memberId, signedOn } = c;
    await countContestContracts(tx, [{ contractId, memberId, signedOn, tariff: c.tariff }], c.at);
    await settleTargets(tx, [{ memberId, month: signedOn.slice(0, 7) }], c.at);
  }
  return { contractId, position, price: p };
}
