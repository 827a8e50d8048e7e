// Two API processes over one database, the queue's time moved by pg-boss's TestClock together with
// the app's clock: a scheduled notification and a scheduled news item are each handled once, at
// their time — not before, and not twice.
import { randomUUID } from 'node:crypto';
import { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { parseEnv } from '../../src/config/env.js';
import type { Db } from '../../src/db/types.js';
import { ManualClock } from '../../src/lib/clock.js';
import { seedMember } from '../../src/seed/members.js';
import { createTestDb, type TestContext } from '../helper.js';
import { seedOperators, signInAdmin, type OperatorSession } from '../admin/fixtures.js';

let db: Db;
const start = new Date(Math.ceil(Date.now() / 60_000) * 60_000);
const clock = new ManualClock(start);
const queueClock = new TestClock(start);
const apps: TestContext[] = [];
let admin: OperatorSession;
let memberId: string;

async function process(): Promise<TestContext> {
  const logs: Record<string, unknown>[] = [];
  const app = await buildApp({
    env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'info', DATA_DIR: `/tmp/cabinet-test-${randomUUID()}` }),
    db,
    clock,
    secrets: { sessionSecret: 's'.repeat(32), tokenSecret: 't'.repeat(32) },
    jobs: { clock: queueClock, pollingIntervalSeconds: 1 },
    logStream: { write: (line) => void logs.push(JSON.parse(line) as Record<string, unknown>) },
  });
  await app.ready();
  await app.deps.jobs.ready();
  return { app, db, clock, logs, rawLogs: [] };
}

/**
 * Time passes for the apps and the queue alike, a step (a second) at a time, the queue's workers
 * polling at each step. The queue catches up with whatever moved the app's clock alone meanwhile (a
 * sign-in moves it past the authenticator's step).
 */
async function advance(ms: number, step = 1_000): Promise<void> {
  for (let left = ms; left > 0; left -= step) {
    clock.advance(Math.min(step, left));
    await queueClock.tick(clock.now().getTime() - queueClock.now());
  }
}

/**
 * Time jumps for the apps and the queue alike, as over a process asleep: every timer the jump
 * passed (each worker's poll, the schedule's check) fires once at the next tick, not once per
 * second it skipped — minutes of quiet queue in a fraction of the polls.
 */
async function jump(ms: number): Promise<void> {
  clock.advance(ms);
  await queueClock.setTime(clock.now().getTime());
  await queueClock.tick(0);
}

/** Up to `at` less `ms`: the last seconds before a due time pass one poll at a time. */
async function jumpToBefore(at: Date, ms: number): Promise<void> {
  await jump(at.getTime() - ms - clock.now().getTime());
}

beforeAll(async () => {
  db = await createTestDb();
  apps.push(await process(), await process());
  await seedOperators(apps[0]!);
  admin = await signInAdmin(apps[0]!);
  memberId = await seedMember(db, { phone: '79017771001' });
}, 60_000);

afterAll(async () => {
  for (const { app } of apps) await app.close();
  await db.close();
});

const call = (path: string, payload: Record<string, unknown>) =>
  apps[0]!.app.inject({ method: 'POST', url: path, headers: admin.headers, payload });

describe('with two API processes', () => {
  it('a scheduled notification is delivered once, on time', async () => {
    const at = new Date(clock.now().getTime() + 10 * 60_000);
    const sent = await call('/api/admin/notifications', {
      audience: 'member',
      phone: '79017771001',
      category: 'system',
      title: 'По расписанию',
      sendAt: at.toISOString(),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const id = sent.json<{ id: number }>().id;
    const delivered = async () =>
      (
        await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM notifications WHERE member_id = $1 AND title = 'По расписанию'`,
          [memberId],
        )
      ).rows[0]!.n;

    await jumpToBefore(at, 30_000);
    await advance(25_000);
    expect(await delivered()).toBe(0);
    await advance(5_000);
    await expect.poll(delivered, { timeout: 10_000, interval: 50 }).toBe(1);
    const send = await db.query<{ status: string; deliveredAt: Date }>(
      'SELECT status, delivered_at AS "deliveredAt" FROM notification_sends WHERE id = $1',
      [id],
    );
    expect(send.rows[0]!.status).toBe('sent');
    // On time: within the queue's polling of its due time.
    expect(send.rows[0]!.deliveredAt.getTime() - at.getTime()).toBeLessThan(5_000);
    // More time, more polls and the minute's schedule in both processes: still once.
    await advance(70_000);
    await jump(3 * 60_000);
    await advance(5_000);
    expect(await delivered()).toBe(1);
  }, 240_000);

  it('a scheduled news item goes live once, on time, recorded in the audit log', async () => {
    const created = await call('/api/admin/news', {
      title: 'Запланированная',
      category: 'Программа',
      preview: 'Скоро',
      markdown: 'Текст',
    });
    expect(created.statusCode, created.body).toBe(200);
    const item = created.json<{ id: number; version: number }>();
    const at = new Date(clock.now().getTime() + 15 * 60_000);
    const scheduled = await call(`/api/admin/news/${item.id}/publish`, { version: item.version, publishAt: at.toISOString() });
    expect(scheduled.json()).toMatchObject({ state: 'scheduled' });
    const wentLive = async () =>
      (
        await db.query<{ at: Date }>(
          `SELECT at FROM audit_log WHERE action = 'news.went_live' AND target_id = $1 AND actor = 'system'`,
          [String(item.id)],
        )
      ).rows;

    await jumpToBefore(at, 30_000);
    await advance(25_000);
    expect(await wentLive()).toEqual([]);
    await advance(5_000);
    await expect.poll(async () => (await wentLive()).length, { timeout: 10_000, interval: 50 }).toBe(1);
    expect((await wentLive())[0]!.at.getTime() - at.getTime()).toBeLessThan(5_000);
    await advance(70_000);
    await jump(2 * 60_000);
    await advance(5_000);
    expect(await wentLive()).toHaveLength(1);
  }, 240_000);
});
