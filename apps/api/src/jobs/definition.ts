import type { FastifyBaseLogger } from 'fastify';
import type { Queue } from 'pg-boss';

/** One attempt at a job, as its handler sees it. */
export interface JobRun<T> {
  id: string;
  data: T;
  /** 1 for the first attempt. */
  attempt: number;
  /** No retry follows when this attempt fails: the handler records the failure where people see it. */
  lastAttempt: boolean;
  /** Aborted when the process stops: a long job stops between two units of work and is retried. */
  signal: AbortSignal;
  log: FastifyBaseLogger;
}

/**
 * A kind of background work: its queue's rules (retries with backoff, heartbeat, policy), an
 * optional schedule, and the handler. Features define their jobs; `app.ts` lists them all.
 */
export interface JobDefinition<T extends object, D> {
  /** The queue's name: `feature.what` (letters, digits, '.', '-', '_'). */
  name: string;
  /** What the back office's «Фоновые задачи» calls it. */
  title: string;
  queue: Omit<Queue, 'name'>;
  /** Cron, Moscow time: queued once per due time, however many API processes are up. */
  schedule?: string;
  /** Jobs of this queue one process runs at once (1 unless said): for work that mostly waits on another server. */
  concurrency?: number;
  /** What it returns is kept with the finished job (what a sweep removed, say); nothing is fine. */
  // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- a handler may return nothing
  run(deps: D, job: JobRun<T>): Promise<object | void>;
}

/** Typed by the data the job carries; the list in `app.ts` holds them as `AnyJob`. */
export function defineJob<T extends object, D>(def: JobDefinition<T, D>): JobDefinition<T, D> {
  return def;
}
