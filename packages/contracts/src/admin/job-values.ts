// Background jobs' states without zod: the back office's «Фоновые задачи» reads them.

/** pg-boss's states of a job, in the order the back office's filter offers them. */
export const JOB_STATES = ['failed', 'retry', 'active', 'created', 'completed', 'cancelled'] as const;
export type JobState = (typeof JOB_STATES)[number];
export const JOB_STATE_TEXT: Record<JobState, string> = {
  failed: 'Ошибка',
  retry: 'Повтор',
  active: 'Выполняется',
  created: 'Ждёт',
  completed: 'Выполнено',
  cancelled: 'Отменено',
};
/** The states a job may be run again from: failed for good, or cancelled. */
export const JOB_RETRYABLE_STATES: readonly JobState[] = ['failed', 'cancelled'];
