// The НДФЛ rules in force (decision 0033): one row of programme_settings, a setting never saved
// has its default. Rates and thresholds are settings, not code, because the law changes them.
import {
  DEFAULT_TAX_SETTINGS,
  taxSettingsSchema,
  TAX_SETTING_SOURCES,
  type TaxSettings,
  type TaxSettingsResponse,
  type TaxStep,
  type TaxStepView,
} from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { pendingApprovalOf, requestApproval, type ApprovalEffect, type Checker } from '../approvals/service.js';
import { audit, type AuditActor } from '../audit/service.js';
import { readProgrammeSetting, writeProgrammeSetting } from '../programme-settings/service.js';

const KEY = 'tax';

export async function getTaxSettings(db: Queryable): Promise<TaxSettings> {
  // A stored value of an older shape is completed by the defaults, field by field.
  const stored = await readProgrammeSetting(db, KEY);
  const parsed = taxSettingsSchema.safeParse({ ...DEFAULT_TAX_SETTINGS, ...(typeof stored === 'object' ? stored : {}) });
  return parsed.success ? parsed.data : DEFAULT_TAX_SETTINGS;
}

export async function settingsAnswer(db: Queryable): Promise<TaxSettingsResponse> {
  return {
    settings: await getTaxSettings(db),
    defaults: DEFAULT_TAX_SETTINGS,
    sources: TAX_SETTING_SOURCES,
    pending: await pendingApprovalOf(db, 'tax_settings', KEY),
  };
}

/** The tax of `income` rubles a year by a residents' scale. */
function taxOf(scale: readonly TaxStepView[], income: number): number {
  let tax = 0;
  let from = 0;
  for (const step of scale) {
    const to = step.upTo ?? Number.POSITIVE_INFINITY;
    if (income > from) tax += ((Math.min(income, to) - from) * step.rate) / 100;
    from = to;
  }
  return tax;
}

/**
 * Whether some income is taxed less under `next` than under `current` (decision 0060): a lower
 * non-residents' rate, or a residents' scale whose tax falls below the current one at some step's end
 * or above the last (both scales are linear between their ends).
 */
export function lowersTax(next: TaxSettings, current: TaxSettings): boolean {
  if (next.nonResidentRate < current.nonResidentRate) return true;
  if (next.residentScale.at(-1)!.rate < current.residentScale.at(-1)!.rate) return true;
  const ends = [...next.residentScale, ...current.residentScale].flatMap((s) => (s.upTo === null ? [] : [s.upTo]));
  return ends.some((x) => taxOf(next.residentScale, x) < taxOf(current.residentScale, x) - 1e-9);
}

/**
 * An admin's change: in force for withdrawals requested after it; audited with before and after. A
 * change that lowers the tax anywhere waits for a second admin instead (approvals), changing nothing.
 */
export async function updateTaxSettings(tx: Queryable, who: Checker, change: TaxSettings, now: Date): Promise<void> {
  const before = await getTaxSettings(tx);
  if (lowersTax(change, before)) {
    await requestApproval(
      tx,
      who,
      {
        kind: 'tax_settings',
        subject: KEY,
        summary: `Настройки НДФЛ: ${describeChange(before, change)}`,
        effect: 'Налог новых заявок на вывод станет меньше; посчитанный налог открытых заявок не меняется.',
        payload: change,
      },
      now,
    );
    return;
  }
  await writeTaxSettings(tx, who, before, change, now);
}

async function writeTaxSettings(
  tx: Queryable,
  who: AuditActor,
  before: TaxSettings,
  change: TaxSettings,
  now: Date,
  approval?: object,
): Promise<void> {
  await writeProgrammeSetting(tx, { key: KEY, value: change, by: who.operatorId, at: now });
  await audit(
    tx,
    who,
    { action: 'tax_settings.updated', targetType: 'settings', before, after: { ...change, ...approval } },
    now,
  );
}

const scaleText = (scale: readonly TaxStepView[]) =>
  scale
    .map((s) => (s.upTo === null ? `${s.rate}\u00a0% выше` : `${s.rate}\u00a0% до ${s.upTo.toLocaleString('ru-RU')}\u00a0₽`))
    .join(', ');

/** What changes, in the approval's words: the scale and the non-residents' rate, before → after. */
function describeChange(before: TaxSettings, after: TaxSettings): string {
  const parts: string[] = [];
  if (JSON.stringify(before.residentScale) !== JSON.stringify(after.residentScale))
    parts.push(`шкала резидентов ${scaleText(before.residentScale)} → ${scaleText(after.residentScale)}`);
  if (before.nonResidentRate !== after.nonResidentRate)
    parts.push(`ставка нерезидентов ${before.nonResidentRate}\u00a0% → ${after.nonResidentRate}\u00a0%`);
  return parts.join('; ');
}

/** What approving a lower tax does (approval-effects.ts): the settings asked for, audited as the approver's. */
export const taxSettingsApproval: ApprovalEffect = {
  apply: async (tx, a, { who, now }) =>
    writeTaxSettings(tx, who, await getTaxSettings(tx), a.payload as TaxSettings, now, { approvalId: a.id, maker: a.madeBy }),
};

/** The residents' scale with its ends in kopecks, as the computation takes it. */
export function scaleInKopecks(settings: TaxSettings): TaxStep[] {
  return settings.residentScale.map((s) => ({ upTo: s.upTo === null ? null : Math.round(s.upTo * 100), rate: s.rate }));
}
