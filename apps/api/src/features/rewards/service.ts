// What other features use of rewards: accrual, the quality hold, cancellation (clawback) and the contracts' state.
import type { Queryable } from '../../db/types.js';

export { accrueContract, type AccrueContractInput, type AccrueContractResult } from './accrue-contract.js';
export { cancelContract, type CancelContractResult } from './cancel-contract.js';
export { heldRewards, releaseHeldRewards } from './hold.js';

export interface ContractState {
  number: string;
  memberId: string;
  clientName: string;
  signedOn: string;
  status: 'active' | 'terminated';
  /** Its reward still waits for the end of its quality hold (hold.ts). */
  held: boolean;
}

/** The contracts with these numbers, as they are now. */
export async function findContracts(db: Queryable, numbers: readonly string[]): Promise<Map<string, ContractState>> {
  const { rows } = await db.query<ContractState>(
    `SELECT number, member_id AS "memberId", client_name AS "clientName", to_char(signed_on, 'YYYY-MM-DD') AS "signedOn", status,
            (hold_until IS NOT NULL AND released_at IS NULL) AS held
       FROM contracts WHERE number = ANY($1::text[])`,
    [numbers],
  );
  return new Map(rows.map((r) => [r.number, r]));
}

/** Corrects a contract's client name (no money moves); false when the contract does not exist. */
export async function renameContractClient(tx: Queryable, number: string, clientName: string): Promise<boolean> {
  const res = await tx.query('UPDATE contracts SET client_name = $2 WHERE number = $1 AND client_name <> $2', [
    number,
    clientName,
  ]);
  return (res.rowCount ?? 0) > 0;
}
export { accrueContracts, type BatchContract, type BatchResult } from './accrue-batch.js';
