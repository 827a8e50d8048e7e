// Self-employed members (decision 0034) against the ЮKassa emulator and its ФНС status check: a
// withdrawal only while bound, a receipt with every payout, the nightly re-check that stops
// withdrawals when the status is lost, the yearly limit and its warning, the statements.
import { errorCatalogue, NPD_PAGE_REFUSAL, PAYOUT_CANCEL_REASONS, PAYOUT_NOT_SENT_STATE } from '@cabinet/contracts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sweepPayoutsJob } from '../../src/features/payouts/jobs.js';
import { fetchReceiptsJob, RECEIPT_MAX_CHECKS } from '../../src/features/self-employed/receipt-job.js';
import { recheckNpdJob } from '../../src/features/self-employed/recheck-job.js';
import { desk } from '../admin/desk-fixtures.js';
import { runJob, signIn } from '../helper.js';
import { balances, credit, get, moneyMember, moneyRowCounts, SBER, withdraw, type MoneyMember } from '../money/fixtures.js';
import {
  bindNpd,
  npdStatusUrl,
  payByProvider,
  payoutRow,
  payoutsApp,
  type PayoutsContext,
  payoutsOfOrder,
  selfEmployedMember,
  settled,
  switchRail,
  until,
  withdrawToCard,
} from './fixtures.js';

let ctx: PayoutsContext;

beforeAll(async () => {
  ctx = await payoutsApp(
    {},
    {
      // Small figures so that a few payouts reach them; the real defaults are 2 400 000 ₽ and 90 %.
      NPD_INCOME_LIMIT_RUB: '2000',
      NPD_LIMIT_WARNING_PERCENT: '90',
      NPD_STATUS_CHECKS_PER_MINUTE: '600',
    },
    (emulatorUrl) => ({ NPD_STATUS_API_URL: npdStatusUrl(emulatorUrl) }),
  );
});

const selfEmployed = (points: number) => selfEmployedMember(ctx, points, '77');

