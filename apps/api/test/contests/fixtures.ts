// Contests driven through the real calls and the real jobs' functions: an admin creates and
// schedules, the clock moves into the period and the start runs as its job would.
import type { AdminContest, ContestBody } from '@cabinet/contracts';
import { expect } from 'vitest';
import { startContest, finishContest } from '../../src/features/contests/lifecycle-jobs.js';
import { receiveContracts } from '../../src/features/contract-intake/service.js';
import { addDays, moscowDate } from '../../src/lib/moscow-time.js';
import { seedMember } from '../../src/seed/members.js';
import type { OperatorSession } from '../admin/fixtures.js';
import type { TestContext } from '../helper.js';

let phone = 0;
export const nextPhone = () => `7902${String(process.pid % 1000).padStart(3, '0')}${String(phone++).padStart(4, '0')}`;

export { addDays } from '../../src/lib/moscow-time.js';

export async function member(ctx: TestContext, firstName: string, lastName: string): Promise<{ id: string; phone: string }> {
  const p = nextPhone();
  return { id: await seedMember(ctx.db, { phone: p, firstName, lastName }), phone: p };
}

let contractNo = 0;
/** Imports contracts as the import does (the set-based batch), each `[memberId, signedOn, tariff?]`. */
export async function importContracts(ctx: TestContext, items: [string, string, string?][]): Promise<string[]> {
  const numbers = items.map(() => `КН-${process.pid}-${contractNo++}`);
  await ctx.db.transaction((tx) =>
    receiveContracts(
      tx,
      items.map(([memberId, signedOn, tariff], i) => ({
        memberId,
        signedOn,
        number: numbers[i]!,
        clientName: 'Клиент',
        tariff: tariff ?? null,
      })),
      ctx.clock.now(),
    ),
  );
  return numbers;
}

/** A contest from tomorrow for `days` days, created and scheduled by `admin`. */
export async function scheduledContest(
  ctx: TestContext,
  admin: OperatorSession,
  body: Partial<ContestBody> & Pick<ContestBody, 'rule'>,
  days = 10,
): Promise<AdminContest> {
  const today = moscowDate(ctx.clock.now());
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/contests',
    headers: admin.headers,
    payload: { title: 'Осенний рывок', startsOn: addDays(today, 1), endsOn: addDays(today, days), participants: 'all', ...body },
  });
  expect(created.statusCode, created.body).toBe(200);
  const id = created.json<AdminContest>().id;
  const scheduled = await ctx.app.inject({ method: 'POST', url: `/api/admin/contests/${id}/schedule`, headers: admin.headers });
  expect(scheduled.statusCode, scheduled.body).toBe(200);
  return scheduled.json<AdminContest>();
}

const midnight = (isoDate: string) => new Date(`${isoDate}T00:00:00+03:00`);

/** Moves the clock to the first day's noon and runs the start as its job does. */
export async function start(ctx: TestContext, c: AdminContest): Promise<void> {
  ctx.clock.set(new Date(midnight(c.startsOn).getTime() + 12 * 3600_000));
  const r = await startContest(ctx.app.deps, c.id, midnight(c.startsOn).toISOString());
  expect(r.started).toBe(true);
}

/** Moves the clock past the last day and runs the end (finish and settle) as its job does. */
export async function finish(ctx: TestContext, c: AdminContest) {
  const end = midnight(addDays(c.endsOn, 1));
  ctx.clock.set(new Date(end.getTime() + 60_000));
  return finishContest(ctx.app.deps, c.id, end.toISOString());
}
