// НДФЛ of individuals (decision 0033): the profile, the preview, the withholding at the payout as
// lines of the ledger, the tax in whole roubles, the company paying on top, a clawback after a
// taxed payout and the quarter's register against the ledger to the kopeck.
import { completePersonInn, TAX_REGISTER_HEADER, withdrawalPreviewSchema } from '@cabinet/contracts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { payOrder } from '../../src/features/orders/pay-order.js';
import { cancelContract } from '../../src/features/rewards/cancel-contract.js';
import { ledgerTaxOfQuarter, transferDeadline } from '../../src/features/tax/register.js';
import { moscowDate } from '../../src/lib/moscow-time.js';
import { backOfficeApp, type OperatorSession } from '../admin/fixtures.js';
import type { TestContext } from '../helper.js';
import { balances, contract, credit, get, moneyMember, OPERATOR, SBER, withdraw, type MoneyMember } from './fixtures.js';

let ctx: TestContext;
let admin: OperatorSession;
let operator: OperatorSession;
beforeAll(async () => {
  ({ ctx, admin, operator } = await backOfficeApp());
});

const INN = completePersonInn('7712345678');
const ROUBLES_INN = completePersonInn('7712345601');
// One ИНН belongs to one member (decision 0043): each test's member declares one of their own.
const DECLARED_INN = completePersonInn('7712345603');
const REGISTER_INN = completePersonInn('7712345604');
const kopecks = async (sql: string, params: unknown[] = []) =>
  (await ctx.db.query<{ v: number }>(`SELECT coalesce((${sql}), 0)::float8 AS v`, params)).rows[0]!.v;
const taxPayable = () =>
  kopecks(
    `SELECT sum(e.amount) FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE a.kind = 'tax_payable'`,
  );
const taxExpense = () =>
  kopecks(
    `SELECT sum(e.amount) FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE a.kind = 'tax_expense'`,
  );
const payouts = () =>
  kopecks(`SELECT sum(e.amount) FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE a.kind = 'payouts'`);

async function order(m: MoneyMember, amount: number): Promise<number> {
  const res = await withdraw(ctx, m, { bankId: SBER, amount, phone: m.phone });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().order.id;
}
const pay = (orderId: number) => ctx.db.transaction((tx) => payOrder(tx, { orderId, operator: OPERATOR, at: ctx.clock.now() }));
const preview = async (m: MoneyMember, amount: number) => {
  const res = await get(ctx, m, `/api/withdrawal/preview/?amount=${amount}`);
  expect(res.statusCode, res.body).toBe(200);
  return withdrawalPreviewSchema.parse(res.json());
};
const putSettings = (body: Record<string, unknown>, who = admin) =>
  ctx.app.inject({ method: 'PUT', url: '/api/admin/tax/settings', headers: who.headers, payload: body });
async function setPayer(payer: 'member' | 'company') {
  const current = (await ctx.app.inject({ method: 'GET', url: '/api/admin/tax/settings', headers: admin.headers })).json();
  expect((await putSettings({ ...current.settings, payer })).statusCode).toBe(200);
}
afterEach(async () => setPayer('member'));

describe('the tax profile', () => {
  it('is an individual resident until changed, with the identity document’s ИНН', async () => {
    const m = await moneyMember(ctx);
    await ctx.db.query('UPDATE identity_documents SET inn = $2 WHERE member_id = $1', [m.memberId, INN]);
    expect((await get(ctx, m, '/api/lk/tax-profile/')).json()).toMatchObject({
      regime: 'individual',
      inn: INN,
      innFromIdentity: true,
      resident: true,
      withheld: true,
      changedAt: null,
    });
  });

  it('checks the ИНН’s check digits on every change and refuses bad input, changing nothing', async () => {
    const m = await moneyMember(ctx);
    const set = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'POST', url: '/api/lk/tax-profile/', headers: m.headers, payload });
    const wrong = INN.slice(0, 11) + String((Number(INN[11]) + 1) % 10);
    for (const [payload, fields] of [
      [
        { regime: 'self_employed', inn: wrong, resident: true },
        { inn: 'ИНН физического лица — 12 цифр с верными контрольными цифрами' },
      ],
      [
        { regime: 'individual', inn: '7707083893', resident: true },
        { inn: 'ИНН физического лица — 12 цифр с верными контрольными цифрами' },
      ],
      [{ regime: 'entrepreneur', inn: '', resident: true }, { inn: 'Самозанятому и ИП нужен ИНН' }],
    ] as const) {
      const res = await set(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_error', fields });
    }
    expect((await get(ctx, m, '/api/lk/tax-profile/')).json().changedAt).toBeNull();

    const ok = await set({ regime: 'self_employed', inn: DECLARED_INN, resident: true });
    expect(ok.statusCode).toBe(200);
    // Declared, not verified (decision 0043): paid as an individual until ФНС confirms it for the
    // document's ИНН (tax-verification.test.ts).
    expect(ok.json()).toMatchObject({
      regime: 'self_employed',
      applies: 'individual',
      inn: DECLARED_INN,
      innFromIdentity: false,
      withheld: true,
    });
    await credit(ctx, m.memberId, 1_000);
    expect(await preview(m, 1_000)).toMatchObject({
      toBank: 870,
      withheld: 130,
      payer: 'member',
      declaredRegime: 'self_employed',
    });
  });
});

