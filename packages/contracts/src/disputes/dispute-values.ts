// Disputes and missing-contract claims (docs/product.md «Споры»), without zod: the browser's forms
// and the API's texts read the same lists.

/** What the member disputes: a line of the history, or a contract the imports never brought. */
export const DISPUTE_KINDS = ['line', 'missing_contract'] as const;
export type DisputeKind = (typeof DISPUTE_KINDS)[number];

/** Why a line is wrong, as the member picks it. */
export const DISPUTE_REASONS = ['wrong_amount', 'wrong_tariff', 'wrong_debit', 'other'] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];
export const DISPUTE_REASON_TEXT: Record<DisputeReason, string> = {
  wrong_amount: 'Начислено меньше, чем положено',
  wrong_tariff: 'Неверный тариф',
  wrong_debit: 'Ошибочное списание',
  other: 'Другое',
};

/**
 * новое → в работе → нужна информация → решено: начислено / отказано. The member's reply to «нужна
 * информация» puts the dispute back «в работе»; a decided one is final.
 */
export const DISPUTE_STATUSES = ['new', 'in_progress', 'need_info', 'credited', 'refused'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];
export const DISPUTE_STATUS_TEXT: Record<DisputeStatus, string> = {
  new: 'Новое',
  in_progress: 'В работе',
  need_info: 'Нужна информация',
  credited: 'Решено: начислено',
  refused: 'Решено: отказано',
};
export const DISPUTE_OPEN_STATUSES: readonly DisputeStatus[] = ['new', 'in_progress', 'need_info'];

/** The operator's answer that is not a credit: take it, ask for more, or refuse. */
export const DISPUTE_ANSWER_STATUSES = ['in_progress', 'need_info', 'refused'] as const;
export type DisputeAnswerStatus = (typeof DISPUTE_ANSWER_STATUSES)[number];

/** The promise to the member, in working days (Monday to Friday, Moscow time): a first answer, a decision. */
export const DISPUTE_FIRST_ANSWER_WORKING_DAYS = 1;
export const DISPUTE_RESOLVE_WORKING_DAYS = 5;

/** Evidence: photos or PDFs, each at most 10 MB, at most five per dispute. */
export const DISPUTE_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const DISPUTE_FILES_MAX = 5;
export const DISPUTE_FILE_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;

export const DISPUTE_COMMENT_MAX = 1000;
export const DISPUTES_PAGE_SIZE = 25;
