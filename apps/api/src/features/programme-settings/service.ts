// The programme's settings as the rest of the API reads them, and their one writer: the rows of
// `programme_settings` (the payout approval threshold, the quality hold, the НДФЛ rules). A setting
// never saved has its default. How an admin changes them — a weaker one waiting for a second admin at
// the approvals door (decision 0029, 0060) — is the settings feature's; the approvals door reads the
// threshold here, so it depends on this read side only and the settings feature may ask it.
import { DEFAULT_PROGRAMME_SETTINGS, type ProgrammeSettings } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { toKopecks, toPoints } from '../../ledger/amounts.js';

/** A stored programme setting's value (JSON), or undefined when it was never saved. */
export async function readProgrammeSetting(db: Queryable, key: string): Promise<unknown> {
  const { rows } = await db.query<{ value: unknown }>('SELECT value FROM programme_settings WHERE key = $1', [key]);
  return rows[0]?.value;
}

/**
 * Saves a programme setting. This module is the table's one writer (a lint rule says so): the tax
 * rules and the payout threshold are rows of one table, written one way.
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

export type SettingName = keyof ProgrammeSettings;

/**
 * Each setting's row and how it is stored: the threshold as whole kopecks like every amount, so that
 * comparisons with orders are exact.
 */
export const SETTING_ROWS: Record<SettingName, { key: string; stored: (v: number) => number; read: (stored: number) => number }> =
  {
    payoutApprovalThreshold: { key: 'payout_approval_threshold', stored: toKopecks, read: toPoints },
    holdDays: { key: 'reward_hold_days', stored: (d) => d, read: (d) => d },
  };
export const SETTING_NAMES = Object.keys(SETTING_ROWS) as SettingName[];
const nameOfKey = (key: string) => SETTING_NAMES.find((n) => SETTING_ROWS[n].key === key)!;

export async function getSettings(db: Queryable): Promise<ProgrammeSettings> {
  const { rows } = await db.query<{ key: string; value: unknown }>(
    'SELECT key, value FROM programme_settings WHERE key = ANY($1::text[])',
    [SETTING_NAMES.map((n) => SETTING_ROWS[n].key)],
  );
  const settings: ProgrammeSettings = { ...DEFAULT_PROGRAMME_SETTINGS };
  for (const r of rows) {
    if (typeof r.value === 'number') settings[nameOfKey(r.key)] = SETTING_ROWS[nameOfKey(r.key)].read(r.value);
  }
  return settings;
}
