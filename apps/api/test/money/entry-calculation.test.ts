// «Как посчитано» of a history line (docs/product.md §11): the contract, the month's level and its
// table, the import that brought the contract and the disputes of the line — what was paid, read
// back, never recomputed. Another member's line is not found.
import type { EntryCalculation, HistoryEntry } from '@cabinet/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { moscowDate } from '../../src/lib/moscow-time.js';
import { signIn, buildTestApp, type SignedIn, type TestContext } from '../helper.js';
import { seedMember } from '../../src/seed/members.js';
import { seedOperators, signInAdmin, signInDemoOperator, type OperatorSession } from '../admin/fixtures.js';
import { CSV_HEADER, importContracts } from '../admin/imports-fixtures.js';
import { credit, get } from './fixtures.js';

let ctx: TestContext;
let operator: OperatorSession;
let admin: OperatorSession;
const PHONE = '79017780001';
let member: SignedIn & { memberId: string };

beforeAll(async () => {
  ctx = await buildTestApp();
  await seedOperators(ctx);
  operator = await signInDemoOperator(ctx);
  admin = await signInAdmin(ctx);
  const memberId = await seedMember(ctx.db, { phone: PHONE });
  member = { ...(await signIn(ctx, PHONE)), memberId };
});

const calculation = (who: SignedIn, id: number) =>
  ctx.app.inject({ method: 'GET', url: `/api/accounts/transactions/${id}/calculation`, headers: who.headers });
const history = async (): Promise<HistoryEntry[]> => (await get(ctx, member, '/api/accounts/transactions')).json().history;

describe('how a line was calculated', () => {
  it('a reward shows its contract, its place in the month, the level paid and the import', async () => {
    const today = moscowDate(ctx.clock.now());
    const { job } = await importContracts(
      ctx,
      operator,
      [CSV_HEADER, `${PHONE};КП-1;Орлов Олег;${today};действует`, `${PHONE};КП-2;Зайцева Ольга;${today};действует`].join('\r\n'),
    );
    const second = (await history()).find((h) => h.contractNumber === 'КП-2')!;
    const res = await calculation(member, second.id);
    expect(res.statusCode, res.body).toBe(200);
    const calc = res.json() as EntryCalculation;
    expect(calc).toMatchObject({
      entryId: second.id,
      amount: second.amount,
      contract: {
        number: 'КП-2',
        clientName: 'Зайцева Ольга',
        signedOn: today,
        tariff: null,
        status: 'active',
        cancelledAt: null,
      },
      tier: { month: today.slice(0, 7), position: 2, reward: second.amount },
      import: { id: job.id },
      disputes: [],
    });
    expect(calc.tier!.table.length).toBeGreaterThan(0);
    // The level paid is one of the month's table, the highest the position reached.
    const level = calc.tier!.table.filter((t) => t.minContracts <= 2).at(-1);
    expect(calc.tier!.minContracts).toBe(level?.minContracts ?? null);
  });

  it('names the dispute of the line and the line that decided it', async () => {
    const line = (await history()).find((h) => h.contractNumber === 'КП-1')!;
    const opened = await ctx.app.inject({
      method: 'POST',
      url: '/api/disputes',
      headers: member.headers,
      payload: { kind: 'line', entryId: line.id, reason: 'wrong_amount', comment: 'Должно быть больше' },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const id = opened.json().id as number;
    const credited = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/disputes/${id}/credit`,
      headers: admin.headers,
      payload: { amount: 150, text: 'Доначислено' },
    });
    expect(credited.statusCode, credited.body).toBe(200);

    const ofLine = (await calculation(member, line.id)).json() as EntryCalculation;
    expect(ofLine.disputes).toEqual([{ id, status: 'credited', creditedAmount: 150 }]);
    const creditLine = (await history())[0]!;
    expect(creditLine.title).toBe(`Начисление по спору № ${id}`);
    const ofCredit = (await calculation(member, creditLine.id)).json() as EntryCalculation;
    expect(ofCredit).toMatchObject({ amount: 150, contract: null, tier: null, import: null, disputes: [{ id }] });
  });

  it('an adjustment has no contract; another member’s line is not found', async () => {
    await credit(ctx, member.memberId, 10);
    const adjustment = (await history())[0]!;
    expect((await calculation(member, adjustment.id)).json()).toMatchObject({ contract: null, tier: null, import: null });

    const otherId = await seedMember(ctx.db, { phone: '79017780002' });
    const other = await signIn(ctx, '79017780002');
    expect(otherId).toBeTruthy();
    const res = await calculation(other, adjustment.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found', message: 'Строка истории не найдена' });
    expect((await calculation(member, 999_999_999)).statusCode).toBe(404);
  });
});
