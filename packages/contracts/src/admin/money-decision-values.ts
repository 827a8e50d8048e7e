// The kinds of a money decision (decision 0041) without zod: the back office's screens read them.

export const MONEY_DECISION_KINDS = ['target', 'tiers', 'contest_prizes', 'dispute_credit'] as const;
export type MoneyDecisionKind = (typeof MONEY_DECISION_KINDS)[number];
export const MONEY_DECISION_KIND_TEXT: Record<MoneyDecisionKind, string> = {
  target: 'Личные цели',
  tiers: 'Тарифы месяца',
  contest_prizes: 'Призы конкурса',
  dispute_credit: 'Начисление по спору',
};
