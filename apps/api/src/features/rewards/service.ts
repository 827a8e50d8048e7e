// What other features use of rewards: accrual, the quality hold, cancellation (clawback) and the contracts' state.
import { contractNumberKey } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';

export { accrueContract, type AccrueContractInput, type AccrueContractResult } from './accrue-contract.js';
export { accrueClaimedContract, refuseEnteredContract, type ClaimedContract } from './accrue-claimed.js';
export { findContractByNumber, type ContractSource } from './enter-contract.js';
export { cancelContract, type CancelContractResult } from './cancel-contract.js';
export { availableOn, heldRewards, releaseContractHolds, releaseHeldRewards } from './hold.js';

export interface ContractState {
  number: string;
  memberId: string;
  clientName: string;
  signedOn: string;
  status: 'active' | 'terminated';
  /** Its reward still waits for the end of its quality hold (hold.ts). */
  held: boolean;
  /** The missing-contract claim whose credit brought it, when no import did (accrue-claimed.ts). */
  claimId: number | null;
}

/**
 * The contracts with these numbers as they are now, keyed by the number as asked: a number is found
 * whatever its case and spaces (its key, migration 0118).
 */
export async function findContracts(db: Queryable, numbers: readonly string[]): Promise<Map<string, ContractState>> {
  // Keyed here by the database's twin (contractNumberKey), so that the unique index on the key answers
  // each number: a join on the key computed in SQL made the planner read the whole table.
  const { rows } = await db.query<ContractState & { key: string }>(
    `SELECT c.number_key AS key, c.number, c.member_id AS "memberId", c.client_name AS "clientName",
            to_char(c.signed_on, 'YYYY-MM-DD') AS "signedOn", c.status,
            (c.hold_until IS NOT NULL AND c.released_at IS NULL) AS held, c.dispute_id::int AS "claimId"
       FROM contracts c WHERE c.number_key = ANY($1::text[])`,
    [[...new Set(numbers.map(contractNumberKey))]],
  );
  const byKey = new Map(rows.map(({ key, ...state }) => [key, state]));
  const found = new Map<string, ContractState>();
  for (const asked of numbers) {
    const state = byKey.get(contractNumberKey(asked));
    if (state) found.set(asked, state);
  }
  return found;
}

/** Corrects a contract's client name (no money moves); false when the contract does not exist. */
export async function renameContractClient(tx: Queryable, number: string, clientName: string): Promise<boolean> {
  const res = await tx.query(
    'UPDATE contracts SET client_name = $2 WHERE number_key = contract_number_key($1) AND client_name <> $2',
    [number, clientName],
  );
  return (res.rowCount ?? 0) > 0;
}
export { accrueContracts, type BatchContract, type BatchResult } from './accrue-batch.js';
