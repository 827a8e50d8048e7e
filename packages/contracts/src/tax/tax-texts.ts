// The tax profile's plain-Russian texts (decision 0033), zod-free for the browser's bundle.
import type { TaxStep } from './ndfl.js';

/** How the programme pays a member (migration 0050): as an individual, a самозанятый or an ИП. */
export const TAX_REGIMES = ['individual', 'self_employed', 'entrepreneur'] as const;
export type TaxRegime = (typeof TAX_REGIMES)[number];

/** What each regime means for the member, in plain Russian (the tax profile form and `/rules`). */
export const TAX_REGIME_TEXTS: Record<TaxRegime, { title: string; meaning: string }> = {
  individual: {
    title: 'Физическое лицо',
    meaning:
      'Компания сама удерживает НДФЛ из каждой выплаты и перечисляет его в налоговую. Вам ничего не нужно делать: ' +
      'сколько придёт на карту и сколько уйдёт в налог, видно перед подтверждением вывода.',
  },
  self_employed: {
    title: 'Самозанятый',
    meaning:
      'Налог на профессиональный доход платите вы сами через приложение «Мой налог». ' +
      'Выплата приходит целиком, на каждую формируется чек; доход самозанятого за год ограничен законом.',
  },
  entrepreneur: {
    title: 'Индивидуальный предприниматель',
    meaning:
      'Налог по своей системе налогообложения вы платите сами как ИП. Выплата приходит целиком; компания налог не удерживает.',
  },
};

/** 2400000 → '2,4\u00a0млн\u00a0₽'. */
function millions(rubles: number): string {
  return `${String(rubles / 1_000_000).replace('.', ',')}\u00a0млн\u00a0₽`;
}

/** The residents' scale in words, from the settings in force: «13\u00a0% с дохода до 2,4\u00a0млн\u00a0₽ за год, 15\u00a0% — …». */
export function scaleText(scale: readonly TaxStep[]): string {
  return scale
    .map((step, i) => {
      const rate = `${String(step.rate).replace('.', ',')}\u00a0%`;
      if (i === 0) return step.upTo === null ? `${rate} со всего дохода` : `${rate} с дохода до ${millions(step.upTo)} за год`;
      const from = scale[i - 1]!.upTo!;
      return step.upTo === null
        ? `${rate} — свыше ${millions(from)}`
        : `${rate} — от ${millions(from)} до ${millions(step.upTo)}`;
    })
    .join(', ');
}

export const residencyTexts = (rules: { residentScale: readonly TaxStep[]; nonResidentRate: number }) => ({
  resident:
    'Налоговый резидент РФ — тот, кто провёл в России не меньше 183\u00a0дней за последние 12\u00a0месяцев. ' +
    `НДФЛ резидента: ${scaleText(rules.residentScale)}; повышенная ставка — только к превышению.`,
  nonResident: `НДФЛ нерезидента — ${String(rules.nonResidentRate).replace('.', ',')}\u00a0% со всей выплаты.`,
});
