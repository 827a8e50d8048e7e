// The quality hold (decision 0053): a reward waits «ожидает подтверждения» for the programme's period
// (or its import row's) before it can be withdrawn; at the end it is posted like any reward, a debt
// paid off first; a contract cancelled inside the hold loses it with no debt. The ledger's
// invariants hold after every case.
import { beforeAll, describe, expect, it } from 'vitest';
import { releaseHeldRewardsJob } from '../../src/features/rewards/release-job.js';
import { cancelContract } from '../../src/features/rewards/cancel-contract.js';
import { releaseHeldRewards } from '../../src/features/rewards/hold.js';
import { moscowDate } from '../../src/lib/moscow-time.js';
import { runJob, signIn, type TestContext } from '../helper.js';
import { assertLedgerInvariants } from '../ledger-invariants.js';
import { backOfficeApp, signInAdmin, signInSecondAdmin, type OperatorSession } from '../admin/fixtures.js';
import { CSV_HEADER, importContracts, uploadContracts } from '../admin/imports-fixtures.js';
import { contract, moneyMember, SBER, withdraw, type MoneyMember } from './fixtures.js';

let ctx: TestContext;
let admin: OperatorSession;
let secondAdmin: OperatorSession;
beforeAll(async () => {
  ({ ctx, admin } = await backOfficeApp());
  secondAdmin = await signInSecondAdmin(ctx);
});
/** Both admins signed in again: the days a test moves the clock through end their sessions. */
async function signInAdmins() {
  admin = await signInAdmin(ctx);
  secondAdmin = await signInSecondAdmin(ctx);
}