const view = async (m: MoneyMember) => {
  const res = await get(ctx, m, '/api/self-employed/');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const post = (m: MoneyMember, url: string) => ctx.app.inject({ method: 'POST', url, headers: m.headers });
// ЮKassa pays the self-employed to cards, not by SBP (decision 0056).
const ask = (m: MoneyMember, amount: number) => withdrawToCard(ctx, m, amount);

/** Binds the member: the request at ЮKassa, then «Разрешить» on the emulator's «Мой налог» page. */
async function bind(m: MoneyMember): Promise<string> {
  const { requested, after } = await bindNpd(ctx, m);
  expect(requested).toMatchObject({ status: 'pending', statusText: 'Ждём вашего разрешения в «Мой налог»' });
  expect(after.binding).toMatchObject({ status: 'confirmed', confirmationUrl: null });
  return ctx.emulator.selfEmployed.all().find((o) => o.itn === after.inn)!.id;
}

async function paidOrder(m: MoneyMember, amount: number): Promise<number> {
  const res = await ask(m, amount);
  expect(res.statusCode, res.body).toBe(200);
  const orderId = res.json().order.id as number;
  await payByProvider(ctx, orderId);
  expect(await settled(ctx, orderId)).toBe('paid');
  return orderId;
}

describe('binding and withdrawals', () => {
  it('refuses an unbound self-employed member with its message and changes nothing', async () => {
    const m = await selfEmployed(500);
    // ФНС confirms the status: the regime applies, and with it the binding it needs.
    expect((await post(m, '/api/self-employed/check')).statusCode).toBe(200);
    const before = await view(m);
    expect(before).toMatchObject({
      regime: 'self_employed',
      inn: m.inn,
      binding: null,
      canWithdraw: false,
      refusal: NPD_PAGE_REFUSAL.npd_not_bound,
      canBind: true,
      binder: { kind: 'provider', title: 'ЮKassa' },
    });
    const res = await ask(m, 300);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      success: false,
      order: null,
      errorCode: 'npd_not_bound',
      error: errorCatalogue.npd_not_bound.message,
    });
    const { rows } = await ctx.db.query('SELECT 1 FROM withdrawal_orders WHERE member_id = $1', [m.memberId]);
    expect(rows).toEqual([]);
  });

  it('checks the status at ФНС, binds through ЮKassa, pays with a receipt shown on the order', async () => {
    const m = await selfEmployed(1500);
    const checked = await post(m, '/api/self-employed/check');
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json().check).toMatchObject({
      active: true,
      message: `${m.inn} является плательщиком налога на профессиональный доход`,
    });
    await bind(m);
    expect(await view(m)).toMatchObject({ canWithdraw: true, refusal: null });

    const orderId = await paidOrder(m, 1500);
    const [payout] = payoutsOfOrder(ctx, orderId);
    expect(payout).toMatchObject({
      status: 'succeeded',
      self_employed: { id: expect.stringMatching(/^se-/) },
      receipt: { service_name: 'Агентские услуги по программе «АГЕНТ ПЛЮС»', amount: { value: '1500.00' } },
    });
    const order = (await get(ctx, m, `/api/order/${orderId}/`)).json().order;
    expect(order.receipt).toEqual({ receiptId: payout!.receipt!.npd_receipt_id, url: payout!.receipt!.url, amount: 1500 });
    // No НДФЛ: a self-employed member pays their own tax.
    expect(order.tax).toBeNull();
    const list = (await get(ctx, m, '/api/order/')).json();
    expect(JSON.stringify(list)).toContain(payout!.receipt!.npd_receipt_id!);
    // The payout's line in the balance history carries the receipt; the order's other lines do not.
    const history = (await get(ctx, m, '/api/accounts/transactions?MaxResultCount=5')).json().history;
    const lines = history.filter((h: { orderId?: number }) => h.orderId === orderId);
    expect(lines.map((h: { receipt?: unknown }) => h.receipt ?? null)).toEqual([
      { receiptId: payout!.receipt!.npd_receipt_id, url: payout!.receipt!.url },
    ]);
    // 1500 of 2000: under the warning's 90 %.
    expect((await view(m)).income).toMatchObject({ amount: 1500, limit: 2000, left: 500, warning: null });
  });

  it('does not touch a member who is not self-employed', async () => {
    const m = await moneyMember(ctx);
    await credit(ctx, m.memberId, 300);
    expect(await view(m)).toMatchObject({ regime: 'individual', canWithdraw: true });
    const orderId = await paidOrder(m, 300);
    expect(payoutsOfOrder(ctx, orderId)[0]).not.toHaveProperty('self_employed');
    expect((await get(ctx, m, `/api/order/${orderId}/`)).json().order.receipt).toBeNull();
    const history = (await get(ctx, m, '/api/accounts/transactions')).json().history;
    expect(history.filter((h: { receipt?: unknown }) => 'receipt' in h)).toEqual([]);
  });
});

