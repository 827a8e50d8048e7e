import type { FastifyBaseLogger } from 'fastify';
import { fromPglite, PgBoss, type Clock as BossClock, type JobWithMetadata } from 'pg-boss';
import type { Queryable } from '../db/types.js';
import { AppError } from '../lib/app-error.js';
import type { JobsBackend } from '../db/jobs-backend.js';
import type { JobDefinition } from './definition.js';

// The list of definitions mixes data types; each handler is typed where it is defined.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a heterogeneous list of typed definitions
export type AnyJob<D> = JobDefinition<any, D>;

export interface JobQueueOptions {
  log: FastifyBaseLogger;
  /** pg-boss's clock: a TestClock moves the queue's time in tests (its SQL reads the same time). */
  clock?: BossClock;
  /** How often an idle worker asks for work when no notification wakes it (seconds). */
  pollingIntervalSeconds?: number;
}

/** What a feature needs of the queue: to queue its own jobs. */
export interface JobSender {
  send<T extends object>(q: Queryable, def: JobDefinition<T, never>, data: T, opts?: SendOptions): Promise<string>;
}

export interface SendOptions {
  /** Not before this time (a scheduled notification, a news item's publication). */
  startAfter?: Date;
}

const MOSCOW = 'Europe/Moscow';

/** How long a request that needs the queue waits for it to start before it is answered 503. */
const START_WAIT_MS = 5_000;

/**
 * The API's background work on a PostgreSQL job queue (pg-boss, decision 0027): jobs live in the
 * database, so they outlive the process that queued them; each queue retries with backoff; a
 * schedule is queued once per due time whichever process is up; failed jobs stay visible.
 */
export class JobQueue<D> implements JobSender {
  readonly boss: PgBoss;
  readonly schema: string;
  readonly definitions: readonly AnyJob<D>[];
  #log: FastifyBaseLogger;
  #polling: number;
  #stopping = new AbortController();
  #started: Promise<void> | null = null;

  constructor(backend: JobsBackend, definitions: readonly AnyJob<D>[], opts: JobQueueOptions) {
    this.schema = backend.schema;
    this.definitions = definitions;
    this.#log = opts.log;
    this.#polling = opts.pollingIntervalSeconds ?? 2;
    const common = {
      schema: backend.schema,
      // Maintenance (a job whose heartbeat stopped is failed and retried, expired ones cleared) every
      // 10 s instead of a minute: an import whose process died carries on within half a minute.
      superviseIntervalSeconds: 10,
      ...(opts.clock ? { clock: opts.clock } : {}),
    };
    this.boss =
      backend.kind === 'pglite'
        ? new PgBoss({ ...common, db: fromPglite(backend.pglite), backend: 'pglite' })
        : new PgBoss({
            ...common,
            connectionString: backend.url,
            // Its own small pool beside the API's: workers polling never wait behind member requests.
            max: 3,
            connectionTimeoutMillis: backend.connectTimeoutMs,
            application_name: 'agentplus-jobs',
          });
    // Without a listener an error (the database gone for a while) would end the process; pg-boss
    // keeps trying by itself and the queue resumes when the database is back.
    this.boss.on('error', (err) => this.#log.warn({ err: { message: err.message } }, 'job queue error'));
  }

  /**
   * Creates the queues (and the queue's schema at the first start), the schedules, and the workers.
   * While the database is unreachable pg-boss tries again, waiting up to 30 s between tries: the
   * API starts and answers (503 where it needs the database) meanwhile, so the app does not wait
   * for this; sends do.
   */
  start(deps: D, opts: { work: boolean } = { work: true }): Promise<void> {
    this.#started ??= this.#start(deps, opts).catch((err: unknown) => {
      // Stopped before it could start (a shutdown while the database was down): nothing to report.
      if (!this.#stopping.signal.aborted) throw err;
    });
    return this.#started;
  }

  /** Resolves once the queue has started (tests wait for it before they look at the queue). */
  ready(): Promise<void> {
    if (!this.#started) return Promise.reject(new Error('the job queue was not started'));
    return this.#started;
  }

  /**
   * Whether the queue has started, waiting at most `ms` for it: a request that needs the queue right
   * after the API started (later when the database was away then) waits a moment, not for ever.
   */
  async startedWithin(ms = START_WAIT_MS): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const started = await Promise.race([
      this.ready().then(
        () => true,
        () => false,
      ),
      new Promise<boolean>((resolve) => {
        // Not background work: how long one request waits for the queue before it gives up.
        // eslint-disable-next-line no-restricted-globals
        timer = setTimeout(() => resolve(false), ms);
      }),
    ]);
    clearTimeout(timer);
    return started;
  }

  async #start(deps: D, opts: { work: boolean }): Promise<void> {
    await this.boss.start({ attempts: Number.MAX_SAFE_INTEGER });
    for (const def of this.definitions) {
      await this.boss.createQueue(def.name, def.queue);
      // createQueue leaves an existing queue as it was: a changed rule of this build applies.
      const { retryLimit, retryDelay, retryBackoff, retryDelayMax, expireInSeconds } = def.queue;
      const rules = Object.entries({ retryLimit, retryDelay, retryBackoff, retryDelayMax, expireInSeconds }).filter(
        ([, v]) => v !== undefined,
      );
      await this.boss.updateQueue(def.name, Object.fromEntries(rules));
      if (def.schedule) await this.boss.schedule(def.name, def.schedule, null, { tz: MOSCOW });
      else await this.boss.unschedule(def.name);
      if (opts.work) await this.#work(def, deps);
    }
  }

  async #work(def: AnyJob<D>, deps: D): Promise<void> {
    await this.boss.work(
      def.name,
      {
        includeMetadata: true,
        batchSize: 1,
        localConcurrency: def.concurrency ?? 1,
        pollingIntervalSeconds: this.#polling,
      } as const,
      async ([job]: JobWithMetadata<object>[]) => {
        if (!job) return;
        const log = this.#log.child({ job: def.name, jobId: job.id });
        const attempt = job.retryCount + 1;
        const lastAttempt = job.retryCount >= job.retryLimit;
        try {
          return await def.run(deps, {
            id: job.id,
            data: job.data,
            attempt,
            lastAttempt,
            signal: AbortSignal.any([job.signal, this.#stopping.signal]),
            log,
          });
        } catch (err) {
          const message = err instanceof Error ? err.message : String(err);
          if (lastAttempt) log.error({ err: { message }, attempt }, 'job failed for good');
          else log.warn({ err: { message }, attempt }, 'job failed; it will be retried');
          throw err;
        }
      },
    );
  }

  /**
   * Queues a job through `q`: in a transaction, the job exists exactly when the change that needs
   * it is committed (and on PGlite a second connection would wait for that very transaction).
   */
  async send<T extends object>(q: Queryable, def: JobDefinition<T, never>, data: T, opts: SendOptions = {}): Promise<string> {
    if (!(await this.startedWithin())) throw new AppError('service_unavailable', { details: { retryAfter: 5 } });
    const id = await this.boss.send(def.name, data, {
      ...(opts.startAfter ? { startAfter: opts.startAfter } : {}),
      db: { executeSql: (text: string, values?: unknown[]) => q.query(text, values ?? []) },
    });
    if (!id) throw new Error(`job ${def.name} was not queued`);
    return id;
  }

  /** Stops taking work; a running job sees its signal aborted and has `timeoutMs` to stop. */
  async stop(timeoutMs = 8_000): Promise<void> {
    this.#stopping.abort();
    await this.boss.stop({ graceful: true, timeout: timeoutMs });
  }
}
