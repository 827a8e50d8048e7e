// A member's statements whatever the regime (decisions 0033 and 0034): the month holds every line of
// its history between the opening and the closing balance, which the lines add up to; an individual's month shows
// the НДФЛ withheld from the month's payouts in whole roubles — an order cancelled with its tax
// returned never counts — the company's tax on top is named as such, and the year lists the
// income, the tax withheld and the tax paid by the company by month, on screen and as a PDF.
import { formatPoints } from '@cabinet/contracts';
import { PDFDocument } from 'pdf-lib';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { payOrder } from '../../src/features/orders/pay-order.js';
import { cancelContract } from '../../src/features/rewards/cancel-contract.js';
import { moscowMonth } from '../../src/lib/moscow-time.js';
import { backOfficeApp, type OperatorSession } from '../admin/fixtures.js';
import type { TestContext } from '../helper.js';
import { addMonths } from '../../src/lib/moscow-time.js';
import { balances, contract, credit, get, moneyMember, OPERATOR, SBER, withdraw, type MoneyMember } from './fixtures.js';

let ctx: TestContext;
let admin: OperatorSession;
beforeAll(async () => {
  ({ ctx, admin } = await backOfficeApp());
});

async function order(m: MoneyMember, amount: number): Promise<number> {
  const res = await withdraw(ctx, m, { bankId: SBER, amount, phone: m.phone });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().order.id;
}
const pay = (orderId: number, at = ctx.clock.now()) =>
  ctx.db.transaction((tx) => payOrder(tx, { orderId, operator: OPERATOR, at }));