describe('the nightly re-check', () => {
  it('stops withdrawals when ЮKassa reports the person no longer self-employed, and lets them go when bound again', async () => {
    const m = await selfEmployed(1000);
    const id = await bind(m);
    ctx.emulator.selfEmployed.setStatus(id, 'unregistered');
    const run = await runJob(ctx.app, recheckNpdJob, {});
    expect(run.state).toBe('completed');
    const stopped = await view(m);
    expect(stopped).toMatchObject({ canWithdraw: false, refusal: NPD_PAGE_REFUSAL.npd_status_lost });
    expect(stopped.binding.status).toBe('unregistered');
    const res = await ask(m, 200);
    expect(res.json()).toMatchObject({ errorCode: 'npd_status_lost', error: errorCatalogue.npd_status_lost.message });
    // Bound again (a new request, granted): withdrawals go again.
    await bind(m);
    expect((await view(m)).canWithdraw).toBe(true);
  });

  it('stops withdrawals when ФНС says the person is not self-employed', async () => {
    const m = await selfEmployed(1000);
    await bind(m);
    ctx.emulator.config.npdInactiveInns.push(m.inn);
    try {
      await runJob(ctx.app, recheckNpdJob, {});
      const stopped = await view(m);
      expect(stopped.check).toMatchObject({ active: false });
      expect(stopped.refusal).toBe(NPD_PAGE_REFUSAL.npd_status_lost);
      expect((await ask(m, 200)).json().errorCode).toBe('npd_status_lost');
    } finally {
      ctx.emulator.config.npdInactiveInns.splice(ctx.emulator.config.npdInactiveInns.indexOf(m.inn), 1);
    }
    await runJob(ctx.app, recheckNpdJob, {});
    expect((await view(m)).canWithdraw).toBe(true);
  });

  it('tells the member once per loss that withdrawals are stopped and what to do, in the cabinet and by SMS', async () => {
    const m = await selfEmployed(1000);
    const id = await bind(m);
    const stops = async () => {
      const list = (await get(ctx, m, '/api/notification/?maxResultCount=50')).json().notifications;
      return list.filter((n: { title: string }) => n.title === 'Вывод средств приостановлен');
    };
    await runJob(ctx.app, recheckNpdJob, {});
    expect(await stops()).toEqual([]);

    ctx.emulator.selfEmployed.setStatus(id, 'canceled');
    await runJob(ctx.app, recheckNpdJob, {});
    const [first, ...more] = await stops();
    expect(more).toEqual([]);
    expect(first).toMatchObject({ category: 'withdrawal', link: '/lk/self-employed', isRead: false });
    expect(first.body).toContain('Права на регистрацию чеков в «Мой налог» отозваны');
    expect(first.body).toContain('нажмите «Подключить «Мой налог»»');
    const sms = await ctx.db.query("SELECT 1 FROM message_deliveries WHERE notification_id = $1 AND channel = 'sms'", [first.id]);
    expect(sms.rows).toHaveLength(1);
    // The nights after find the same loss and say nothing more.
    await runJob(ctx.app, recheckNpdJob, {});
    await runJob(ctx.app, recheckNpdJob, {});
    expect(await stops()).toHaveLength(1);

    // Bound again, then ФНС no longer knows them: a new loss, told once more, with its own advice.
    await bind(m);
    ctx.emulator.config.npdInactiveInns.push(m.inn);
    try {
      await runJob(ctx.app, recheckNpdJob, {});
      await runJob(ctx.app, recheckNpdJob, {});
    } finally {
      ctx.emulator.config.npdInactiveInns.splice(ctx.emulator.config.npdInactiveInns.indexOf(m.inn), 1);
    }
    const after = await stops();
    expect(after).toHaveLength(2);
    expect(after[0].body).toContain('Проверка в ФНС не подтвердила');
    expect(after[0].body).toContain('режим «Физическое лицо»');
  });

  it('returns the points of an order whose member lost the binding before it was paid', async () => {
    const m = await selfEmployed(400);
    const id = await bind(m);
    const res = await ask(m, 400);
    const orderId = res.json().order.id as number;
    ctx.emulator.selfEmployed.setStatus(id, 'canceled');
    await runJob(ctx.app, recheckNpdJob, {});
    await payByProvider(ctx, orderId);
    expect(await settled(ctx, orderId)).toBe('rejected');
    expect(payoutsOfOrder(ctx, orderId)).toEqual([]);
    const order = (await get(ctx, m, `/api/order/${orderId}/`)).json().order;
    expect(order.comment).toContain('разрешением на регистрацию чеков');
  });
});

