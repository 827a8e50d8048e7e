// Money constants without zod: the browser's balance, withdrawal and order screens use them.

export const HISTORY_PAGE_SIZE = 200;

export const HISTORY_PAGE_MAX = 1000;

/**
 * Header of POST /api/withdrawal/: a key the client makes for one press of the button (a UUID
 * will do) and sends again only to retry that press. A repeat with the same key and body gets the
 * first answer; with another body, 422 `idempotency_mismatch`.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

export const ORDER_STATUSES = ['pending', 'paid', 'rejected', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** How a withdrawal's status reads to the member (also the status of its line in the history). */
export const orderStatusText: Record<OrderStatus, string> = {
  pending: 'В обработке',
  paid: 'Выплачено',
  rejected: 'Отклонено',
  cancelled: 'Отменено',
};
