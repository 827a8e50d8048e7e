// The back office's «Фоновые задачи» (admins): the API's job queues (pg-boss, decision 0027) with
// their schedules and how many jobs each holds in each state, the jobs of a state, and a failed or
// cancelled job run again.
import * as z from 'zod/mini';
import { maxResultCountSchema, skipCountSchema } from '../content/paging.js';
import { defineRoute } from '../http/route.js';
import { JOB_STATES } from './job-values.js';

export * from './job-values.js';

export const JOBS_PAGE_SIZE = 25;
export const JOBS_PAGE_MAX = 100;

/** A queue's name as the API's job definitions spell it: `feature.what`. */
const QUEUE_NAME_RE = /^[A-Za-z0-9._-]{1,100}$/;
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const listJobsQuery = z.object({
  /** One queue's jobs; all queues' when omitted. An unknown name is refused (`fields.queue`). */
  queue: z.optional(z.string().check(z.regex(QUEUE_NAME_RE, { error: 'Такой очереди нет' }))),
  state: z._default(
    z.enum(JOB_STATES, { error: 'Состояние: failed, retry, active, created, completed или cancelled' }),
    'failed',
  ),
  skipCount: skipCountSchema(),
  maxResultCount: maxResultCountSchema(JOBS_PAGE_SIZE, JOBS_PAGE_MAX),
});
export type ListJobsQuery = z.input<typeof listJobsQuery>;

/** How many jobs of a queue are in each state (finished ones until pg-boss deletes them). */
export const jobCountsSchema = z.object({
  created: z.int(),
  retry: z.int(),
  active: z.int(),
  completed: z.int(),
  failed: z.int(),
  cancelled: z.int(),
});
export type JobCounts = z.infer<typeof jobCountsSchema>;

export const jobQueueSchema = z
  .object({
    name: z.string(),
    /** How the back office names it («Рассылка запланированных уведомлений»). */
    title: z.string(),
    /** Cron, Moscow time; null for a queue whose jobs are queued by the features when needed. */
    schedule: z.nullable(z.string()),
    counts: jobCountsSchema,
  })
  .register(z.globalRegistry, { id: 'JobQueue' });
export type JobQueueSummary = z.infer<typeof jobQueueSchema>;

export const backgroundJobSchema = z
  .object({
    id: z.string(),
    queue: z.string(),
    title: z.string(),
    state: z.enum(JOB_STATES),
    /** Attempts started so far (0 before the first). */
    attempts: z.int(),
    /** Retries after the first attempt: at most `retryLimit + 1` attempts in all. */
    retryLimit: z.int(),
    /** The last attempt's error message of a failed job or one waiting to be retried (never its stack). */
    error: z.nullable(z.string()),
    createdOn: z.iso.datetime(),
    startedOn: z.nullable(z.iso.datetime()),
    completedOn: z.nullable(z.iso.datetime()),
    /** Not run before this time (a scheduled item's moment, a retry's backoff). */
    startAfter: z.iso.datetime(),
  })
  .register(z.globalRegistry, { id: 'BackgroundJob' });
export type BackgroundJob = z.infer<typeof backgroundJobSchema>;

export const listJobsResponse = z.object({
  /** Every queue of the API, in the order of its job definitions. */
  queues: z.array(jobQueueSchema),
  /** The page of jobs of the state (and queue) asked for, newest first. */
  jobs: z.array(backgroundJobSchema),
  totalCount: z.int().check(z.gte(0)),
});
export type ListJobsResponse = z.infer<typeof listJobsResponse>;

export const listJobsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/jobs',
  operationId: 'listJobs',
  summary: 'Фоновые задачи: очереди с расписанием и числом задач по состояниям, задачи выбранного состояния',
  description: 'По умолчанию — задачи, завершившиеся ошибкой. Сообщение об ошибке — последней попытки, без стека вызовов.',
  tag: 'admin',
  access: 'admin',
  query: listJobsQuery,
  response: listJobsResponse,
  errors: [],
});

export const jobParams = z.object({
  queue: z.string().check(z.regex(QUEUE_NAME_RE, { error: 'not_found' })),
  id: z.string().check(z.regex(UUID_RE, { error: 'not_found' })),
});

export const retryJobRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/jobs/:queue/:id/retry',
  operationId: 'retryJob',
  summary: 'Запустить повторно задачу, завершившуюся ошибкой или отменённую',
  description:
    'Задача с ошибкой получает ещё одну попытку, отменённая снова ждёт выполнения. Задача в другом состоянии — ' +
    '409 `job_not_retryable`. Запись в журнале аудита: `job.retried`.',
  tag: 'admin',
  access: 'admin',
  params: jobParams,
  response: backgroundJobSchema,
  errors: ['not_found', 'job_not_retryable'],
});