describe('the status asked of ФНС before each payout', () => {
  const checks = () => ctx.emulator.npdStatus.checks();
  const orderOf = async (m: MoneyMember, amount: number) => {
    const res = await ask(m, amount);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().order.id as number;
  };
  /** Makes the member's last ФНС answer older than the ten minutes it serves a payout. */
  const ageCheck = (m: MoneyMember) =>
    ctx.db.query("UPDATE member_npd SET npd_checked_at = npd_checked_at - interval '11 minutes' WHERE member_id = $1", [
      m.memberId,
    ]);

  it('asks ФНС before the payout leaves; one answer serves the member’s payouts for ten minutes', async () => {
    const m = await selfEmployed(900);
    await bind(m);
    await ageCheck(m);
    const first = await orderOf(m, 300);
    const second = await orderOf(m, 300);
    const before = checks();
    await payByProvider(ctx, first);
    expect(await settled(ctx, first)).toBe('paid');
    expect(checks()).toBe(before + 1);
    // Within ten minutes of that answer: paid without asking again.
    await payByProvider(ctx, second);
    expect(await settled(ctx, second)).toBe('paid');
    expect(checks()).toBe(before + 1);
    // An older answer does not serve: asked again.
    await ageCheck(m);
    const third = await orderOf(m, 300);
    await payByProvider(ctx, third);
    expect(await settled(ctx, third)).toBe('paid');
    expect(checks()).toBe(before + 2);
  });

  it('returns the points with what to do when ФНС no longer confirms the status, sends nothing and stops withdrawals', async () => {
    const m = await selfEmployed(700);
    await bind(m);
    const orderId = await orderOf(m, 500);
    expect(await balances(ctx, m)).toMatchObject({ balance: 200, frozen: 500 });
    await ageCheck(m);
    ctx.emulator.config.npdInactiveInns.push(m.inn);
    try {
      await payByProvider(ctx, orderId);
      expect(await settled(ctx, orderId)).toBe('rejected');
    } finally {
      ctx.emulator.config.npdInactiveInns.splice(ctx.emulator.config.npdInactiveInns.indexOf(m.inn), 1);
    }
    expect(payoutsOfOrder(ctx, orderId)).toEqual([]);
    expect(await payoutRow(ctx, orderId)).toMatchObject({ state: 'cancelled', cancel_reason: 'npd_status_lost' });
    expect(await balances(ctx, m)).toMatchObject({ balance: 700, frozen: 0 });
    const order = (await get(ctx, m, `/api/order/${orderId}/`)).json().order;
    expect(order.comment).toBe(PAYOUT_CANCEL_REASONS.npd_status_lost);
    // The desk says nothing left: our check stopped it, no provider cancelled it.
    expect((await desk.order(ctx, ctx.operator, orderId)).json().order.payout).toMatchObject({
      state: 'cancelled',
      stateText: PAYOUT_NOT_SENT_STATE,
      reasonText: PAYOUT_CANCEL_REASONS.npd_status_lost,
    });
    // Nothing switched silently: still self-employed, withdrawals stopped until ФНС confirms again.
    const stopped = await view(m);
    expect(stopped).toMatchObject({ regime: 'self_employed', canWithdraw: false, refusal: NPD_PAGE_REFUSAL.npd_status_lost });
    expect(stopped.check).toMatchObject({ active: false });
    const list = (await get(ctx, m, '/api/notification/?maxResultCount=50')).json().notifications;
    const stop = list.find((n: { title: string }) => n.title === 'Вывод средств приостановлен');
    expect(stop.body).toContain('Проверка в ФНС не подтвердила');
    // Confirmed again at ФНС: withdrawals go again.
    expect((await post(m, '/api/self-employed/check')).statusCode).toBe(200);
    expect((await view(m)).canWithdraw).toBe(true);
  });

  it('keeps a payout waiting, not sent and not cancelled, while ФНС does not answer, and sends it once it does', async () => {
    const m = await selfEmployed(400);
    await bind(m);
    const orderId = await orderOf(m, 400);
    // One check answered now, then ФНС refuses every further one this minute (its rate), as the real
    // service does; the answer is made too old to serve the payout.
    expect((await post(m, '/api/self-employed/check')).statusCode).toBe(200);
    ctx.emulator.config.npdChecksPerMinute = 1;
    await ageCheck(m);
    try {
      await payByProvider(ctx, orderId);
      await until(async () => (await payoutRow(ctx, orderId))?.last_error?.startsWith('ФНС не ответила') ?? false);
      expect(await payoutRow(ctx, orderId)).toMatchObject({ state: 'approved', provider_payout_id: null, attempts: 0 });
      expect(payoutsOfOrder(ctx, orderId)).toEqual([]);
      // The desk says why it waits.
      const detail = (await desk.order(ctx, ctx.operator, orderId)).json();
      expect(detail.order.payout).toMatchObject({
        state: 'approved',
        stateText: 'Ждёт отправки',
        reasonText: 'ФНС не ответила на проверку статуса самозанятого: выплата отправится после ответа',
      });
      expect(await balances(ctx, m)).toMatchObject({ frozen: 400 });
      // The next sweep while ФНС still refuses: still waiting, still nothing sent.
      expect((await runJob(ctx.app, sweepPayoutsJob, {})).output).toMatchObject({ fresh: { deferred: 1, sent: 0 } });
      expect(payoutsOfOrder(ctx, orderId)).toEqual([]);
    } finally {
      ctx.emulator.config.npdChecksPerMinute = 0;
    }
    await runJob(ctx.app, sweepPayoutsJob, {});
    expect(await settled(ctx, orderId)).toBe('paid');
    expect(payoutsOfOrder(ctx, orderId)).toHaveLength(1);
    expect(await payoutRow(ctx, orderId)).toMatchObject({ state: 'succeeded', attempts: 1 });
  });
});

