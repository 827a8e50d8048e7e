// Settings of the programme that admins change at run time; a setting never saved has its default.
// A change that weakens a control waits for a second admin (decision 0029): the payout approval
// threshold going up lets larger payouts out on one operator's word.
import {
  DEFAULT_PROGRAMME_SETTINGS,
  type ProgrammeSettings,
  type SettingsChange,
  type UpdateSettingsResponse,
} from '@cabinet/contracts';
import type { Db, Queryable } from '../../db/types.js';
import { toKopecks, toPoints } from '../../ledger/amounts.js';
import { AppError } from '../../lib/app-error.js';
import { audit, type AuditActor } from '../audit/service.js';
import { auditingCoolingOff, refuseCoolingOff } from '../operators/service.js';

const THRESHOLD = 'payout_approval_threshold';

/** A stored programme setting's value (JSON), or undefined when it was never saved. */
export async function readProgrammeSetting(db: Queryable, key: string): Promise<unknown> {
  const { rows } = await db.query<{ value: unknown }>('SELECT value FROM programme_settings WHERE key = $1', [key]);
  return rows[0]?.value;
}

/**
 * Saves a programme setting. The settings feature is the table's one writer (a lint rule says so):
 * the tax rules and the payout threshold are rows of one table, written one way.
 */
export async function writeProgrammeSetting(
  tx: Queryable,
  s: { key: string; value: unknown; by: string | null; at: Date },
): Promise<void> {
  await tx.query(
    `INSERT INTO programme_settings (key, value, updated_at, updated_by) VALUES ($1, $2, $3, $4)
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by`,
    [s.key, JSON.stringify(s.value), s.at, s.by],
  );
}

// Stored as whole kopecks like every amount, so that comparisons with orders are exact.
export async function getSettings(db: Queryable): Promise<ProgrammeSettings> {
  const threshold = await readProgrammeSetting(db, THRESHOLD);
  return {
    payoutApprovalThreshold:
      typeof threshold === 'number' ? toPoints(threshold) : DEFAULT_PROGRAMME_SETTINGS.payoutApprovalThreshold,
  };
}

async function writeSettings(tx: Queryable, who: AuditActor, change: ProgrammeSettings, now: Date, approval?: object) {
  const before = await getSettings(tx);
  await writeProgrammeSetting(tx, {
    key: THRESHOLD,
    value: toKopecks(change.payoutApprovalThreshold),
    by: who.operatorId,
    at: now,
  });
  const after = await getSettings(tx);
  await audit(tx, who, { action: 'settings.updated', targetType: 'settings', before, after: { ...after, ...approval } }, now);
  return after;
}

interface ChangeRow {
  id: number;
  before: ProgrammeSettings;
  value: number;
  status: string;
  requestedBy: string;
  requestedByEmail: string;
  requestedAt: Date;
}

const SELECT = `SELECT s.id::int AS id, s.before, s.value, s.status, s.requested_by AS "requestedBy",
                       r.email AS "requestedByEmail", s.requested_at AS "requestedAt"
                  FROM settings_changes s JOIN operators r ON r.id = s.requested_by`;

function toChange(r: ChangeRow): SettingsChange {
  return {
    id: r.id,
    before: r.before,
    after: { payoutApprovalThreshold: toPoints(r.value) },
    requestedBy: r.requestedByEmail,
    requestedAt: r.requestedAt.toISOString(),
  };
}

export async function listPendingSettingsChanges(db: Queryable): Promise<SettingsChange[]> {
  const { rows } = await db.query<ChangeRow>(`${SELECT} WHERE s.status = 'pending' ORDER BY s.requested_at, s.id`);
  return rows.map(toChange);
}

/** A stricter threshold (lower) acts at once; a weaker one (higher) waits for a second admin. */
export async function updateSettings(
  tx: Queryable,
  who: AuditActor & { operatorId: string },
  change: ProgrammeSettings,
  now: Date,
): Promise<UpdateSettingsResponse> {
  const current = await getSettings(tx);
  if (change.payoutApprovalThreshold <= current.payoutApprovalThreshold) return writeSettings(tx, who, change, now);
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO settings_changes (key, before, value, status, requested_by, requested_at)
     VALUES ($1, $2, $3, 'pending', $4, $5) RETURNING id::int AS id`,
    [THRESHOLD, JSON.stringify(current), JSON.stringify(toKopecks(change.payoutApprovalThreshold)), who.operatorId, now],
  );
  const id = rows[0]!.id;
  await audit(
    tx,
    who,
    { action: 'settings.change_requested', targetType: 'settings_change', targetId: id, before: current, after: change },
    now,
  );
  const made = await tx.query<ChangeRow>(`${SELECT} WHERE s.id = $1`, [id]);
  return { ...current, pendingChange: toChange(made.rows[0]!) };
}

async function lockPending(tx: Queryable, id: number): Promise<ChangeRow> {
  const { rows } = await tx.query<ChangeRow>(`${SELECT} WHERE s.id = $1 FOR UPDATE OF s`, [id]);
  if (!rows[0]) throw new AppError('not_found');
  if (rows[0].status !== 'pending') throw new AppError('change_decided');
  return rows[0];
}

/** A second admin — not the maker, not an account the maker recently made or reset — applies it. */
export async function approveSettingsChange(
  db: Db,
  who: AuditActor & { operatorId: string },
  id: number,
  now: Date,
): Promise<ProgrammeSettings> {
  return auditingCoolingOff(db, who, { type: 'settings_change', id }, now, () =>
    db.transaction(async (tx) => {
      const change = await lockPending(tx, id);
      if (change.requestedBy === who.operatorId) throw new AppError('own_change_approval');
      await refuseCoolingOff(tx, { checkerId: who.operatorId, makerId: change.requestedBy, now });
      await tx.query(`UPDATE settings_changes SET status = 'applied', decided_by = $2, decided_at = $3 WHERE id = $1`, [
        id,
        who.operatorId,
        now,
      ]);
      return writeSettings(tx, who, toChange(change).after, now, { maker: change.requestedByEmail, change: id });
    }),
  );
}

/** A second admin refuses the change, or its maker withdraws it. */
export async function rejectSettingsChange(
  db: Db,
  who: AuditActor & { operatorId: string },
  id: number,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const change = await lockPending(tx, id);
    await tx.query(`UPDATE settings_changes SET status = 'rejected', decided_by = $2, decided_at = $3 WHERE id = $1`, [
      id,
      who.operatorId,
      now,
    ]);
    await audit(
      tx,
      who,
      {
        action: 'settings.change_rejected',
        targetType: 'settings_change',
        targetId: id,
        after: { maker: change.requestedByEmail },
      },
      now,
    );
  });
}
