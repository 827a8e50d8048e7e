import { isoDateSchema } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { lockMemberAccount } from '../../ledger/accounts.js';
import { toPoints } from '../../ledger/amounts.js';
import { notice, statement } from '../../ledger/money-texts.js';
import { creditLines } from '../../ledger/member-lines.js';
import { post } from '../../ledger/post.js';
import { countContestContracts } from '../contests/service.js';
import { getSettings } from '../settings/service.js';
import { matchClaimedContracts } from '../disputes/service.js';
import { notify } from '../notifications/service.js';
import { settleTargets } from '../targets/service.js';
import { listTierRows, tierForPosition } from '../tiers/service.js';
import { availableOn, holdUntil } from './hold.js';

export interface AccrueContractInput {
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
 * caller's transaction; under a quality hold the reward waits instead (hold.ts). Idempotent by contract number. The reward is the tier reached by the
 * contract's position among the member's contracts of its calendar month by that month's tier
 * table, fixed at accrual. A debt the member has is paid off from the reward first.
 */
export async function accrueContract(tx: Queryable, input: AccrueContractInput): Promise<AccrueContractResult> {
  const number = input.number.trim();
  const clientName = input.clientName.trim();
  const fields: Record<string, string> = {};
  if (!number || number.length > 64) fields.number = 'Номер договора: от 1 до 64 символов';
  if (!clientName || clientName.length > 200) fields.clientName = 'Клиент: от 1 до 200 символов';
  if (!isoDateSchema.safeParse(input.signedOn).success) fields.signedOn = 'Дата подписания в формате ГГГГ-ММ-ДД';
  if (Object.keys(fields).length > 0) throw new AppError('validation_error', { details: { fields } });

  const existing = await findContractId(tx, number);
  if (existing !== undefined) return { created: false, contractId: existing };

  // Holding the member's available account serialises their accruals, so positions never repeat.
  await lockMemberAccount(tx, input.memberId, 'available');
  const { rows: counted } = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM contracts
      WHERE member_id = $1 AND signed_month = date_trunc('month', $2::date::timestamp)::date`,
    [input.memberId, input.signedOn],
  );
  const position = counted[0]!.n + 1;
  const tier = tierForPosition(await listTierRows(tx, input.signedOn.slice(0, 7)), position);
  const reward = tier?.reward ?? 0;
  const active = (input.status ?? 'active') === 'active';
  // Only an active contract's reward waits: one imported already cancelled is accrued and taken back at once.
  const heldUntil = reward > 0 && active ? holdUntil(input.at, input.holdDays ?? (await getSettings(tx)).holdDays) : null;

  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO contracts (number, client_name, signed_on, status, member_id, position_in_month, tier_min_contracts, reward, accrued_at, tariff, hold_until)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT (number) DO NOTHING RETURNING id::float8 AS id`,
    [
      number,
      clientName,
      input.signedOn,
      input.status ?? 'active',
      input.memberId,
      position,
      tier?.minContracts ?? null,
      reward,
      input.at,
      input.tariff ?? null,
      heldUntil,
    ],
  );
  // Imported by a parallel transaction since the check above.
  if (!rows[0]) return { created: false, contractId: (await findContractId(tx, number))! };
  const contractId = rows[0].id;
  if (active) {
    const { memberId, signedOn } = input;
    await countContestContracts(tx, [{ contractId, memberId, signedOn, tariff: input.tariff ?? null }], input.at);
    await settleTargets(tx, [{ memberId, month: signedOn.slice(0, 7) }], input.at);
  }

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
  // A missing-contract claim this contract answers is matched after the reward is posted.
  await matchClaimedContracts(tx, [{ id: contractId, memberId: input.memberId, number }], input.at);
  return {
    created: true,
    contractId,
    position,
    tierMinContracts: tier?.minContracts ?? null,
    reward: toPoints(reward),
    heldUntil,
  };
}

async function findContractId(tx: Queryable, number: string): Promise<number | undefined> {
  const { rows } = await tx.query<{ id: number }>('SELECT id::float8 AS id FROM contracts WHERE number = $1', [number]);
  return rows[0]?.id;
}