const statement = async (m: MoneyMember, month: string) => {
  const res = await get(ctx, m, `/api/self-employed/statement?month=${month}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
/** Kopecks the member's payouts of [from, to) credited to `tax_payable`: the ledger's own figure. */
async function ledgerTax(memberId: string, from: Date, to: Date): Promise<number> {
  const { rows } = await ctx.db.query<{ v: number }>(
    `SELECT coalesce(sum(e.amount), 0)::float8 AS v FROM ledger_entries e
       JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'tax_payable'
       JOIN ledger_transactions l ON l.id = e.transaction_id
      WHERE l.kind = 'payout' AND l.member_id = $1 AND l.created_at >= $2 AND l.created_at < $3`,
    [memberId, from, to],
  );
  return rows[0]!.v;
}
async function setPayer(payer: 'member' | 'company') {
  const current = (await ctx.app.inject({ method: 'GET', url: '/api/admin/tax/settings', headers: admin.headers })).json();
  const res = await ctx.app.inject({
    method: 'PUT',
    url: '/api/admin/tax/settings',
    headers: admin.headers,
    payload: { ...current.settings, payer },
  });
  expect(res.statusCode, res.body).toBe(200);
}
afterEach(async () => setPayer('member'));

const monthStart = (month: string) => new Date(`${month}-01T00:00:00+03:00`);

describe('an individual’s monthly statement', () => {
  it('has the НДФЛ withheld from the month’s payouts as its tax, equal to the ledger’s, and not that of a cancelled order', async () => {
    const m = await moneyMember(ctx);
    await credit(ctx, m.memberId, 5_000);
    const month = moscowMonth(ctx.clock.now());
    const paid = await order(m, 1_234.57);
    await pay(paid);
    // Cancelled by the member: its frozen tax went back with it.
    const cancelled = await order(m, 2_000);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/order/${cancelled}/cancel`, headers: m.headers })).statusCode).toBe(
      200,
    );
    // Still waiting: its tax is set aside, not yet withheld.
    await order(m, 500);

    const s = await statement(m, month);
    // 13 % of 1 234,57 ₽ = 160,4941 ₽ → 160 ₽ (whole roubles, ст. 52 п. 6 НК РФ).
    expect(s).toMatchObject({ regime: 'individual', paid: 1_234.57, tax: 160, ndflWithheld: 160, ndflPaidByCompany: 0 });
    const start = monthStart(month);
    const end = new Date(start.getTime() + 32 * 86_400_000);
    expect(Math.round(s.tax * 100)).toBe(await ledgerTax(m.memberId, start, end));
    expect(s.taxNote).toContain('НДФЛ 160\u00a0₽ удержан из выплат месяца');
    expect(s.taxNote).toContain('Самим платить и подавать декларацию за этот доход не нужно');
    expect(s.receipts).toEqual([]);
  });

  it('counts a payout in the month it was paid, not the month it was asked for', async () => {
    const m = await moneyMember(ctx);
    await credit(ctx, m.memberId, 1_000);
    const id = await order(m, 1_000);
    const year = Number(moscowMonth(ctx.clock.now()).slice(0, 4)) + 1;
    await pay(id, new Date(`${year}-02-03T12:00:00+03:00`));
    expect(await statement(m, moscowMonth(ctx.clock.now()))).toMatchObject({ paid: 0, tax: 0 });
    expect(await statement(m, `${year}-02`)).toMatchObject({ paid: 1_000, tax: 130, ndflWithheld: 130 });
  });

  it('names the tax the company paid on top, with nothing withheld', async () => {
    await setPayer('company');
    const m = await moneyMember(ctx);
    await credit(ctx, m.memberId, 870);
    await pay(await order(m, 870));
    const s = await statement(m, moscowMonth(ctx.clock.now()));
    // 870 ₽ is 1 000 ₽ of income less its 13 %: the company pays the 130 ₽.
    expect(s).toMatchObject({ paid: 870, tax: 0, ndflWithheld: 0, ndflPaidByCompany: 130 });
    expect(s.taxNote).toContain('НДФЛ 130\u00a0₽ с выплат месяца компания заплатила за вас сверх выплаты');
  });

  it('tells an individual without payouts and an ИП what their tax is', async () => {
    const m = await moneyMember(ctx);
    expect((await statement(m, moscowMonth(ctx.clock.now()))).taxNote).toContain('НДФЛ не начислялся');
    await ctx.db.query(
      "INSERT INTO member_tax_profiles (member_id, regime, inn, resident, changed_at) VALUES ($1, 'entrepreneur', '500100732259', true, $2)",
      [m.memberId, ctx.clock.now()],
    );
    const s = await statement(m, moscowMonth(ctx.clock.now()));
    expect(s).toMatchObject({ regime: 'entrepreneur', tax: 0 });
    expect(s.taxNote).toContain('индивидуальный предприниматель вы платите налог сами');
  });

  it('gives the month as a PDF with the tax line, and refuses a bad month changing nothing', async () => {
    const m = await moneyMember(ctx);
    await credit(ctx, m.memberId, 1_000);
    await pay(await order(m, 1_000));
    const month = moscowMonth(ctx.clock.now());
    const pdf = await get(ctx, m, `/api/self-employed/statement.pdf?month=${month}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(pdf.rawPayload);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(doc.getTitle()).toMatch(/^Выписка за /);

    for (const url of ['/api/self-employed/statement?month=2026-13', '/api/self-employed/income?year=двадцать']) {
      const bad = await get(ctx, m, url);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'validation_error', message: expect.any(String) });
    }
  });
});

describe('the month’s lines and balances', () => {
  const cents = (points: number) => Math.round(points * 100);

  it('has every line of the month’s history, adjustments included, and opening + lines = closing', async () => {
    const m = await moneyMember(ctx);
    const month = moscowMonth(ctx.clock.now());
    // Last month: 2 000 б. credited — this month opens with them.
    await credit(ctx, m.memberId, 2_000, new Date(monthStart(month).getTime() - 86_400_000));
    // This month: a contract's reward, an operator's +100 000 б. (the history's «Начислено»), an
    // order paid with its НДФЛ, another cancelled by the member (its points returned).
    await contract(ctx, m.memberId);
    await credit(ctx, m.memberId, 100_000);
    await pay(await order(m, 1_003));
    const cancelled = await order(m, 500);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/order/${cancelled}/cancel`, headers: m.headers })).statusCode).toBe(
      200,
    );
    await order(m, 300);

    const s = await statement(m, month);
    const history = (await get(ctx, m, '/api/accounts/transactions?MaxResultCount=100')).json();
    const thisMonth = history.history.filter((h: { date: string }) => moscowMonth(new Date(h.date)) === month);
    // Every line the history shows for the month, oldest first, the adjustment among them.
    expect(s.lines).toEqual([...thisMonth].reverse());
    expect(s.lines.length).toBe(history.totalCount - 1);
    expect(s.lines).toContainEqual(
      expect.objectContaining({ title: 'Корректировка баланса', status: 'Начислено', amount: 100_000, category: 'adjustment' }),
    );
    expect(s.lines.map((l: { title: string }) => l.title)).toEqual(
      expect.arrayContaining(['Начисление за договор', 'Вывод средств', 'НДФЛ 13\u00a0%', 'Возврат']),
    );
    expect(s.adjusted).toBe(100_000);
    expect(s.openingBalance).toBe(2_000);
    const sum = s.lines.reduce((total: number, l: { amount: number }) => total + cents(l.amount), 0);
    expect(cents(s.openingBalance) + sum).toBe(cents(s.closingBalance));
    // The closing balance is the member's: points available less the debt (none here).
    expect(s.closingBalance).toBe((await balances(ctx, m)).balance);
    // The next month opens where this one closed, with no lines yet.
    expect(await statement(m, addMonths(month, 1))).toMatchObject({
      openingBalance: s.closingBalance,
      closingBalance: s.closingBalance,
      lines: [],
    });
    // 13 % of 1 003 ₽ is 130,39 ₽: 130 ₽ withheld (ст. 52 п. 6 НК РФ), 873 ₽ to the bank.
    expect(s).toMatchObject({ paid: 1_003, paidToBank: 873, tax: 130 });
    expect(s.taxNote).toContain('в банк по СБП пришла выплата за вычетом налога');

    const pdf = await get(ctx, m, `/api/self-employed/statement.pdf?month=${month}`);
    expect(pdf.statusCode).toBe(200);
    expect((await PDFDocument.load(pdf.rawPayload)).getPageCount()).toBeGreaterThanOrEqual(1);
  });

  it('counts a debt against the balance, as the history does', async () => {
    const m = await moneyMember(ctx);
    const month = moscowMonth(ctx.clock.now());
    const number = `АД-ВЫП-${Date.now() % 1_000_000}`;
    await contract(ctx, m.memberId, { number });
    const reward = (await balances(ctx, m)).balance;
    await pay(await order(m, reward));
    // The contract is cancelled after its reward was paid out: the whole reward becomes a debt.
    await ctx.db.transaction((tx) => cancelContract(tx, { number, at: ctx.clock.now() }));
    const s = await statement(m, month);
    expect(s.debt).toBe(reward);
    expect(s.closingBalance).toBe(-reward);
    const sum = s.lines.reduce((total: number, l: { amount: number }) => total + cents(l.amount), 0);
    expect(cents(s.openingBalance) + sum).toBe(cents(s.closingBalance));
    // The statement counts in roubles (docs/product.md §10.1): the clawback's text, which the history
    // keeps in points, names its debt in roubles here, the same figure.
    const debtText = `${formatPoints(reward, { withUnit: false })}\u00a0`;
    const history = (await get(ctx, m, '/api/accounts/transactions?MaxResultCount=100')).json();
    const kept = history.history.find((h: { title: string }) => h.title === 'Списание за расторгнутый договор');
    expect(kept.description).toContain(`не хватило баллов — ${debtText}б. в долг`);
    const line = s.lines.find((l: { title: string }) => l.title === 'Списание за расторгнутый договор');
    expect(line.description).toContain(`не хватило баллов — ${debtText}₽ в долг`);
    expect(JSON.stringify(s.lines)).not.toContain('\u00a0б.');
  });
});

