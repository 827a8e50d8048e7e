// The one way contracts arrive in the programme (docs/product.md §11): the contracts import applies its
// rows here, and so does every other source of signed contracts. Each arrival is entered and paid by
// the rewards feature (one reward per number's key, whichever way the contract comes: migration 0118),
// then answers the member's missing-contract claim it brings (docs/product.md §12b), gives the badges
// it earns (§11.5) and tells the company's systems by a `contract.accrued` webhook (docs/webhooks.md).
// A claim credited
// by an admin enters its contract the other way round, through the rewards feature itself.
import { normaliseRecipientPhone } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import type { JobSender } from '../../jobs/queue.js';
import { nextTurn } from '../../lib/next-turn.js';
import { awardBadges } from '../badges/service.js';
import { matchClaimedContracts } from '../disputes/service.js';
import { membersByPhone } from '../member-lookup/service.js';
import { emitWebhookEvents } from '../webhooks/service.js';
import { toPoints } from '../../ledger/amounts.js';
import {
  accrueContract,
  accrueContracts,
  cancelContract,
  findContracts,
  renameContractClient,
  type ContractState,
  type AccrueContractInput,
  type AccrueContractResult,
  type BatchContract,
  type BatchResult,
  type ContractSource,
} from '../rewards/service.js';
import { IMPORT_CELL_MAX, type RawRow } from './rules.js';

export { classifyRows, IMPORT_CELL_MAX, normaliseDate, rowClassifier, type ClassifiedRow, type RawRow } from './rules.js';

/** Values a lookup takes at once: a file at the row cap asks in parts, each a short query. */
const LOOKUP_PART = 20_000;

/**
 * The members (phone → id) and the contracts (number → state) arriving rows name, asked in parts with
 * the event loop's turn between them: what the rules (rules.ts) judge the rows against.
 */
export async function lookUpArrivals(db: Queryable, raw: readonly RawRow[]) {
  const phones = [...new Set(raw.flatMap((r) => normaliseRecipientPhone(r.phone) ?? []))];
  const numbers = [...new Set(raw.flatMap((r) => (r.number.length <= IMPORT_CELL_MAX.number ? [r.number] : [])))];
  const members = new Map<string, string>();
  const contracts = new Map<string, ContractState>();
  for (let i = 0; i < phones.length; i += LOOKUP_PART) {
    for (const [k, v] of await membersByPhone(db, phones.slice(i, i + LOOKUP_PART))) members.set(k, v);
    await nextTurn();
  }
  for (let i = 0; i < numbers.length; i += LOOKUP_PART) {
    for (const [k, v] of await findContracts(db, numbers.slice(i, i + LOOKUP_PART))) contracts.set(k, v);
    await nextTurn();
  }
  return { members, contracts };
}

/** What a known contract's row changes: its client, and «расторгнут» cancels it (clawing its reward back). */
export interface ContractChange {
  number: string;
  clientName?: string;
  cancel: boolean;
}

/** Applies a known contract's change in the caller's transaction; answers what changed. */
export async function applyContractChange(tx: Queryable, change: ContractChange, at: Date) {
  const renamed = change.clientName !== undefined && (await renameContractClient(tx, change.number, change.clientName));
  const cancelled = change.cancel ? await cancelContract(tx, { number: change.number, at }) : null;
  return { renamed, cancelled: cancelled?.cancelled ? cancelled : null };
}

/**
 * Contracts arriving together (a batch of an import or of the partner API, which `from` names), in the
 * caller's transaction. With the job queue at hand, their webhooks leave as it commits; without it,
 * within the minute (docs/webhooks.md).
 */
export async function receiveContracts(
  tx: Queryable,
  items: readonly BatchContract[],
  at: Date,
  from: ContractSource = {},
  jobs?: JobSender,
): Promise<BatchResult> {
  const result = await accrueContracts(tx, items, at, from);
  // A missing-contract claim this arrival answers is matched after the rewards are posted.
  await matchClaimedContracts(tx, result.entered, at);
  // The badges these contracts earn are given in the same transaction (docs/product.md §11.5).
  await awardBadges(tx, result.entered, at);
  await tellAccrued(
    tx,
    result.entered.map((e) => e.id),
    at,
    jobs,
  );
  return result;
}

/** `contract.accrued` for the contracts entered, to every endpoint that subscribes to it. */
async function tellAccrued(tx: Queryable, contractIds: readonly number[], at: Date, jobs?: JobSender): Promise<void> {
  if (contractIds.length === 0) return;
  await emitWebhookEvents(
    tx,
    'contract.accrued',
    async () => {
      const { rows } = await tx.query<{
        id: number;
        number: string;
        memberId: string;
        phone: string;
        signedOn: string;
        reward: number;
      }>(
        `SELECT c.id::float8 AS id, c.number, c.member_id AS "memberId", m.phone, to_char(c.signed_on, 'YYYY-MM-DD') AS "signedOn",
              c.reward::float8 AS reward
         FROM contracts c JOIN members m ON m.id = c.member_id WHERE c.id = ANY($1::bigint[]) ORDER BY c.id`,
        [contractIds],
      );
      return rows.map((c) => ({
        data: {
          contractId: c.id,
          number: c.number,
          member: { id: c.memberId, phone: c.phone },
          signedOn: c.signedOn,
          reward: toPoints(c.reward),
          accruedAt: at.toISOString(),
        },
        at,
      }));
    },
    jobs,
  );
}

/** One contract arriving alone, in the caller's transaction. */
export async function receiveContract(tx: Queryable, input: AccrueContractInput): Promise<AccrueContractResult> {
  const result = await accrueContract(tx, input);
  if (result.created) {
    await matchClaimedContracts(tx, [{ id: result.contractId, memberId: input.memberId, number: input.number.trim() }], input.at);
    await awardBadges(tx, [{ id: result.contractId, memberId: input.memberId }], input.at);
    await tellAccrued(tx, [result.contractId], input.at);
  }
  return result;
}
