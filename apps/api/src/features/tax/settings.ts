// The НДФЛ rules in force (decision 0033): one row of programme_settings, a setting never saved
// has its default. Rates and thresholds are settings, not code, because the law changes them.
import {
  DEFAULT_TAX_SETTINGS,
  taxSettingsSchema,
  TAX_SETTING_SOURCES,
  type TaxSettings,
  type TaxSettingsResponse,
  type TaxStep,
} from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { audit, type AuditActor } from '../audit/service.js';
import { readProgrammeSetting, writeProgrammeSetting } from '../settings/service.js';

const KEY = 'tax';

export async function getTaxSettings(db: Queryable): Promise<TaxSettings> {
  // A stored value of an older shape is completed by the defaults, field by field.
  const stored = await readProgrammeSetting(db, KEY);
  const parsed = taxSettingsSchema.safeParse({ ...DEFAULT_TAX_SETTINGS, ...(typeof stored === 'object' ? stored : {}) });
  return parsed.success ? parsed.data : DEFAULT_TAX_SETTINGS;
}

export function settingsAnswer(settings: TaxSettings): TaxSettingsResponse {
  return { settings, defaults: DEFAULT_TAX_SETTINGS, sources: TAX_SETTING_SOURCES };
}

/** An admin's change: in force for withdrawals requested after it; audited with before and after. */
export async function updateTaxSettings(tx: Queryable, who: AuditActor, change: TaxSettings, now: Date): Promise<TaxSettings> {
  const before = await getTaxSettings(tx);
  await writeProgrammeSetting(tx, { key: KEY, value: change, by: who.operatorId, at: now });
  await audit(tx, who, { action: 'tax_settings.updated', targetType: 'settings', before, after: change }, now);
  return change;
}

/** The residents' scale with its ends in kopecks, as the computation takes it. */
export function scaleInKopecks(settings: TaxSettings): TaxStep[] {
  return settings.residentScale.map((s) => ({ upTo: s.upTo === null ? null : Math.round(s.upTo * 100), rate: s.rate }));
}
