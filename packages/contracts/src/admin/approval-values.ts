// The approvals door's kinds, their rules and their names, without zod: the browser's bundle imports
// them (decision 0060).

/**
 * Every kind of request that waits for a second person: changes that loosen a control or lower the
 * tax the company withholds, and money one operator creates (decision 0041). Each kind has its rule,
 * its name and (in the API) its effect.
 */
export const APPROVAL_KINDS = [
  'employment',
  'import_hold',
  'tax_settings',
  'target',
  'tiers',
  'contest_prizes',
  'dispute_credit',
  'adjustment',
  'period_close',
  'settings',
  'operator_change',
  'desk_payout',
  'partner_key',
  'team_supervisor',
  'supervisor_override',
] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

export interface ApprovalRule {
  /** Who may approve: an admin, or (the desk's payouts) any operator; never the maker. */
  checker: 'admin' | 'operator';
  /**
   * Money one operator creates (decision 0041): it acts alone while what its maker created alone in
   * the Moscow day, this included, stays under the payout approval threshold; above it, it waits.
   * Any other kind always waits.
   */
  money: boolean;
  /** One request of the kind waits per subject at a time. */
  onePerSubject: boolean;
}

export const APPROVAL_RULES: Record<ApprovalKind, ApprovalRule> = {
  employment: { checker: 'admin', money: false, onePerSubject: true },
  import_hold: { checker: 'admin', money: false, onePerSubject: true },
  tax_settings: { checker: 'admin', money: false, onePerSubject: true },
  // Money one admin creates (decision 0041): a month's targets or tier table may wait side by side.
  target: { checker: 'admin', money: true, onePerSubject: false },
  tiers: { checker: 'admin', money: true, onePerSubject: false },
  contest_prizes: { checker: 'admin', money: true, onePerSubject: true },
  dispute_credit: { checker: 'admin', money: true, onePerSubject: true },
  // Every balance adjustment waits, whatever its amount (docs/product.md §12); a member's may wait side by side.
  adjustment: { checker: 'admin', money: false, onePerSubject: false },
  period_close: { checker: 'admin', money: false, onePerSubject: true },
  // A weaker setting of the programme (decision 0029), one waiting per setting.
  settings: { checker: 'admin', money: false, onePerSubject: true },
  // A new admin, a promotion, another's reset (decision 0029): one waiting of each change per account.
  operator_change: { checker: 'admin', money: false, onePerSubject: true },
  // The desk's payment at or above the payout approval threshold (docs/product.md §12): a second
  // operator of any role pays it; the desk itself decides by the payment's amount, not the maker's day.
  desk_payout: { checker: 'operator', money: false, onePerSubject: true },
  // A partner API key that writes contracts (decision 0063): its calls move members' money.
  partner_key: { checker: 'admin', money: false, onePerSubject: true },
  // A team's supervisor (decision 0065): they will see the team's agents and be paid on its results.
  team_supervisor: { checker: 'admin', money: false, onePerSubject: true },
  // A raise of a month's supervisor override rule (decision 0069): money, valued as a tier table's raise;
  // one waits per month.
  supervisor_override: { checker: 'admin', money: true, onePerSubject: true },
};

/** Each kind as the back office names it. */
export const APPROVAL_KIND_TEXT: Record<ApprovalKind, string> = {
  employment: 'Работа в компании: запрет НПД короче',
  import_hold: 'Импорт договоров: удержание короче, чем в программе',
  tax_settings: 'Ставки НДФЛ: налог меньше',
  target: 'Личные цели',
  tiers: 'Тарифы месяца',
  contest_prizes: 'Призы конкурса',
  dispute_credit: 'Начисление по спору',
  adjustment: 'Корректировка баланса',
  period_close: 'Закрытие месяца',
  settings: 'Настройки программы: контроль слабее',
  operator_change: 'Учётная запись оператора',
  desk_payout: 'Крупная выплата',
  partner_key: 'Ключ API партнёра: передача договоров',
  team_supervisor: 'Руководитель команды',
  supervisor_override: 'Вознаграждение руководителей',
};

/**
 * `alone`: money under the maker's day threshold, in force at once and kept for the day's sum;
 * `pending` waits; `approved` or `rejected` (with the reason) by a second person or withdrawn.
 */
export const APPROVAL_STATUSES = ['alone', 'pending', 'approved', 'rejected'] as const;
