// A contract as the company's system may read it back (docs/partner-api.md «Статус договора»): what it
// earned, whether the reward still waits for confirmation, how it arrived. No member data beyond the
// agent's phone the partner sent.
import { formatPhone, type PartnerContractStatus } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { toPoints } from '../../ledger/amounts.js';
import { AppError } from '../../lib/app-error.js';
import { availableOn } from '../rewards/service.js';

export async function partnerContractStatus(db: Queryable, number: string): Promise<PartnerContractStatus> {
  const { rows } = await db.query<{
    number: string;
    status: 'active' | 'terminated';
    signedOn: string;
    phone: string;
    tariff: string | null;
    reward: number;
    holdUntil: Date | null;
    releasedAt: Date | null;
    source: PartnerContractStatus['source'];
  }>(
    `SELECT c.number, c.status, to_char(c.signed_on, 'YYYY-MM-DD') AS "signedOn", m.phone, c.tariff, c.reward::float8 AS reward,
            c.hold_until AS "holdUntil", c.released_at AS "releasedAt", c.source
       FROM contracts c JOIN members m ON m.id = c.member_id WHERE c.number_key = contract_number_key($1)`,
    [number.trim()],
  );
  const c = rows[0];
  if (!c) throw new AppError('not_found');
  const held = c.status === 'active' && c.reward > 0 && c.holdUntil !== null && c.releasedAt === null;
  return {
    number: c.number,
    status: c.status,
    signedOn: c.signedOn,
    agentPhone: formatPhone(c.phone),
    tariff: c.tariff,
    reward: toPoints(c.reward),
    held,
    availableOn: held ? availableOn(c.holdUntil!) : null,
    source: c.source,
  };
}
