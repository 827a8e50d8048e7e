// Settings of the programme that admins change at run time; a setting never saved has its default.
import { DEFAULT_PROGRAMME_SETTINGS, type ProgrammeSettings } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { toKopecks, toPoints } from '../../ledger/amounts.js';
import { audit, type AuditActor } from '../audit/service.js';

// Stored as whole kopecks like every amount, so that comparisons with orders are exact.
export async function getSettings(db: Queryable): Promise<ProgrammeSettings> {
  const { rows } = await db.query<{ key: string; value: unknown }>('SELECT key, value FROM programme_settings');
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  const threshold = stored.get('payout_approval_threshold');
  return {
    payoutApprovalThreshold:
      typeof threshold === 'number' ? toPoints(threshold) : DEFAULT_PROGRAMME_SETTINGS.payoutApprovalThreshold,
  };
}

export async function updateSettings(
  tx: Queryable,
  who: AuditActor,
  change: ProgrammeSettings,
  now: Date,
): Promise<ProgrammeSettings> {
  const before = await getSettings(tx);
  await tx.query(
    `INSERT INTO programme_settings (key, value, updated_at, updated_by) VALUES ('payout_approval_threshold', $1, $2, $3)
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by`,
    [JSON.stringify(toKopecks(change.payoutApprovalThreshold)), now, who.operatorId],
  );
  const after = await getSettings(tx);
  await audit(tx, who, { action: 'settings.updated', targetType: 'settings', before, after }, now);
  return after;
}
