// The job queue itself, on the test database: a job that throws is retried with its backoff and
// then stays failed, with its error, for people to see; one that succeeds keeps what it returned.
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/types.js';
import { defineJob } from '../../src/jobs/definition.js';
import { JobQueue } from '../../src/jobs/queue.js';
import { createTestDb } from '../helper.js';

let db: Db;
let queue: JobQueue<{ attempts: number[] }>;
const seen = { attempts: [] as number[] };
const lines: Record<string, unknown>[] = [];

const failing = defineJob<{ n: number }, { attempts: number[] }>({
  name: 'test.failing',
  title: 'Всегда с ошибкой',
  queue: { retryLimit: 2, retryDelay: 1, retryBackoff: true },
  async run(deps, job) {
    deps.attempts.push(job.attempt);
    throw new Error(`attempt ${job.attempt}${job.lastAttempt ? ' (last)' : ''} failed`);
  },
});

const working = defineJob<{ n: number }, { attempts: number[] }>({
  name: 'test.working',
  title: 'Без ошибок',
  queue: { retryLimit: 2 },
  async run(_deps, job) {
    return { doubled: job.data.n * 2 };
  },
});

beforeAll(async () => {
  db = await createTestDb();
  const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
  queue = new JobQueue(db.jobsBackend, [failing, working], { log, pollingIntervalSeconds: 0.5 });
  await queue.start(seen);
});

afterAll(async () => {
  await queue.stop();
  await db.close();
});

async function finished(name: string, id: string) {
  const until = Date.now() + 60_000;
  for (;;) {
    const job = await queue.boss.getJobById(name, id);
    if (job && ['completed', 'failed'].includes(job.state)) return job;
    if (Date.now() > until) throw new Error(`${name} still ${job?.state}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('the job queue', () => {
  it('retries a job that throws, then keeps it failed with its last error', async () => {
    const id = await queue.send(db, failing, { n: 1 });
    const job = await finished(failing.name, id);
    expect(job.state).toBe('failed');
    expect(job.retryCount).toBe(2);
    expect(seen.attempts).toEqual([1, 2, 3]);
    expect((job.output as { message: string }).message).toBe('attempt 3 (last) failed');
    expect(lines.filter((l) => l.msg === 'job failed; it will be retried' && l.job === failing.name)).toHaveLength(2);
    expect(lines.filter((l) => l.msg === 'job failed for good' && l.job === failing.name)).toHaveLength(1);
  });

  it('keeps what a finished job returned', async () => {
    const id = await queue.send(db, working, { n: 21 });
    const job = await finished(working.name, id);
    expect(job).toMatchObject({ state: 'completed', output: { doubled: 42 } });
  });

  it('queues nothing when the transaction that queued the job rolls back', async () => {
    await expect(
      db.transaction(async (tx) => {
        await queue.send(tx, working, { n: 1 });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${queue.schema}.job WHERE name = 'test.working' AND data->>'n' = '1'`,
    );
    expect(rows[0]!.n).toBe(0);
  });
});
