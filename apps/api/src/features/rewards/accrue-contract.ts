import { isoDateSchema } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { toPoints } from '../../ledger/amounts.js';
import { notice, statement } from '../../ledger/money-texts.js';
import { creditLines } from '../../ledger/member-lines.js';
import { post } from '../../ledger/post.js';
import { getSettings } from '../programme-settings/service.js';
import { notify } from '../notifications/service.js';
import { listTierRows, tierForPosition } from '../tiers/service.js';
import { grantOverrides, type OverrideRecipient } from '../supervisor-overrides/service.js';
import { enterContract, findContractByNumber, type ContractSource } from './enter-contract.js';
import { availableOn, holdUntil } from './hold.js';

export interface AccrueContractInput extends ContractSource {
  memberId: string;
  number: string;
  clientName: string;
  /** `YYYY-MM-DD`: the calendar month of this date is the month whose tiers apply. */
  signedOn: string;
  status?: 'active' | 'terminated';
  /** The contract's tariff when the source knows it (contests may count given tariffs only). */
  tariff?: string | null;
  /** Days the reward is held (its import row's tariff said so); the programme's period when left out. */
  holdDays?: number | null;
  /** The keyed hash of the subscriber's phone, when the source gave one. */
  subscriberKey?: string | null;
  /** Who is paid the contract's override (null: no one), when the caller looked it up already for its batch. */
  recipient?: OverrideRecipient | null;
  at: Date;
}

export type AccrueContractResult =
  /**
   * `reward` in points; `tierMinContracts` null when no tier applies (no reward); `heldUntil` when
   * the reward waits for the quality hold (decision 0053) instead of being posted.
   */
  | {
      created: true;
      contractId: number;
      position: number;
      tierMinContracts: number | null;
      reward: number;
      heldUntil: Date | null;
    }
  /** The number was imported before: nothing changed. */
  | { created: false; contractId: number };

/**
 * Imports one contract and accrues its reward (rewards → available) with a notification, in the
 * caller's transaction; under a quality hold the reward waits instead (hold.ts). Idempotent by the
 * number's key: a contract entered before, by whatever way, is not paid again. The reward is the tier
 * reached by the contract's position among the member's contracts of its calendar month by that
 * month's tier table, fixed at accrual. A debt the member has is paid off from the reward first. The
 * supervisor of the member's team on the signing day gets their override with it (§11.6).
 */
export async function accrueContract(tx: Queryable, input: AccrueContractInput): Promise<AccrueContractResult> {
  const number = input.number.trim();
  const clientName = input.clientName.trim();
  const fields: Record<string, string> = {};
  if (!number || number.length > 64) fields.number = 'Номер договора: от 1 до 64 символов';
  if (!clientName || clientName.length > 200) fields.clientName = 'Клиент: от 1 до 200 символов';
  if (!isoDateSchema.safeParse(input.signedOn).success) fields.signedOn = 'Дата подписания в формате ГГГГ-ММ-ДД';
  if (Object.keys(fields).length > 0) throw new AppError('validation_error', { details: { fields } });

  const existing = await findContractByNumber(tx, number);
  if (existing !== undefined) return { created: false, contractId: existing.id };

  const status = input.status ?? 'active';
  const entered = await enterContract(
    tx,
    {
      memberId: input.memberId,
      number,
      clientName,
      signedOn: input.signedOn,
      status,
      tariff: input.tariff ?? null,
      subscriberKey: input.subscriberKey ?? null,
      ...(input.importId === undefined ? {} : { importId: input.importId }),
      ...(input.partnerBatchId === undefined ? {} : { partnerBatchId: input.partnerBatchId }),
      at: input.at,
    },
    async (position) => {
      const tier = tierForPosition(await listTierRows(tx, input.signedOn.slice(0, 7)), position);
      const reward = tier?.reward ?? 0;
      // Only an active contract's reward waits: one imported already cancelled is accrued and taken back at once.
      const held = reward > 0 && status === 'active';
      const heldUntil = held ? holdUntil(input.at, input.holdDays ?? (await getSettings(tx)).holdDays) : null;
      return { tierMinContracts: tier?.minContracts ?? null, reward, heldUntil, source: 'import', disputeId: null };
    },
  );
  // Entered by a parallel transaction since the check above.
  if (!entered) return { created: false, contractId: (await findContractByNumber(tx, number))!.id };
  const { contractId, position } = entered;
  const { reward, heldUntil, tierMinContracts } = entered.price;

  if (heldUntil) {
    await notify(tx, {
      memberId: input.memberId,
      category: 'accrual',
      ...notice.accrualHeld({ reward: toPoints(reward), number, clientName, availableOn: availableOn(heldUntil) }),
      link: '/balance',
      createdAt: input.at,
      message: { kind: 'accrual' },
    });
  } else if (reward > 0) {
    // A debt (what an earlier clawback could not take) is paid off first from the reward.
    const { lines, repaid } = await creditLines(tx, input.memberId, reward);
    await post(tx, {
      kind: 'reward',
      memberId: input.memberId,
      contractId,
      lines,
      ...statement.reward({ number, signedOn: input.signedOn, clientName }),
      actor: 'system',
      at: input.at,
    });
    const text =
      repaid > 0
        ? notice.accrualRepaidDebt({ reward: toPoints(reward), repaid: toPoints(repaid), number, clientName })
        : notice.accrual({ reward: toPoints(reward), number, clientName });
    await notify(tx, {
      memberId: input.memberId,
      category: 'accrual',
      ...text,
      link: '/balance',
      createdAt: input.at,
      message: { kind: 'accrual' },
    });
  }
  // The supervisor's share goes with the reward: held with it, or paid now (docs/product.md §11.6).
  if (reward > 0) {
    await grantOverrides(
      tx,
      [{ contractId, memberId: input.memberId, number, signedOn: input.signedOn, reward, held: heldUntil !== null }],
      input.at,
      input.recipient === undefined ? undefined : [input.recipient],
    );
  }
  return {
    created: true,
    contractId,
    position,
    tierMinContracts,
    reward: toPoints(reward),
    heldUntil,
  };
}