const DAY = 86_400_000;
const call = (who: { headers: Record<string, string> }, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
/** A member's call; the member signs in again when the days the test moved through ended the session. */
const get = async (m: MoneyMember, url: string) => {
  let res = await call(m, 'GET', url);
  if (res.statusCode === 401) {
    Object.assign(m, await signIn(ctx, m.phone));
    res = await call(m, 'GET', url);
  }
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
/** Sets the programme's hold; a shorter one is approved by the second admin. */
async function setHold(days: number) {
  await signInAdmins();
  const res = await call(admin, 'PUT', '/api/admin/settings', { holdDays: days });
  expect(res.statusCode, res.body).toBe(200);
  for (const c of res.json().pendingChanges as { id: number }[]) {
    const approved = await call(secondAdmin, 'POST', `/api/admin/approvals/${c.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
  }
}
const cancel = (number: string) => ctx.db.transaction((tx) => cancelContract(tx, { number, at: ctx.clock.now() }));
const release = () => ctx.db.transaction((tx) => releaseHeldRewards(tx, ctx.clock.now(), 500));
/** The Moscow day `days` after today. */
const dayAfter = (days: number) =>
  moscowDate(new Date(new Date(`${moscowDate(ctx.clock.now())}T12:00:00+03:00`).getTime() + days * DAY));
async function notices(m: MoneyMember): Promise<{ title: string; body: string }[]> {
  const { rows } = await ctx.db.query<{ title: string; body: string }>(
    'SELECT title, body FROM notifications WHERE member_id = $1 ORDER BY id',
    [m.memberId],
  );
  return rows;
}

describe('the programme hold', () => {
  it('is set by an admin: longer at once, shorter by a second admin', async () => {
    const longer = await call(admin, 'PUT', '/api/admin/settings', { holdDays: 30 });
    expect(longer.json()).toMatchObject({ holdDays: 30, pendingChanges: [] });
    const shorter = await call(admin, 'PUT', '/api/admin/settings', { holdDays: 14 });
    expect(shorter.json()).toMatchObject({
      holdDays: 30,
      pendingChanges: [{ kind: 'settings', summary: 'Удержание начислений 30 дней → 14 дней', status: 'pending' }],
    });
    const alerts = (await call(secondAdmin, 'GET', '/api/admin/security-alerts')).json().alerts;
    expect(alerts).toContainEqual(
      expect.objectContaining({
        kind: 'awaiting_second_admin',
        text: 'admin@agent-plus.test просит сократить удержание начислений с 30 дней до 14 дней: нужен второй администратор',
      }),
    );
    const id = shorter.json().pendingChanges[0].id;
    expect((await call(secondAdmin, 'POST', `/api/admin/approvals/${id}/approve`)).json()).toMatchObject({
      status: 'approved',
    });
    for (const holdDays of [-1, 366, 1.5, '7'])
      expect((await call(admin, 'PUT', '/api/admin/settings', { holdDays })).statusCode).toBe(400);
    expect((await call(admin, 'PUT', '/api/admin/settings', { holdDays: 366 })).json().fields).toEqual({
      holdDays: 'Не больше 365 дней',
    });
    expect((await call(admin, 'GET', '/api/admin/settings')).json().holdDays).toBe(14);
  });
});

describe('a held reward', () => {
  it('waits, shown with the day it becomes available, and counts for the tiers at once', async () => {
    await setHold(14);
    const m = await moneyMember(ctx);
    const r = await contract(ctx, m.memberId, { number: 'УД-1', clientName: 'Орлова Анна' });
    expect(r).toMatchObject({ created: true, reward: 500 });
    expect(await get(m, '/api/balance/user-balance/')).toMatchObject({ balance: 0 });
    expect(await get(m, '/api/balance/held/')).toEqual({
      amount: 500,
      days: [{ availableOn: dayAfter(14), amount: 500, contracts: 1 }],
    });
    expect((await get(m, '/api/rewards/summary')).contractsCount).toBe(1);
    const { rows } = await ctx.db.query('SELECT count(*)::int AS n FROM ledger_transactions WHERE contract_id = $1', [
      r.contractId,
    ]);
    expect(rows[0]).toEqual({ n: 0 });
    const [day, month, year] = [dayAfter(14).slice(8), dayAfter(14).slice(5, 7), dayAfter(14).slice(0, 4)];
    expect(await notices(m)).toEqual([
      {
        title: 'Начислено 500\u00a0б. — ожидает подтверждения',
        body: `За договор № УД-1 (Орлова Анна). Баллы станут доступны для вывода ${day}.${month}.${year}, если договор не расторгнут.`,
      },
    ]);
    // Not withdrawable: nothing is available.
    const refused = await withdraw(ctx, m, { bankId: SBER, amount: 100, phone: m.phone });
    expect(refused.json().errorCode, refused.body).toBe('insufficient_funds');
    await assertLedgerInvariants(ctx.db);
  });

  it('becomes available from the first minute of its day, once, with a notification', async () => {
    await setHold(3);
    const m = await moneyMember(ctx);
    const a = await contract(ctx, m.memberId, { number: 'УД-10', clientName: 'Фомин Илья' });
    ctx.clock.advance(DAY);
    await contract(ctx, m.memberId, { number: 'УД-11', clientName: 'Фомин Илья' });
    // Read before the call: signing in again (the day ended the session) moves the clock a minute.
    const [second, third] = [dayAfter(2), dayAfter(3)];
    expect((await get(m, '/api/balance/held/')).days).toEqual([
      { availableOn: second, amount: 500, contracts: 1 },
      { availableOn: third, amount: 500, contracts: 1 },
    ]);
    // The day before: nothing moves.
    ctx.clock.advance(DAY);
    expect(await release()).toBe(0);
    // At the first minute of the first one's day (its hold ended at 00:00 Moscow time).
    ctx.clock.advance(new Date(`${moscowDate(ctx.clock.now())}T00:00:00+03:00`).getTime() + DAY - ctx.clock.now().getTime());
    expect((await runJob(ctx.app, releaseHeldRewardsJob, {})).output).toEqual({ released: 1 });
    expect(await release()).toBe(0);
    expect(await get(m, '/api/balance/user-balance/')).toMatchObject({ balance: 500 });
    expect(await get(m, '/api/balance/held/')).toEqual({
      amount: 500,
      days: [{ availableOn: moscowDate(new Date(ctx.clock.now().getTime() + DAY)), amount: 500, contracts: 1 }],
    });
    const { history } = await get(m, '/api/accounts/transactions');
    expect(history[0]).toMatchObject({
      amount: 500,
      status: 'Начислено',
      title: 'Начисление за договор',
      contractNumber: 'УД-10',
    });
    expect(history[0].description).toMatch(/^Договор № УД-10 от \d\d\.\d\d\.\d{4}, Фомин Илья — подтверждён$/);
    expect((await notices(m)).at(-1)).toEqual({
      title: '500\u00a0б. доступны для вывода',
      body: 'Договор № УД-10 (Фомин Илья) подтверждён, начисление за него на балансе.',
    });
    const { rows } = await ctx.db.query(
      "SELECT count(*)::int AS n FROM ledger_transactions WHERE contract_id = $1 AND kind = 'reward'",
      [a.contractId],
    );
    expect(rows[0]).toEqual({ n: 1 });
    await assertLedgerInvariants(ctx.db);
  });

  it('cancelled inside its hold is voided: no clawback, no debt, never released', async () => {
    await setHold(14);
    const m = await moneyMember(ctx);
    await contract(ctx, m.memberId, { number: 'УД-20', clientName: 'Жуков Олег' });
    ctx.clock.advance(DAY);
    expect(await cancel('УД-20')).toMatchObject({ cancelled: true, clawedBack: 0, debt: 0, heldVoided: 500 });
    expect(await get(m, '/api/balance/held/')).toEqual({ amount: 0, days: [] });
    expect(await get(m, '/api/balance/debt/')).toEqual({ debt: 0 });
    expect(await get(m, '/api/balance/user-balance/')).toMatchObject({ balance: 0 });
    expect((await get(m, '/api/accounts/transactions')).history).toEqual([]);
    expect((await notices(m)).at(-1)).toEqual({
      title: 'Начисление 500\u00a0б. отменено',
      body: 'Договор № УД-20 (Жуков Олег) расторгнут до подтверждения. Баллы за него не были доступны — долга нет.',
    });
    ctx.clock.advance(30 * DAY);
    await release();
    expect(await get(m, '/api/balance/user-balance/')).toMatchObject({ balance: 0 });
    expect(await cancel('УД-20')).toEqual({ cancelled: false, reason: 'already_cancelled' });
    await assertLedgerInvariants(ctx.db);
  });

  it('cancelled after its release is clawed back as before, into a debt where the points are gone', async () => {
    await setHold(1);
    const m = await moneyMember(ctx);
    await contract(ctx, m.memberId, { number: 'УД-30' });
    ctx.clock.advance(2 * DAY);
    await release();
    expect(await get(m, '/api/balance/user-balance/')).toMatchObject({ balance: 500 });
    const w = await withdraw(ctx, m, { bankId: SBER, amount: 400, phone: m.phone });
    expect(w.statusCode, w.body).toBe(200);
    expect(await cancel('УД-30')).toMatchObject({ cancelled: true, clawedBack: 100, debt: 400, heldVoided: 0 });
    expect(await get(m, '/api/balance/debt/')).toEqual({ debt: 400 });
    // The next held reward pays the debt off when it is released, not before.
    await contract(ctx, m.memberId, { number: 'УД-31', clientName: 'Лебедев Иван' });
    expect(await get(m, '/api/balance/debt/')).toEqual({ debt: 400 });
    ctx.clock.advance(2 * DAY);
    await release();
    expect(await get(m, '/api/balance/debt/')).toEqual({ debt: 0 });
    expect(await get(m, '/api/balance/user-balance/')).toMatchObject({ balance: 100 });
    expect((await notices(m)).at(-1)).toEqual({
      title: '500\u00a0б. доступны для вывода',
      body: 'Договор № УД-31 (Лебедев Иван) подтверждён, начисление за него на балансе. 400\u00a0б. из них погасили долг.',
    });
    await assertLedgerInvariants(ctx.db);
  });

  it('is released or voided, never both, when a cancellation meets the release', async () => {
    await setHold(1);
    const members: MoneyMember[] = [];
    for (let i = 0; i < 6; i++) {
      members.push(await moneyMember(ctx));
      await contract(ctx, members[i]!.memberId, { number: `УД-4${i}` });
    }
    ctx.clock.advance(2 * DAY);
    const outcomes = await Promise.all([release(), ...members.map((_, i) => cancel(`УД-4${i}`))]);
    const released = outcomes[0] as number;
    const clawedBack = outcomes.slice(1).filter((o) => typeof o === 'object' && o.cancelled && o.clawedBack > 0).length;
    // Each contract either was released first (then clawed back) or voided in its hold.
    expect(clawedBack).toBe(released);
    for (const m of members) {
      expect(await get(m, '/api/balance/user-balance/')).toMatchObject({ balance: 0 });
      expect(await get(m, '/api/balance/debt/')).toEqual({ debt: 0 });
    }
    await assertLedgerInvariants(ctx.db);
  });

  it('shows on the member card with the day its contract becomes available', async () => {
    await setHold(10);
    const m = await moneyMember(ctx);
    await contract(ctx, m.memberId, { number: 'УД-50' });
    // Read before signing in, which moves the clock a minute (perhaps past Moscow midnight).
    const availableOn = dayAfter(10);
    await signInAdmins();
    const card = (await call(admin, 'GET', `/api/admin/members/${m.memberId}`)).json();
    expect(card.balances).toEqual({ available: 0, frozen: 0, debt: 0, held: 500 });
    expect(card.contracts[0]).toMatchObject({ number: 'УД-50', availableOn });
  });
});

describe('a hold an import names for its tariff', () => {
  it('holds each row for its own days, the programme period where the cell is empty', async () => {
    await setHold(14);
    const m = await moneyMember(ctx);
    const today = moscowDate(ctx.clock.now());
    const csv = [
      `${CSV_HEADER};Тариф;Удержание, дней`,
      `${m.phone};УД-И-1;Клиент Один;${today};действует;Домашний;0`,
      `${m.phone};УД-И-2;Клиент Два;${today};действует;Мобильный;30`,
      `${m.phone};УД-И-3;Клиент Три;${today};действует;Мобильный;`,
      `${m.phone};УД-И-4;Клиент Четыре;${today};действует;Мобильный;две недели`,
      `${m.phone};УД-И-5;Клиент Пять;${today};действует;Мобильный;400`,
    ].join('\n');
    // A row shorter than the programme's 14 days waits for the second admin (decision 0060).
    const { preview, job } = await importContracts(ctx, admin, csv, secondAdmin);
    expect(preview.counts).toMatchObject({ new: 3, refused: 2 });
    expect(preview.shortHoldRows).toBe(1);
    expect(job.status).toBe('applied');
    const rows = (await call(admin, 'GET', `/api/admin/imports/${preview.id}/rows?kind=refused`)).json().rows;
    expect(rows.map((r: { reason: string }) => r.reason)).toEqual([
      'Удержание не распознано: нужно целое число дней от 0 до 365',
      'Удержание не распознано: нужно целое число дней от 0 до 365',
    ]);
    expect(await get(m, '/api/balance/user-balance/')).toMatchObject({ balance: 500 });
    expect((await get(m, '/api/balance/held/')).days).toEqual([
      { availableOn: dayAfter(14), amount: 500, contracts: 1 },
      { availableOn: dayAfter(30), amount: 500, contracts: 1 },
    ]);
    // A cancellation of a held contract says it leaves no debt before it is applied.
    const cancelling = await uploadContracts(
      ctx,
      admin,
      [CSV_HEADER, `${m.phone};УД-И-2;Клиент Два;${today};расторгнут`].join('\n'),
    );
    const changed = (await call(admin, 'GET', `/api/admin/imports/${cancelling.json().id}/rows?kind=changed`)).json().rows;
    expect(changed[0].reason).toBe('Договор расторгается до подтверждения, начисление отменяется без долга');
    await assertLedgerInvariants(ctx.db);
  });
});
