// «Фоновые задачи» of the back office (admins): the job queue as the people who run the programme
// see it — each queue with its schedule and its jobs by state, the jobs of a state with their last
// error, and a failed or cancelled job run again (recorded in the audit log).
import {
  JOB_RETRYABLE_STATES,
  JOB_STATE_TEXT,
  type BackgroundJob,
  type JobState,
  type ListJobsResponse,
} from '@cabinet/contracts';
import type { PgBoss } from 'pg-boss';
import type { Db } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { audit } from '../audit/service.js';
import type { OperatorAuth } from '../../http/callers.js';
import { auditActorOf } from '../audit/service.js';
import { countJobsByQueue } from '../../jobs/job-counts.js';
import * as q from '../../jobs/job-table.js';

/** What this feature needs of the job queue (`jobs/queue.ts`): its schema, its definitions, pg-boss. */
export interface JobsView {
  readonly schema: string;
  readonly definitions: readonly { name: string; title: string; schedule?: string }[];
  readonly boss: Pick<PgBoss, 'retry' | 'resume'>;
  /** Whether pg-boss has started within a moment (the API does not wait for it while the database is away). */
  startedWithin(): Promise<boolean>;
}

export interface JobsAdminDeps {
  db: Db;
  clock: Clock;
  jobs: JobsView;
}

function toJob(row: q.JobRow, title: string): BackgroundJob {
  return {
    id: row.id,
    queue: row.queue,
    title,
    state: row.state,
    // retry_count counts the attempts after the first; a job never started has made none.
    attempts: row.startedOn ? row.retryCount + 1 : 0,
    retryLimit: row.retryLimit,
    error: row.error,
    createdOn: row.createdOn.toISOString(),
    startedOn: row.startedOn?.toISOString() ?? null,
    completedOn: row.completedOn?.toISOString() ?? null,
    startAfter: row.startAfter.toISOString(),
  };
}

export async function listJobs(
  deps: JobsAdminDeps,
  query: { queue?: string | undefined; state: JobState; skipCount: number; maxResultCount: number },
): Promise<ListJobsResponse> {
  const { definitions, schema } = deps.jobs;
  if (query.queue !== undefined && !definitions.some((d) => d.name === query.queue)) {
    throw new AppError('validation_error', { details: { fields: { queue: 'Такой очереди нет' } } });
  }
  const titles = new Map(definitions.map((d) => [d.name, d.title]));
  const [counts, page] = await Promise.all([
    countJobsByQueue(deps.db, deps.jobs),
    q.listJobs(
      deps.db,
      schema,
      { queues: query.queue ? [query.queue] : [...titles.keys()], state: query.state },
      { skip: query.skipCount, take: query.maxResultCount },
    ),
  ]);
  return {
    queues: definitions.map((d) => ({ name: d.name, title: d.title, schedule: d.schedule ?? null, counts: counts.get(d.name)! })),
    jobs: page.rows.map((row) => toJob(row, titles.get(row.queue) ?? row.queue)),
    totalCount: page.totalCount,
  };
}

function notRetryable(state: JobState): AppError {
  return new AppError('job_not_retryable', {
    message: `Задача уже в состоянии «${JOB_STATE_TEXT[state]}»: повторить можно только задачу, завершившуюся ошибкой или отменённую. Обновите страницу.`,
  });
}

/**
 * Runs a failed job again (one more attempt: pg-boss's `retry`) or a cancelled one (`resume`: it
 * waits for a worker again). The job's row is locked first and pg-boss's statement runs in the same
 * transaction as the audit entry: two admins pressing at once retry it once, and the second is told
 * the state it is in now.
 */
export async function retryJob(deps: JobsAdminDeps, who: OperatorAuth, queue: string, id: string): Promise<BackgroundJob> {
  const def = deps.jobs.definitions.find((d) => d.name === queue);
  if (!def) throw new AppError('not_found');
  // Waited for before the transaction: on the embedded database pg-boss's start would wait for it.
  if (!(await deps.jobs.startedWithin())) throw new AppError('service_unavailable', { details: { retryAfter: 5 } });
  const { schema, boss } = deps.jobs;
  return deps.db.transaction(async (tx) => {
    const job = await q.findJob(tx, schema, queue, id, { lock: true });
    if (!job) throw new AppError('not_found');
    if (!JOB_RETRYABLE_STATES.includes(job.state)) throw notRetryable(job.state);
    // pg-boss's statement through this transaction (on the embedded database a second connection
    // would wait for this very transaction).
    const db = { executeSql: (text: string, values?: unknown[]) => tx.query(text, values ?? []) };
    if (job.state === 'failed') await boss.retry(queue, id, { db });
    else await boss.resume(queue, id, { db });
    const now = deps.clock.now();
    const after = (await q.findJob(tx, schema, queue, id))!;
    await audit(
      tx,
      auditActorOf(who),
      {
        action: 'job.retried',
        targetType: 'job',
        targetId: id,
        before: { state: job.state },
        after: { queue, id, state: after.state },
      },
      now,
    );
    return toJob(after, def.title);
  });
}
