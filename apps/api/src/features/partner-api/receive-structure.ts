// A partner's batch of the team structure (docs/partner-api.md «Структура»): the rows the back office's
// structure file brings, applied by the teams feature's one function with the partner as the actor. A
// supervisor's change waits for a second admin like one made in the back office; its maker is the admin
// who issued the key (they answer for what the key does), so that admin cannot be its checker.
import type { PartnerStructureBody } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import type { PartnerAuth } from '../../http/callers.js';
import { applyStructureRows } from '../teams/service.js';
import type { BatchOutcome } from './batches.js';

export async function receivePartnerStructure(
  tx: Queryable,
  partner: PartnerAuth,
  batchId: number,
  body: PartnerStructureBody,
  at: Date,
): Promise<BatchOutcome<{ batchId: number } & Awaited<ReturnType<typeof applyStructureRows>>>> {
  const rows = body.members.map((m, index) => ({
    line: index,
    dealer: m.dealer.trim(),
    dealerInn: (m.dealerInn ?? '').trim(),
    point: m.point.trim(),
    pointAddress: (m.pointAddress ?? '').trim(),
    team: m.team.trim(),
    phone: m.phone.trim(),
    role: (m.role ?? '').trim(),
    from: m.from.trim(),
  }));
  const { rows: keys } = await tx.query<{ issuer: string }>('SELECT created_by::text AS issuer FROM partner_keys WHERE id = $1', [
    partner.keyId,
  ]);
  const who = { operatorId: keys[0]!.issuer, actor: `partner:${partner.keyName}`, ip: partner.ip };
  const summary = await applyStructureRows(tx, who, rows, at);
  return {
    answer: { batchId, ...summary },
    counts: {
      rows: summary.rows,
      accepted: summary.placed + summary.supervisorsRequested,
      duplicates: summary.unchanged,
      refused: summary.refused,
    },
  };
}
