// The compliance view's constants (decision 0052), without zod: the back office's screen reads them.

/**
 * The labour ministry's indicator (приказ Минтруда России от 08.12.2025 № 685н, in force from
 * 10.01.2026): more than 35 self-employed working with the company, each for more than 3 months
 * with more than 35 000 ₽ a month on average from it and at least 75 % of their income from it.
 * The last condition is the person's whole income, which the company cannot see.
 */
export const NPD_INDICATOR = {
  agents: 35,
  warningAt: 30,
  months: 3,
  monthlyIncome: 35_000,
  source: 'Приказ Минтруда России от 08.12.2025 № 685н, действует с 10.01.2026',
} as const;

/**
 * Insurance contributions on a civil-law contract's pay, per person and calendar year: `rate` %
 * up to `baseLimit` ₽ of the year's pay, `rateAbove` % beyond it. Each year with its source; a year
 * without rates here is shown as such, never computed with another year's.
 */
export const CONTRIBUTION_RATES: Readonly<
  Record<number, { rate: number; baseLimit: number; rateAbove: number; source: string }>
> = {
  2026: {
    rate: 30,
    baseLimit: 2_979_000,
    rateAbove: 15.1,
    source:
      'Ст.\u00a0425 НК РФ, постановление Правительства РФ о предельной величине базы на 2026 год — 2\u00a0979\u00a0000\u00a0₽',
  },
};

/** Why a self-employed member's payouts were stopped (the nightly re-check, decision 0034). */
export const NPD_STOP_TEXTS: Readonly<Record<string, string>> = {
  npd_inactive: 'ФНС: не плательщик НПД',
  binding_canceled: 'Разрешение в «Мой налог» отозвано',
  binding_unregistered: 'Снят с учёта как самозанятый',
};

/** The CSV's columns: the section, then the member and the section's figures. */
export const COMPLIANCE_CSV_HEADER = ['Раздел', 'ФИО', 'Телефон', 'ИНН', 'Показатель', 'Сумма, ₽', 'Примечание'] as const;