describe('the yearly income statement', () => {
  it('lists by month the income paid out, the НДФЛ withheld and the tax the company paid, with their totals', async () => {
    const m = await moneyMember(ctx);
    await credit(ctx, m.memberId, 3_000);
    const year = Number(moscowMonth(ctx.clock.now()).slice(0, 4)) + 1;
    const first = await order(m, 1_000);
    const second = await order(m, 1_234.57);
    // Asked now, paid in March and April of the next year.
    await pay(first, new Date(`${year}-03-10T12:00:00+03:00`));
    await pay(second, new Date(`${year}-04-02T12:00:00+03:00`));
    await setPayer('company');
    const third = await order(m, 435);
    await pay(third, new Date(`${year}-04-20T12:00:00+03:00`));

    const res = await get(ctx, m, `/api/self-employed/income?year=${year}`);
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json();
    expect(s.months).toEqual([
      { month: `${year}-03`, title: 'Март', paid: 1_000, income: 1_000, ndflWithheld: 130, ndflPaidByCompany: 0, npdIncome: 0 },
      // 435 ₽ to the bank is 500 ₽ of income with its 65 ₽ paid by the company.
      {
        month: `${year}-04`,
        title: 'Апрель',
        paid: 1_669.57,
        income: 1_734.57,
        // 13 % of the year's 2 234,57 ₽ is 290,49 ₽ → 290 ₽, less the 130 ₽ of March.
        ndflWithheld: 160,
        ndflPaidByCompany: 65,
        npdIncome: 0,
      },
    ]);
    expect(s.totals).toEqual({ paid: 2_669.57, income: 2_734.57, ndflWithheld: 290, ndflPaidByCompany: 65, npdIncome: 0 });
    expect(s).toMatchObject({ year, regime: 'individual', total: 0, receipts: [] });
    expect(s.note).toContain('НДФЛ 290\u00a0₽ удержан из выплат года');
    expect(s.note).toContain('НДФЛ 65\u00a0₽ с выплат года компания заплатила за вас');
    expect(Math.round(s.totals.ndflWithheld * 100) + 6_500).toBe(
      await ledgerTax(m.memberId, new Date(`${year}-01-01T00:00:00+03:00`), new Date(`${year + 1}-01-01T00:00:00+03:00`)),
    );

    const pdf = await get(ctx, m, `/api/self-employed/income.pdf?year=${year}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const doc = await PDFDocument.load(pdf.rawPayload);
    expect(doc.getTitle()).toBe(`Справка о доходе за ${year} год`);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
  });
});
