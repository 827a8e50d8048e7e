// The withdrawal desk's flags and statuses without zod: the back office's screens read them.

/**
 * Risk flags of an order (docs/product.md §12). The rules, computed by the API for every order:
 * - first_withdrawal: the member has no paid order before this one;
 * - foreign_phone: the SBP phone is not the member's own sign-in phone;
 * - unusual_amount: the amount is more than 3× the median of the member's earlier paid orders;
 * - frequent: another order of the member was created within 24 hours of this one;
 * - fresh_identity: the identity document was confirmed less than 24 hours before the request.
 */
export const DESK_FLAGS = {
  first_withdrawal: 'Первый вывод',
  foreign_phone: 'Чужой номер СБП',
  unusual_amount: 'Сумма выше обычной',
  frequent: 'Несколько заявок за сутки',
  fresh_identity: 'Паспорт подтверждён недавно',
} as const satisfies Record<string, string>;
export type DeskFlag = keyof typeof DESK_FLAGS;

/** The desk's statuses: a pending order awaiting a second operator's approval is a status of its own here. */
export const DESK_STATUSES = {
  pending: 'В обработке',
  awaiting_approval: 'Ждёт подтверждения',
  paid: 'Выплачено',
  rejected: 'Отклонено',
  cancelled: 'Отменено участником',
} as const satisfies Record<string, string>;
export type DeskStatus = keyof typeof DESK_STATUSES;

/** The statuses a register of payouts may be exported for. */
export const REGISTER_STATUSES = ['paid', 'pending', 'rejected'] as const;
