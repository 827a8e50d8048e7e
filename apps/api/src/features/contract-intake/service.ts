// The one way contracts arrive in the programme (docs/product.md §11): the contracts import applies its
// rows here, and so does every other source of signed contracts. Each arrival is entered and paid by
// the rewards feature (one reward per number's key, whichever way the contract comes: migration 0118),
// then answers the member's missing-contract claim it brings (docs/product.md §12b) and gives the badges
// it earns (§11.5). A claim credited
// by an admin enters its contract the other way round, through the rewards feature itself.
import type { Queryable } from '../../db/types.js';
import { awardBadges } from '../badges/service.js';
import { matchClaimedContracts } from '../disputes/service.js';
import {
  accrueContract,
  accrueContracts,
  type AccrueContractInput,
  type AccrueContractResult,
  type BatchContract,
  type BatchResult,
  type ContractSource,
} from '../rewards/service.js';

/** Contracts arriving together (a batch of an import, which `from` names), in the caller's transaction. */
export async function receiveContracts(
  tx: Queryable,
  items: readonly BatchContract[],
  at: Date,
  from: ContractSource = {},
): Promise<BatchResult> {
  const result = await accrueContracts(tx, items, at, from);
  // A missing-contract claim this arrival answers is matched after the rewards are posted.
  await matchClaimedContracts(tx, result.entered, at);
  // The badges these contracts earn are given in the same transaction (docs/product.md §11.5).
  await awardBadges(tx, result.entered, at);
  return result;
}

/** One contract arriving alone, in the caller's transaction. */
export async function receiveContract(tx: Queryable, input: AccrueContractInput): Promise<AccrueContractResult> {
  const result = await accrueContract(tx, input);
  if (result.created) {
    await matchClaimedContracts(tx, [{ id: result.contractId, memberId: input.memberId, number: input.number.trim() }], input.at);
    await awardBadges(tx, [{ id: result.contractId, memberId: input.memberId }], input.at);
  }
  return result;
}
