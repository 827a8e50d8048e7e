// How many jobs each queue holds in each state: the back office's cards and the `jobs` gauge of
// the metrics read the same figures.
import { JOB_STATES, type JobCounts } from '@cabinet/contracts';
import type { Queryable } from '../db/types.js';
import { countJobs } from './job-table.js';

/** The queues whose jobs are counted: the job queue's schema and its definitions. */
export interface CountedQueues {
  readonly schema: string;
  readonly definitions: readonly { name: string }[];
}

const noJobs = (): JobCounts => ({ created: 0, retry: 0, active: 0, completed: 0, failed: 0, cancelled: 0 });

/** Every state of every queue is present (0 when none). */
export async function countJobsByQueue(db: Queryable, jobs: CountedQueues): Promise<Map<string, JobCounts>> {
  const counts = new Map(jobs.definitions.map((d) => [d.name, noJobs()]));
  for (const row of await countJobs(
    db,
    jobs.schema,
    jobs.definitions.map((d) => d.name),
  )) {
    const of = counts.get(row.queue);
    // A state pg-boss may add one day is not one of ours: left out rather than refused.
    if (of && (JOB_STATES as readonly string[]).includes(row.state)) of[row.state] = row.n;
  }
  return counts;
}