describe('НДФЛ withheld at the payout', () => {
  it('splits a payout crossing 2.4 M ₽ between 13 % and 15 %, as its own lines, and pays the rest to the bank', async () => {
    const m = await moneyMember(ctx);
    await credit(ctx, m.memberId, 2_600_000);
    const first = await order(m, 2_300_000);
    await pay(first);
    const [payable, paid] = [await taxPayable(), await payouts()];

    // 100 000 ₽ more at 13 %, 200 000 ₽ above the step at 15 %.
    expect(await preview(m, 300_000)).toEqual({
      amount: 300_000,
      toBank: 257_000,
      withheld: 43_000,
      paidByCompany: 0,
      payer: 'member',
      regime: 'individual',
      declaredRegime: 'individual',
      regimeNote: null,
      resident: true,
      parts: [
        { rate: 13, base: 100_000, tax: 13_000 },
        { rate: 15, base: 200_000, tax: 30_000 },
      ],
      incomeThisYear: 2_300_000,
    });
    const id = await order(m, 300_000);
    const history = (await get(ctx, m, '/api/accounts/transactions?MaxResultCount=3')).json().history;
    expect(
      history.map((h: { title: string; amount: number; orderId: number; status: string }) => [
        h.title,
        h.amount,
        h.orderId,
        h.status,
      ]),
    ).toEqual([
      ['НДФЛ 15\u00a0%', -30_000, id, 'В обработке'],
      ['НДФЛ 13\u00a0%', -13_000, id, 'В обработке'],
      ['Вывод средств', -257_000, id, 'В обработке'],
    ]);
    expect(await balances(ctx, m)).toMatchObject({ balance: 0, frozen: 300_000 });
    // The member's order says the same while pending.
    const orderTax = {
      payer: 'member',
      parts: [
        { rate: 13, base: 100_000, tax: 13_000 },
        { rate: 15, base: 200_000, tax: 30_000 },
      ],
      withheld: 43_000,
      paidByCompany: 0,
      toBank: 257_000,
    };
    expect((await get(ctx, m, `/api/order/${id}/`)).json().order.tax).toEqual(orderTax);

    await pay(id);
    expect((await get(ctx, m, `/api/order/${id}/`)).json().order).toMatchObject({ status: 'paid', tax: orderTax });
    expect((await taxPayable()) - payable).toBe(43_000_00);
    expect((await payouts()) - paid).toBe(257_000_00);
    expect(await balances(ctx, m)).toMatchObject({ balance: 0, frozen: 0 });
    const after = (await get(ctx, m, '/api/accounts/transactions?MaxResultCount=3')).json().history;
    expect(after.map((h: { status: string }) => h.status)).toEqual(['Выплачено', 'Выплачено', 'Выплачено']);
  });

  it('taxes a non-resident at their own rate whatever the year’s income', async () => {
    const m = await moneyMember(ctx);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/lk/tax-profile/',
      headers: m.headers,
      payload: { regime: 'individual', inn: '', resident: false },
    });
    await credit(ctx, m.memberId, 1_000);
    expect(await preview(m, 1_000)).toMatchObject({ toBank: 700, withheld: 300, parts: [{ rate: 30, base: 1_000, tax: 300 }] });
  });

  it('returns the whole order, tax included, when it is cancelled; its income no longer counts', async () => {
    const m = await moneyMember(ctx);
    await credit(ctx, m.memberId, 1_000);
    const id = await order(m, 1_000);
    expect((await preview(m, 100)).incomeThisYear).toBe(1_000);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/order/${id}/cancel`, headers: m.headers })).statusCode).toBe(200);
    expect(await balances(ctx, m)).toMatchObject({ balance: 1_000, frozen: 0 });
    expect((await preview(m, 100)).incomeThisYear).toBe(0);
  });
});

describe('НДФЛ in whole roubles (ст. 52 п. 6 НК РФ)', () => {
  it('withholds 130 ₽, not 130,39 ₽, from 1 003 б. — in the preview, the order, the history, the ledger and the register', async () => {
    const m = await moneyMember(ctx);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/lk/tax-profile/',
      headers: m.headers,
      payload: { regime: 'individual', inn: ROUBLES_INN, resident: true },
    });
    await credit(ctx, m.memberId, 2_006);
    const tax = { payer: 'member', parts: [{ rate: 13, base: 1_003, tax: 130 }], withheld: 130, paidByCompany: 0, toBank: 873 };
    expect(await preview(m, 1_003)).toMatchObject({ toBank: 873, withheld: 130, parts: tax.parts });
    const [payable, paid] = [await taxPayable(), await payouts()];
    const first = await order(m, 1_003);
    expect((await get(ctx, m, `/api/order/${first}/`)).json().order.tax).toEqual(tax);
    const line = (await get(ctx, m, '/api/accounts/transactions?MaxResultCount=2')).json().history;
    expect(line.map((h: { title: string; amount: number }) => [h.title, h.amount])).toEqual([
      ['НДФЛ 13\u00a0%', -130],
      ['Вывод средств', -873],
    ]);
    await pay(first);
    expect((await taxPayable()) - payable).toBe(130_00);
    expect((await payouts()) - paid).toBe(873_00);

    // The second 1 003 б. of the year: 13 % of 2 006 ₽ is 260,78 ₽ → 261 ₽, of which 130 ₽ was
    // withheld — 131 ₽ now, so the year's tax is the scale's on its income, not two roundings down.
    expect(await preview(m, 1_003)).toMatchObject({ toBank: 872, withheld: 131, incomeThisYear: 1_003 });
    const second = await order(m, 1_003);
    expect((await get(ctx, m, `/api/order/${second}/`)).json().order.tax).toMatchObject({ withheld: 131, toBank: 872 });
    await pay(second);
    expect((await taxPayable()) - payable).toBe(261_00);

    const { year, quarter } = quarterOf();
    const rows = await registerCsv(year, quarter);
    expect(rows.filter((r) => r[3] === String(first) || r[3] === String(second)).map((r) => r.slice(5, 9))).toEqual([
      ['1003', '13', '130', '130'],
      ['1003', '13', '131', '131'],
    ]);
  });

  it('taxes a non-resident on each payout alone, in whole roubles', async () => {
    const m = await moneyMember(ctx);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/lk/tax-profile/',
      headers: m.headers,
      payload: { regime: 'individual', inn: '', resident: false },
    });
    await credit(ctx, m.memberId, 2_000);
    await order(m, 1_001.5);
    // 30 % of 1 001,50 ₽ is 300,45 ₽: 300 ₽, whatever the year's income before it.
    expect(await preview(m, 1_001.5)).toMatchObject({ withheld: 300, toBank: 701.5, incomeThisYear: 1_001.5 });
  });

  it('grosses up to whole roubles when the company pays: the member gets the amount, the tax is whole', async () => {
    await setPayer('company');
    const m = await moneyMember(ctx);
    await credit(ctx, m.memberId, 1_003);
    const p = await preview(m, 1_003);
    expect(p).toMatchObject({ toBank: 1_003, withheld: 0, payer: 'company' });
    // 1 153 ₽ of income: 13 % is 149,89 ₽ → 150 ₽, and 1 153 − 150 = 1 003.
    expect(p.parts).toEqual([{ rate: 13, base: 1_153, tax: 150 }]);
    expect(p.paidByCompany).toBe(150);
  });
});

describe('the company pays the tax on top', () => {
  it('sends the whole amount to the bank and pays the grossed-up tax from its own account', async () => {
    await setPayer('company');
    const m = await moneyMember(ctx);
    await credit(ctx, m.memberId, 8_700);
    // The member gets 8 700 ₽; the income is 10 000 ₽, its 13 % (1 300 ₽) paid by the company.
    expect(await preview(m, 8_700)).toMatchObject({
      toBank: 8_700,
      withheld: 0,
      paidByCompany: 1_300,
      payer: 'company',
      parts: [{ rate: 13, base: 10_000, tax: 1_300 }],
    });
    const [payable, expense, paid] = [await taxPayable(), await taxExpense(), await payouts()];
    const id = await order(m, 8_700);
    const history = (await get(ctx, m, '/api/accounts/transactions?MaxResultCount=1')).json().history;
    expect(history[0]).toMatchObject({ title: 'Вывод средств', amount: -8_700, orderId: id });
    expect((await get(ctx, m, `/api/order/${id}/`)).json().order.tax).toEqual({
      payer: 'company',
      parts: [{ rate: 13, base: 10_000, tax: 1_300 }],
      withheld: 0,
      paidByCompany: 1_300,
      toBank: 8_700,
    });
    await pay(id);
    expect((await payouts()) - paid).toBe(8_700_00);
    expect((await taxPayable()) - payable).toBe(1_300_00);
    expect((await taxExpense()) - expense).toBe(-1_300_00);
  });

  it('is an admin’s setting: refused to an operator, audited, bad values refused', async () => {
    const current = (await ctx.app.inject({ method: 'GET', url: '/api/admin/tax/settings', headers: operator.headers })).json();
    expect(current.sources.residentScale.source).toContain('ст.\u00a0224 НК РФ');
    expect((await putSettings({ ...current.settings, payer: 'company' }, operator)).statusCode).toBe(403);
    const bad = await putSettings({ ...current.settings, residentScale: [{ upTo: 2_400_000, rate: 13 }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ residentScale: 'У последней ступени нет верхней границы' });
    const { rows } = await ctx.db.query("SELECT count(*)::int AS n FROM audit_log WHERE action = 'tax_settings.updated'");
    expect(rows[0]!.n).toBeGreaterThan(0);
  });
});

describe('a clawback after a taxed payout', () => {
  it('leaves the tax as withheld: the income was paid; the clawback is the member’s debt in points', async () => {
    const m = await moneyMember(ctx);
    const number = 'АД-НДФЛ-000001';
    await contract(ctx, m.memberId, { number });
    const reward = (await balances(ctx, m)).balance;
    expect(reward).toBeGreaterThan(0);
    await credit(ctx, m.memberId, 1_000);
    const id = await order(m, reward + 1_000);
    await pay(id);
    const [payable, register] = [await taxPayable(), await registerTotals()];
    await ctx.db.transaction((tx) => cancelContract(tx, { number, at: ctx.clock.now() }));
    expect((await get(ctx, m, '/api/balance/debt/')).json()).toMatchObject({ debt: reward });
    expect(await taxPayable()).toBe(payable);
    expect(await registerTotals()).toEqual(register);
  });
});

async function registerCsv(year: number, quarter: number): Promise<string[][]> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/tax/register.csv?year=${year}&quarter=${quarter}`,
    headers: operator.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((l) => l.split(';'));
}
const quarterOf = () => {
  const day = moscowDate(ctx.clock.now());
  return { year: Number(day.slice(0, 4)), quarter: Math.floor((Number(day.slice(5, 7)) - 1) / 3) + 1 };
};
const number = (cell: string) => Math.round(Number(cell.replace(',', '.')) * 100);
async function registerTotals() {
  const { year, quarter } = quarterOf();
  const total = (await registerCsv(year, quarter)).at(-1)!;
  return { income: number(total[5]!), tax: number(total[7]!) };
}

describe('the quarter’s 6-НДФЛ register', () => {
  it('has a line per paid order and rate, and its tax equals the ledger’s tax account to the kopeck', async () => {
    const m = await moneyMember(ctx);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/lk/tax-profile/',
      headers: m.headers,
      payload: { regime: 'individual', inn: REGISTER_INN, resident: true },
    });
    await credit(ctx, m.memberId, 1_234.57);
    const id = await order(m, 1_234.57);
    await pay(id);

    const { year, quarter } = quarterOf();
    const rows = await registerCsv(year, quarter);
    expect(rows[0]).toEqual([...TAX_REGISTER_HEADER]);
    const day = moscowDate(ctx.clock.now()).split('-').reverse().join('.');
    const line = rows.find((r) => r[3] === String(id))!;
    // 13 % of 1 234,57 ₽ is 160,4941 ₽: 160 ₽ (whole roubles, ст. 52 п. 6 НК РФ).
    expect(line).toEqual([
      REGISTER_INN,
      expect.any(String),
      'да',
      String(id),
      day,
      '1234,57',
      '13',
      '160',
      '160',
      '0',
      day,
      expect.stringMatching(/^\d{2}\.\d{2}\.\d{4}$/),
    ]);

    const totals = rows.at(-1)!;
    const lines = rows.slice(1, -1);
    expect(number(totals[7]!)).toBe(lines.reduce((s, r) => s + number(r[7]!), 0));
    expect(number(totals[7]!)).toBe(await ledgerTaxOfQuarter(ctx.db, year, quarter));
    expect(number(totals[8]!) + number(totals[9]!)).toBe(number(totals[7]!));
  });

  it('names the transfer deadline by the settings', () => {
    const s = { periodEndDay: 22, transferDay: 28 };
    expect(transferDeadline('2026-03-22', s)).toBe('2026-03-28');
    expect(transferDeadline('2026-03-23', s)).toBe('2026-04-28');
    expect(transferDeadline('2026-12-25', s)).toBe('2026-12-31');
  });
});
