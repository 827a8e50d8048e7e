// Settings of the programme that admins change at run time; a setting never saved has its default.
// A change that weakens a control waits for a second admin (decision 0029): the payout approval
// threshold going up lets larger payouts out on one operator's word, a shorter quality hold pays for
// contracts not yet confirmed (decision 0053).
import {
  DEFAULT_PROGRAMME_SETTINGS,
  type PayoutRail,
  type ProgrammeSettings,
  type SettingsChange,
  type UpdateSettingsResponse,
} from '@cabinet/contracts';
import type { Db, Queryable } from '../../db/types.js';
import { toKopecks, toPoints } from '../../ledger/amounts.js';
import { AppError } from '../../lib/app-error.js';
import { audit, type AuditActor } from '../audit/service.js';
import { auditingCoolingOff, refuseCoolingOff } from '../operators/service.js';

/** The payout rail admins chose (migration 0030, decision 0057); `manual` until one is chosen. */
export async function readPayoutRail(db: Queryable): Promise<PayoutRail> {
  const { rows } = await db.query<{ rail: PayoutRail }>('SELECT rail FROM payout_rail');
  return rows[0]?.rail ?? 'manual';
}

/**
 * The rail payouts go by now: one that needs a provider or a bank only while the configuration
 * connects it. The payouts feature pays by it; the self-employed feature binds members to its payer.
 */
export async function activePayoutRail(
  db: Queryable,
  rails: { provider: object | null; bank: object | null },
): Promise<PayoutRail> {
  const rail = await readPayoutRail(db);
  if (rail === 'provider') return rails.provider ? 'provider' : 'manual';
  if (rail === 'bank_registry') return rails.bank ? 'bank_registry' : 'manual';
  return 'manual';
}

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

type SettingName = keyof ProgrammeSettings;

/**
 * Each setting's row and how it is stored: the threshold as whole kopecks like every amount, so
 * that comparisons with orders are exact; `weakens` says which way of changing it waits for a
 * second admin (decision 0029).
 */
const SETTINGS: Record<
  SettingName,
  {
    key: string;
    stored: (v: number) => number;
    read: (stored: number) => number;
    weakens: (next: number, now: number) => boolean;
  }
> = {
  payoutApprovalThreshold: { key: 'payout_approval_threshold', stored: toKopecks, read: toPoints, weakens: (n, c) => n > c },
  holdDays: { key: 'reward_hold_days', stored: (d) => d, read: (d) => d, weakens: (n, c) => n < c },
};
const NAMES = Object.keys(SETTINGS) as SettingName[];
const nameOfKey = (key: string) => NAMES.find((n) => SETTINGS[n].key === key)!;

export async function getSettings(db: Queryable): Promise<ProgrammeSettings> {
  const { rows } = await db.query<{ key: string; value: unknown }>(
    'SELECT key, value FROM programme_settings WHERE key = ANY($1::text[])',
    [NAMES.map((n) => SETTINGS[n].key)],
  );
  const settings: ProgrammeSettings = { ...DEFAULT_PROGRAMME_SETTINGS };
  for (const r of rows) if (typeof r.value === 'number') settings[nameOfKey(r.key)] = SETTINGS[nameOfKey(r.key)].read(r.value);
  return settings;
}

/** Writes the settings `change` names, audited with the whole settings before and after. */
async function writeSettings(
  tx: Queryable,
  who: AuditActor,
  change: Partial<ProgrammeSettings>,
  now: Date,
  approval?: object,
): Promise<ProgrammeSettings> {
  const before = await getSettings(tx);
  for (const name of NAMES) {
    const value = change[name];
    if (value === undefined) continue;
    await writeProgrammeSetting(tx, {
      key: SETTINGS[name].key,
      value: SETTINGS[name].stored(value),
      by: who.operatorId,
      at: now,
    });
  }
  const after = await getSettings(tx);
  await audit(tx, who, { action: 'settings.updated', targetType: 'settings', before, after: { ...after, ...approval } }, now);
  return after;
}

interface ChangeRow {
  id: number;
  key: string;
  before: Partial<ProgrammeSettings>;
  value: number;
  status: string;
  requestedBy: string;
  requestedByEmail: string;
  requestedAt: Date;
}

const SELECT = `SELECT s.id::int AS id, s.key, s.before, s.value, s.status, s.requested_by AS "requestedBy",
                       r.email AS "requestedByEmail", s.requested_at AS "requestedAt"
                  FROM settings_changes s JOIN operators r ON r.id = s.requested_by`;

function toChange(r: ChangeRow): SettingsChange & { name: SettingName } {
  const name = nameOfKey(r.key);
  // A change asked for before a setting existed kept the settings of then: the new one had its default.
  const before = { ...DEFAULT_PROGRAMME_SETTINGS, ...r.before };
  return {
    id: r.id,
    name,
    before,
    after: { ...before, [name]: SETTINGS[name].read(r.value) },
    requestedBy: r.requestedByEmail,
    requestedAt: r.requestedAt.toISOString(),
  };
}

const withoutName = ({ name: _, ...change }: SettingsChange & { name: SettingName }): SettingsChange => change;

export async function listPendingSettingsChanges(db: Queryable): Promise<SettingsChange[]> {
  const { rows } = await db.query<ChangeRow>(`${SELECT} WHERE s.status = 'pending' ORDER BY s.requested_at, s.id`);
  return rows.map((r) => withoutName(toChange(r)));
}

/**
 * Each setting asked for that is stricter than (or equal to) the one in force acts at once; each
 * weaker one waits for a second admin as a change of its own. A setting unchanged writes nothing.
 */
export async function updateSettings(
  tx: Queryable,
  who: AuditActor & { operatorId: string },
  change: Partial<ProgrammeSettings>,
  now: Date,
): Promise<UpdateSettingsResponse> {
  const current = await getSettings(tx);
  const atOnce: Partial<ProgrammeSettings> = {};
  const waiting: SettingName[] = [];
  for (const name of NAMES) {
    const value = change[name];
    if (value === undefined || value === current[name]) continue;
    if (SETTINGS[name].weakens(value, current[name])) waiting.push(name);
    else atOnce[name] = value;
  }
  const inForce = Object.keys(atOnce).length > 0 ? await writeSettings(tx, who, atOnce, now) : current;
  const pendingChanges: SettingsChange[] = [];
  for (const name of waiting) {
    const value = change[name]!;
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO settings_changes (key, before, value, status, requested_by, requested_at)
       VALUES ($1, $2, $3, 'pending', $4, $5) RETURNING id::int AS id`,
      [SETTINGS[name].key, JSON.stringify(inForce), JSON.stringify(SETTINGS[name].stored(value)), who.operatorId, now],
    );
    const id = rows[0]!.id;
    await audit(
      tx,
      who,
      {
        action: 'settings.change_requested',
        targetType: 'settings_change',
        targetId: id,
        before: inForce,
        after: { ...inForce, [name]: value },
      },
      now,
    );
    const made = await tx.query<ChangeRow>(`${SELECT} WHERE s.id = $1`, [id]);
    pendingChanges.push(withoutName(toChange(made.rows[0]!)));
  }
  return { ...inForce, pendingChanges };
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
      const { name, after } = toChange(change);
      // Only the setting asked for: another one may have changed since it was asked.
      return writeSettings(tx, who, { [name]: after[name] }, now, { maker: change.requestedByEmail, change: id });
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
