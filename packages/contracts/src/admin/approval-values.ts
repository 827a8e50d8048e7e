// The approvals door's kinds and their names, without zod: the browser's bundle imports them.

/**
 * The kinds of request the approvals door takes: each a change that loosens a control or lowers the
 * tax the company withholds, made by one operator and applied only when a second admin approves it.
 */
export const APPROVAL_KINDS = ['employment', 'import_hold', 'tax_settings'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

/** Each kind as the back office names it. */
export const APPROVAL_KIND_TEXT: Record<ApprovalKind, string> = {
  employment: 'Работа в компании: запрет НПД короче',
  import_hold: 'Импорт договоров: удержание короче, чем в программе',
  tax_settings: 'Ставки НДФЛ: налог меньше',
};

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
