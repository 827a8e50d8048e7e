// The operators' queue of disputes without zod: the back office's screens read its views.

/** The queue's views: open (oldest first), late (a promise missed), decided (newest first), all. */
export const DISPUTE_QUEUE_VIEWS = ['open', 'late', 'resolved', 'all'] as const;
export type DisputeQueueView = (typeof DISPUTE_QUEUE_VIEWS)[number];
export const DISPUTE_QUEUE_VIEW_TEXT: Record<DisputeQueueView, string> = {
  open: 'Открытые',
  late: 'Просроченные',
  resolved: 'Решённые',
  all: 'Все',
};
