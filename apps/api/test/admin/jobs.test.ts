// «Фоновые задачи» (admins): the queues with their schedules and counts, a failed job with its
// error, retried once by an admin (audited), refused to operators and for a job in another state,
// and the `jobs` gauge of the metrics.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiJobs } from '../../src/app.js';
import { listJobs, retryJob } from '../../src/features/jobs/service.js';
import { countJobsByQueue } from '../../src/jobs/job-counts.js';
import { buildOpsApp } from '../../src/ops-app.js';
import { waitForJob, type TestContext } from '../helper.js';
import { backOfficeApp, type OperatorSession } from './fixtures.js';

let ctx: TestContext;
let admin: OperatorSession;
let operator: OperatorSession;
/** A job of `news.go-live` that fails: its news id is no number, so its query is refused. */
let failedId: string;

const GO_LIVE = 'news.go-live';

interface JobAnswer {
  id: string;
  queue: string;
  title: string;
  state: string;
  attempts: number;
  retryLimit: number;
  error: string | null;
  createdOn: string;
  startedOn: string | null;
  completedOn: string | null;
  startAfter: string;
}
interface ListAnswer {
  queues: { name: string; title: string; schedule: string | null; counts: Record<string, number> }[];
  jobs: JobAnswer[];
  totalCount: number;
}

const list = (who: OperatorSession, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/admin/jobs${query}`, headers: who.headers });
const retry = (who: OperatorSession, queue: string, id: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/admin/jobs/${queue}/${id}/retry`, headers: who.headers });

/** Queues a job straight into a queue (no retries) and waits until a worker has settled it. */
async function settledJob(queue: string, data: object): Promise<{ id: string; state: string }> {
  const id = await ctx.app.deps.jobs.boss.send(queue, data, { retryLimit: 0 });
  if (!id) throw new Error(`no job queued in ${queue}`);
  return { id, state: (await waitForJob(ctx.app, queue, id)).state };
}

beforeAll(async () => {
  ({ ctx, admin, operator } = await backOfficeApp());
  const failed = await settledJob(GO_LIVE, { newsId: 'x', publishAt: new Date().toISOString() });
  expect(failed.state).toBe('failed');
  failedId = failed.id;
});

describe('the list', () => {
  it('has every queue in the order of the definitions, with its title, schedule and counts', async () => {
    const res = await list(admin);
    expect(res.statusCode, res.body).toBe(200);
    const { queues } = res.json<ListAnswer>();
    expect(queues.map((q) => q.name)).toEqual(apiJobs.map((d) => d.name));
    expect(queues.find((q) => q.name === 'housekeeping.sweep')).toMatchObject({
      title: 'Уборка служебных таблиц',
      schedule: '5 * * * *',
    });
    const goLive = queues.find((q) => q.name === GO_LIVE)!;
    expect(goLive).toMatchObject({ title: 'Публикация запланированных новостей', schedule: null });
    expect(Object.keys(goLive.counts).sort()).toEqual(['active', 'cancelled', 'completed', 'created', 'failed', 'retry']);
    expect(goLive.counts.failed).toBe(1);
  });

  it('shows failed jobs by default, with the last error message and never its stack', async () => {
    const { jobs, totalCount } = (await list(admin)).json<ListAnswer>();
    expect(totalCount).toBe(1);
    expect(jobs).toHaveLength(1);
    const job = jobs[0]!;
    expect(job).toMatchObject({
      id: failedId,
      queue: GO_LIVE,
      title: 'Публикация запланированных новостей',
      state: 'failed',
      attempts: 1,
      retryLimit: 0,
    });
    expect(job.error).toMatch(/bigint/);
    expect(job.error).not.toMatch(/\n\s+at /);
    expect(job.startedOn).not.toBeNull();
    expect(job.completedOn).not.toBeNull();
    expect(Date.parse(job.createdOn)).toBeLessThanOrEqual(Date.parse(job.completedOn!));
  });

  it('filters by queue and state, pages, and refuses an unknown queue or state', async () => {
    const mine = (await list(admin, `?queue=${GO_LIVE}&state=failed`)).json<ListAnswer>();
    expect(mine.jobs.map((j) => j.id)).toEqual([failedId]);
    expect((await list(admin, '?queue=housekeeping.sweep')).json<ListAnswer>()).toMatchObject({ jobs: [], totalCount: 0 });
    const page = (await list(admin, '?state=failed&skipCount=1&maxResultCount=1')).json<ListAnswer>();
    expect(page).toMatchObject({ jobs: [], totalCount: 1 });

    const unknownQueue = await list(admin, '?queue=nothing.here');
    expect(unknownQueue.statusCode).toBe(400);
    expect(unknownQueue.json()).toMatchObject({ code: 'validation_error', fields: { queue: 'Такой очереди нет' } });
    expect((await list(admin, '?state=sleeping')).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    const res = await list(operator);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'forbidden' });
  });
});

