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
      'сколько придёт в банк и сколько уйдёт в налог, видно перед подтверждением вывода.',
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

/**
 * Why a declared regime does not apply yet (decision 0043): a regime that lowers the tax the
 * company withholds applies once verified; until then the member is paid as an individual.
 */
export const REGIME_UNVERIFIED_REASONS = [
  'identity_not_confirmed',
  'inn_not_identity',
  'npd_not_checked',
  'egrip_not_checked',
  'egrip_not_found',
  'egrip_ended',
  'egrip_name_mismatch',
  'former_employee',
] as const;
export type RegimeUnverifiedReason = (typeof REGIME_UNVERIFIED_REASONS)[number];

const REGIME_UNVERIFIED_TEXTS: Record<Exclude<RegimeUnverifiedReason, 'former_employee'>, string> = {
  identity_not_confirmed: 'паспортные данные ещё не подтверждены — заполните их в профиле и дождитесь проверки.',
  inn_not_identity:
    'ИНН в налоговом профиле не совпадает с ИНН в подтверждённых паспортных данных. Укажите свой ИНН — тот же, что в паспортных данных.',
  npd_not_checked: 'статус самозанятого по этому ИНН ещё не подтверждён ФНС. Проверьте его в разделе «Самозанятость» профиля.',
  egrip_not_checked: 'сервис ФНС (ЕГРИП) не ответил при проверке. Нажмите «Сохранить» ещё раз, чтобы проверить снова.',
  egrip_not_found: 'в реестре ФНС (ЕГРИП) нет индивидуального предпринимателя с этим ИНН.',
  egrip_ended: 'по данным ФНС (ЕГРИП) индивидуальный предприниматель с этим ИНН прекратил деятельность.',
  egrip_name_mismatch: 'ФИО предпринимателя в реестре ФНС (ЕГРИП) не совпадает с ФИО в подтверждённых паспортных данных.',
};

/**
 * The member's explanation: «Режим «ИП» пока не применяется: … До проверки НДФЛ удерживается …».
 * A former employee's (`npdAllowedFrom`: DD.MM.YYYY, null while employed) says until when, and why.
 */
export function regimeUnverifiedText(
  declared: TaxRegime,
  reason: RegimeUnverifiedReason,
  npdAllowedFrom: string | null = null,
): string {
  if (reason === 'former_employee') {
    return npdAllowedFrom
      ? `Режим «${TAX_REGIME_TEXTS[declared].title}» не применяется до ${npdAllowedFrom}: вы работали в компании по трудовому ` +
          'договору, а выплаты бывшего работодателя в первые два года после увольнения не облагаются НПД ' +
          '(п.\u00a08 ч.\u00a02 ст.\u00a06 закона №\u00a0422\u2011ФЗ). До этой даты компания удерживает НДФЛ из выплат, как у физического лица.'
      : `Режим «${TAX_REGIME_TEXTS[declared].title}» не применяется: вы работаете в компании по трудовому договору, а выплаты ` +
          'работодателя не облагаются НПД (п.\u00a08 ч.\u00a02 ст.\u00a06 закона №\u00a0422\u2011ФЗ). Компания удерживает НДФЛ из выплат, ' +
          'как у физического лица.';
  }
  return (
    `Режим «${TAX_REGIME_TEXTS[declared].title}» пока не применяется: ${REGIME_UNVERIFIED_TEXTS[reason]} ` +
    'До проверки компания удерживает НДФЛ из выплат, как у физического лица.'
  );
}