describe('the manual rail', () => {
  const chooseRail = async (rail: 'manual' | 'provider') => {
    const res = await switchRail(ctx, rail);
    expect(res.statusCode, res.body).toBe(200);
  };

  it('takes no new self-employed order, while the provider still pays the ones made for it; individuals are paid by hand', async () => {
    const m = await selfEmployed(900);
    await bind(m);
    const res = await ask(m, 600);
    const orderId = res.json().order.id as number;
    await chooseRail('manual');
    try {
      // By hand nobody registers the receipt: a самозанятый's new withdrawal waits, nothing changed (decision 0061).
      const before = await moneyRowCounts(ctx);
      const paused = await withdraw(ctx, m, { bankId: SBER, amount: 300, phone: m.phone });
      expect(paused.statusCode).toBe(422);
      expect(paused.json()).toMatchObject({ errorCode: 'npd_payouts_paused', error: errorCatalogue.npd_payouts_paused.message });
      expect(await moneyRowCounts(ctx)).toEqual(before);
      // «Самозанятость» says so before the member tries.
      expect(await view(m)).toMatchObject({ canWithdraw: false, refusal: errorCatalogue.npd_payouts_paused.message });

      const individual = await moneyMember(ctx);
      await credit(ctx, individual.memberId, 300);
      const byHand = (await withdraw(ctx, individual, { bankId: SBER, amount: 300, phone: individual.phone })).json().order
        .id as number;
      // The register the bank pays by hand lists the individual's order, not the one the provider pays.
      const today = new Date(ctx.clock.now().getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
      const register = await desk.register(ctx, ctx.operator, `dateFrom=${today}&dateTo=${today}&status=pending`);
      const lines = register.body.slice(1).trimEnd().split('\r\n');
      const ids = lines.slice(1).map((l) => l.split(';')[0]);
      expect(ids).toContain(String(byHand));
      expect(ids).not.toContain(String(orderId));
      expect(lines).toContainEqual(
        expect.stringMatching(
          /^Не включено заявок, которые выплачивает платёжный сервис: [1-9]\d*;их передают платёжному сервису/,
        ),
      );
      expect((await desk.pay(ctx, ctx.operator, byHand)).json().outcome).toBe('paid');
      // The self-employed member's order keeps the provider's rail: with the ФНС check and the receipt.
      await payByProvider(ctx, orderId);
    } finally {
      await chooseRail('provider');
    }
    expect(await settled(ctx, orderId)).toBe('paid');
    expect(payoutsOfOrder(ctx, orderId)[0]).toMatchObject({ self_employed: { id: expect.any(String) } });
  });
});

describe('a receipt registered after its payout', () => {
  // These tests move the clock by minutes and a day; the other tests' sessions stay valid after them.
  let start: Date;
  beforeAll(() => {
    start = ctx.clock.now();
  });
  afterEach(() => ctx.clock.set(start));

  it('is asked for again, with growing pauses, until it is there, then shown on the order and the history line', async () => {
    const m = await selfEmployed(600);
    await bind(m);
    ctx.emulator.config.receiptDelayMs = 3_600_000;
    let orderId: number;
    try {
      orderId = await paidOrder(m, 600);
    } finally {
      ctx.emulator.config.receiptDelayMs = 0;
    }
    const order = async () => (await get(ctx, m, `/api/order/${orderId}/`)).json().order;
    const line = async () =>
      (await get(ctx, m, '/api/accounts/transactions?MaxResultCount=5'))
        .json()
        .history.find((h: { orderId?: number; receipt?: unknown }) => h.orderId === orderId && h.receipt);
    expect((await order()).receipt).toEqual({ receiptId: null, url: null, amount: 600 });
    expect((await line()).receipt).toEqual({ receiptId: null, url: null });

    const checksOf = async () =>
      (await ctx.db.query<{ checks: number }>('SELECT checks FROM payout_receipts WHERE order_id = $1', [orderId])).rows[0]!
        .checks;
    // Not registered yet: asked once, then not again before the pause is over.
    expect((await runJob(ctx.app, fetchReceiptsJob, {})).output).toMatchObject({ registered: 0 });
    expect(await checksOf()).toBe(1);
    await runJob(ctx.app, fetchReceiptsJob, {});
    expect(await checksOf()).toBe(1);
    ctx.clock.advance(5 * 60_000);
    await runJob(ctx.app, fetchReceiptsJob, {});
    expect(await checksOf()).toBe(2);

    expect(ctx.emulator.registerDelayedReceipts()).toBeGreaterThanOrEqual(1);
    const [payout] = payoutsOfOrder(ctx, orderId);
    expect(payout!.receipt!.npd_receipt_id).toBeTruthy();
    // The second pause is 10 minutes: 5 more are not enough.
    ctx.clock.advance(5 * 60_000);
    await runJob(ctx.app, fetchReceiptsJob, {});
    expect(await checksOf()).toBe(2);
    ctx.clock.advance(5 * 60_000);
    expect((await runJob(ctx.app, fetchReceiptsJob, {})).output).toMatchObject({ registered: 1 });
    // The clock moved past the access token's life.
    Object.assign(m, await signIn(ctx, m.phone));

    const receipt = { receiptId: payout!.receipt!.npd_receipt_id, url: payout!.receipt!.url };
    expect((await order()).receipt).toEqual({ ...receipt, amount: 600 });
    expect((await line()).receipt).toEqual(receipt);
    const month = new Date(ctx.clock.now().getTime() + 3 * 3_600_000).toISOString().slice(0, 7);
    const statement = (await get(ctx, m, `/api/self-employed/statement?month=${month}`)).json();
    expect(statement.receipts.find((r: { orderId: number }) => r.orderId === orderId)).toMatchObject(receipt);
  });

  it('stops asking after a bounded number of questions', async () => {
    const m = await selfEmployed(300);
    await bind(m);
    ctx.emulator.config.receiptDelayMs = 3_600_000;
    let orderId: number;
    try {
      orderId = await paidOrder(m, 300);
    } finally {
      ctx.emulator.config.receiptDelayMs = 0;
    }
    await ctx.db.query('UPDATE payout_receipts SET checks = $2 WHERE order_id = $1', [orderId, RECEIPT_MAX_CHECKS]);
    ctx.emulator.registerDelayedReceipts();
    ctx.clock.advance(24 * 3_600_000);
    await runJob(ctx.app, fetchReceiptsJob, {});
    Object.assign(m, await signIn(ctx, m.phone));
    expect((await get(ctx, m, `/api/order/${orderId}/`)).json().order.receipt.receiptId).toBeNull();
  });
});

describe('the yearly limit', () => {
  it('warns from 90 % of the limit and refuses a withdrawal past it', async () => {
    const m = await selfEmployed(2500);
    await bind(m);
    await paidOrder(m, 1500);
    expect((await view(m)).income.warning).toBeNull();
    await paidOrder(m, 300);
    const warned = (await view(m)).income;
    expect(warned).toMatchObject({ amount: 1800, left: 200, limitSource: expect.stringContaining('422\u2011ФЗ') });
    expect(warned.warning).toBe(
      `Доход за ${warned.year} год — 1\u00a0800\u00a0₽ из 2\u00a0000\u00a0₽ лимита для самозанятых. Ещё можно получить 200\u00a0₽: выплату сверх лимита платёжный сервис не проведёт.`,
    );
    const over = await ask(m, 300);
    expect(over.json()).toMatchObject({ errorCode: 'npd_income_limit', error: errorCatalogue.npd_income_limit.message });
    // Exactly up to the limit is allowed.
    expect((await ask(m, 200)).statusCode).toBe(200);
  });
});

describe('statements and the receipts export', () => {
  it('gives the month on screen and as a PDF with Cyrillic text, the year, and the CSV for the finance team', async () => {
    const m = await selfEmployed(700);
    await bind(m);
    const orderId = await paidOrder(m, 700);
    const today = new Date(ctx.clock.now().getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
    const month = today.slice(0, 7);
    const statement = (await get(ctx, m, `/api/self-employed/statement?month=${month}`)).json();
    expect(statement).toMatchObject({ month, paid: 700, accrued: 0, clawedBack: 0, debt: 0, tax: 42 });
    expect(statement.receipts).toHaveLength(1);

    const pdf = await get(ctx, m, `/api/self-employed/statement.pdf?month=${month}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { PDFDocument } = await import('pdf-lib');
    const doc = await PDFDocument.load(pdf.rawPayload);
    expect(doc.getTitle()).toBe(`Выписка за ${statement.title.toLowerCase()}`);

    const year = (await get(ctx, m, `/api/self-employed/income?year=${month.slice(0, 4)}`)).json();
    expect(year).toMatchObject({ total: 700, limit: 2000 });

    const csv = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/self-employed/receipts.csv?dateFrom=${today}&dateTo=${today}`,
      headers: ctx.admin.headers,
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body).toContain(statement.receipts[0].receiptId);
    expect(csv.body).toContain(String(orderId));
    expect(csv.body).toContain(m.inn);
    const audit = await ctx.db.query("SELECT 1 FROM audit_log WHERE action = 'self_employed.receipts_exported'");
    expect(audit.rows).toHaveLength(1);
  });

  it('shows operators the rules with their source and how many members are bound or stopped', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/self-employed/settings', headers: ctx.operator.headers });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      limit: 2000,
      limitSource: expect.stringContaining('422\u2011ФЗ'),
      warnPercent: 90,
      taxRatePercent: 6,
      serviceName: 'Агентские услуги по программе «АГЕНТ ПЛЮС»',
    });
    expect(body.selfEmployed).toBeGreaterThanOrEqual(body.bound);
    expect(body.bound).toBeGreaterThan(0);
  });
});