describe('retrying', () => {
  it('is refused to an operator', async () => {
    const res = await retry(operator, GO_LIVE, failedId);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'forbidden' });
  });

  it('answers 404 for an unknown queue or job, or a job of another queue', async () => {
    for (const [queue, id] of [
      ['nothing.here', failedId],
      [GO_LIVE, randomUUID()],
      [GO_LIVE, 'not-a-job-id'],
      ['housekeeping.sweep', failedId],
    ] as const) {
      const res = await retry(admin, queue, id);
      expect(res.statusCode, `${queue} ${id}`).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found' });
    }
  });

  it('gives a failed job one more attempt, recorded in the audit log', async () => {
    const res = await retry(admin, GO_LIVE, failedId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<JobAnswer>()).toMatchObject({ id: failedId, queue: GO_LIVE, state: 'retry', attempts: 1, retryLimit: 1 });

    const { rows } = await ctx.db.query<{ actor: string; targetType: string; targetId: string; before: unknown; after: unknown }>(
      `SELECT actor, target_type AS "targetType", target_id AS "targetId", before, after
         FROM audit_log WHERE action = 'job.retried'`,
    );
    expect(rows).toEqual([
      {
        actor: 'admin@agent-plus.test',
        targetType: 'job',
        targetId: failedId,
        before: { state: 'failed' },
        after: { queue: GO_LIVE, id: failedId, state: 'retry' },
      },
    ]);

    // The worker runs it again; its data still breaks it, so it fails after its second attempt.
    expect((await waitForJob(ctx.app, GO_LIVE, failedId)).state).toBe('failed');
    const again = (await list(admin, `?queue=${GO_LIVE}`)).json<ListAnswer>();
    expect(again.jobs[0]).toMatchObject({ id: failedId, state: 'failed', attempts: 2, retryLimit: 1 });
  });

  it('refuses a job that is neither failed nor cancelled with 409 naming its state', async () => {
    const done = await settledJob(GO_LIVE, { newsId: 999_999, publishAt: new Date().toISOString() });
    expect(done.state).toBe('completed');
    const res = await retry(admin, GO_LIVE, done.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'job_not_retryable', message: expect.stringContaining('«Выполнено»') });

    const completed = (await list(admin, `?queue=${GO_LIVE}&state=completed`)).json<ListAnswer>();
    const job = completed.jobs.find((j) => j.id === done.id)!;
    expect(job).toMatchObject({ state: 'completed', attempts: 1, error: null });
  });

  it('puts a cancelled job back in the queue', async () => {
    const { boss } = ctx.app.deps.jobs;
    const later = new Date(Date.now() + 24 * 3_600_000);
    const id = (await boss.send(GO_LIVE, { newsId: 999_998, publishAt: later.toISOString() }, { startAfter: later }))!;
    const waiting = (await list(admin, `?queue=${GO_LIVE}&state=created`)).json<ListAnswer>();
    expect(waiting.jobs.find((j) => j.id === id)).toMatchObject({
      attempts: 0,
      startedOn: null,
      startAfter: later.toISOString(),
    });
    expect((await retry(admin, GO_LIVE, id)).json()).toMatchObject({ code: 'job_not_retryable' });

    await boss.cancel(GO_LIVE, id);
    const res = await retry(admin, GO_LIVE, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<JobAnswer>()).toMatchObject({ id, state: 'created', attempts: 0, completedOn: null });
    await boss.cancel(GO_LIVE, id);
  });
});

describe('before the queue has started', () => {
  // The API answers before pg-boss has made its tables (it waits for a database that is away).
  it('counts no jobs and lists none (the schema name quoted, whatever it holds)', async () => {
    const jobs = { ...ctx.app.deps.jobs, schema: 'not "started" yet', startedWithin: () => Promise.resolve(false) };
    const counts = await countJobsByQueue(ctx.db, jobs);
    expect([...counts.values()].every((c) => Object.values(c).every((n) => n === 0))).toBe(true);
    const deps = { db: ctx.db, clock: ctx.clock, jobs };
    expect(await listJobs(deps, { state: 'failed', skipCount: 0, maxResultCount: 25 })).toMatchObject({
      jobs: [],
      totalCount: 0,
    });
  });

  it('asks a retry to come back later (503)', async () => {
    const jobs = { ...ctx.app.deps.jobs, startedWithin: () => Promise.resolve(false) };
    const who = {
      operatorId: randomUUID(),
      sessionId: randomUUID(),
      email: 'admin@agent-plus.test',
      role: 'admin' as const,
      ip: '127.0.0.1',
      scope: null,
    };
    await expect(retryJob({ db: ctx.db, clock: ctx.clock, jobs }, who, GO_LIVE, failedId)).rejects.toMatchObject({
      code: 'service_unavailable',
    });
  });
});

describe('metrics', () => {
  it('count the jobs of every queue by state', async () => {
    const ops = await buildOpsApp({ metrics: ctx.app.metrics, db: ctx.db });
    try {
      const text = (await ops.inject({ method: 'GET', url: '/metrics' })).body;
      expect(text).toContain('# TYPE jobs gauge');
      expect(text).toMatch(/^jobs\{queue="news\.go-live",state="failed"\} 1$/m);
      expect(text).toMatch(/^jobs\{queue="news\.go-live",state="completed"\} [1-9]\d*$/m);
      expect(text).toMatch(/^jobs\{queue="housekeeping\.sweep",state="failed"\} 0$/m);
      // Every state of every queue is a series.
      expect(text.match(/^jobs\{/gm)).toHaveLength(apiJobs.length * 6);
      // Job ids never become label values.
      expect(text).not.toContain(failedId);
    } finally {
      await ops.close();
    }
  });
});
