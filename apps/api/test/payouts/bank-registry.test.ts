// The bank's registry rail (decision 0057) against the T-Bank emulator, at the bank's own rates (one
// request a second per method): a self-employed member binds with the bank, sets an account with a
// code and is paid by a registry the API creates, signs and pays, with the receipt the bank
// registered; a lost answer pays nothing twice; the bank's refusals and ФНС's lost status return
// the points with the next step; an individual's order is still paid by hand.
import { PAYOUT_CANCEL_REASONS, PAYOUT_CANCEL_REASONS_ACCOUNT } from '@cabinet/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { desk, requestOrder } from '../admin/desk-fixtures.js';
import { runJob, sentCodes } from '../helper.js';
import { balances, credit, get, moneyMember, SBER, withdraw, type MoneyMember } from '../money/fixtures.js';
import { registryPayoutsJob } from '../../src/features/payouts/jobs.js';
import { TBANK_MTLS_FIXTURES } from '../../../emulators/src/payouts/server.js';
import {
  npdStatusUrl,
  orderStatus,
  payoutRow,
  payoutsApp,
  selfEmployedMember,
  switchRail,
  type PayoutsContext,
} from './fixtures.js';

/** Accounts at БИК 044525974 whose control key is right: one the bank pays, two its recipients refuse (the emulator's defaults). */
const BIK = '044525974';
const PAYING_ACCOUNT = '40817810500001234567';
const FRAUD_ACCOUNT = '40817810900009876543';

let ctx: PayoutsContext;

beforeAll(async () => {
  ctx = await payoutsApp(
    {},
    {
      NPD_STATUS_CHECKS_PER_MINUTE: '600',
      PAYOUT_BANK: 'tbank',
      TBANK_TOKEN: 'tbank_emulator_token',
      TBANK_REGISTRY_READ_INTERVAL_MS: '600000',
      TBANK_CLIENT_CERT_FILE: TBANK_MTLS_FIXTURES.clientCert,
      TBANK_CLIENT_KEY_FILE: TBANK_MTLS_FIXTURES.clientKey,
      TBANK_CA_FILE: TBANK_MTLS_FIXTURES.ca,
    },
    (url, emulator) => ({
      NPD_STATUS_API_URL: npdStatusUrl(url),
      TBANK_API_URL: emulator.tbankUrl,
      TBANK_SECURED_API_URL: emulator.tbankSecuredUrl,
    }),
  );
  const rail = await ctx.app.inject({
    method: 'PUT',
    url: '/api/admin/payouts/rail',
    headers: ctx.admin.headers,
    payload: { rail: 'bank_registry' },
  });
  expect(rail.statusCode, rail.body).toBe(200);
  expect(rail.json()).toMatchObject({ rail: 'bank_registry', bank: { name: 'tbank', title: 'Т\u2011Банк' } });
});

const post = (m: MoneyMember, url: string, payload?: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url, headers: m.headers, ...(payload ? { payload } : {}) });

/** A self-employed member bound at the bank (the person accepted in «Мой налог») with a confirmed account. */
async function bankMember(points: number, account = PAYING_ACCOUNT) {
  const m = await selfEmployedMember(ctx, points, '77');
  const bound = await post(m, '/api/self-employed/bind');
  expect(bound.statusCode, bound.body).toBe(200);
  expect(bound.json().binding).toMatchObject({ status: 'pending', confirmationUrl: null });
  expect(bound.json().binder).toEqual({ kind: 'bank', title: 'Т\u2011Банк' });
  ctx.emulator.tbank.setTaxpayer(m.inn, 'ACTIVE');
  expect((await get(ctx, m, '/api/self-employed/')).json().binding).toMatchObject({ status: 'confirmed' });
  const set = await post(m, '/api/lk/payout-account', { accountNumber: account, bik: BIK });
  expect(set.statusCode, set.body).toBe(200);
  const { accountId } = set.json<{ accountId: number }>();
  const done = await post(m, `/api/lk/payout-account/${accountId}/confirm`, { code: sentCodes(ctx, m.phone).at(-1)! });
  expect(done.statusCode, done.body).toBe(200);
  return { ...m, accountId };
}

async function orderTo(m: MoneyMember & { accountId: number }, amount: number): Promise<number> {
  const res = await withdraw(ctx, m, { destination: { kind: 'account', accountId: m.accountId }, amount });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ order: { id: number } }>().order.id;
}

async function pay(orderId: number): Promise<void> {
  const res = await desk.pay(ctx, ctx.operator, orderId);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().outcome).toBe('sent_to_bank');
}

/** Registry passes until the order leaves `pending` (each pass waits out the bank's rates, not a clock). */
async function settle(orderId: number): Promise<string> {
  for (let pass = 0; pass < 6; pass++) {
    await runJob(ctx.app, registryPayoutsJob, {});
    const status = await orderStatus(ctx, orderId);
    if (status !== 'pending') return status;
  }
  throw new Error(`order ${orderId} still pending: ${JSON.stringify(await payoutRow(ctx, orderId))}`);
}

/** Registry passes until the order's registry is finished (its receipts kept). */
async function untilDone(orderId: number): Promise<void> {
  const state = async () =>
    (
      await ctx.db.query<{ state: string }>(
        'SELECT r.state FROM payout_registries r JOIN provider_payouts p ON p.registry_id = r.id WHERE p.order_id = $1',
        [orderId],
      )
    ).rows[0]?.state;
  for (let pass = 0; pass < 6 && (await state()) !== 'done'; pass++) await runJob(ctx.app, registryPayoutsJob, {});
  expect(await state(), JSON.stringify((await ctx.db.query('SELECT * FROM payout_registries')).rows)).toBe('done');
}

const comment = async (orderId: number) =>
  (await ctx.db.query<{ c: string }>('SELECT operator_comment AS c FROM withdrawal_orders WHERE id = $1', [orderId])).rows[0]!.c;

describe('the member’s account for the bank', () => {
  it('is asked of a self-employed member paid by the bank, kept only with the code, and checked by its control key', async () => {
    const m = await selfEmployedMember(ctx, 1_000, '77');
    // Declared, not yet confirmed by ФНС: paid as an individual until then, so no account is required yet.
    expect((await get(ctx, m, '/api/lk/payout-cards')).json().account).toEqual({
      account: null,
      required: false,
      available: true,
    });
    expect((await post(m, '/api/self-employed/check')).statusCode).toBe(200);
    expect((await get(ctx, m, '/api/lk/payout-cards')).json().account).toEqual({
      account: null,
      required: true,
      available: true,
    });
    // A digit off: the account does not agree with the БИК.
    const typo = await post(m, '/api/lk/payout-account', { accountNumber: '40817810500001234568', bik: BIK });
    expect(typo.statusCode).toBe(400);
    expect(typo.json().fields.accountNumber).toBe('Номер счёта не сходится с БИК: проверьте обе цифры в выписке банка');
    expect((await post(m, '/api/lk/payout-account', { accountNumber: PAYING_ACCOUNT, bik: '123456789' })).statusCode).toBe(400);

    const set = await post(m, '/api/lk/payout-account', { accountNumber: PAYING_ACCOUNT, bik: BIK });
    const { accountId } = set.json<{ accountId: number }>();
    // Waiting for its code: no money can go to it yet.
    expect((await get(ctx, m, '/api/lk/payout-cards')).json().account.account).toBeNull();
    expect((await withdraw(ctx, m, { destination: { kind: 'account', accountId }, amount: 100 })).json().errorCode).toBe(
      'payout_account_not_found',
    );
    const other = await moneyMember(ctx);
    expect(
      (await post(other, `/api/lk/payout-account/${accountId}/confirm`, { code: sentCodes(ctx, m.phone).at(-1)! })).statusCode,
    ).toBe(404);
    const done = await post(m, `/api/lk/payout-account/${accountId}/confirm`, { code: sentCodes(ctx, m.phone).at(-1)! });
    expect(done.json()).toMatchObject({ account: { id: accountId, last4: '4567', bik: BIK }, required: true });
    const audit = await ctx.db.query("SELECT after FROM audit_log WHERE action = 'payout_account.set' AND target_id = $1", [
      String(accountId),
    ]);
    expect(audit.rows).toHaveLength(1);
  });

  it('takes a self-employed member’s withdrawal only to the account, and nobody else’s to one', async () => {
    const m = await bankMember(1_000);
    expect((await withdraw(ctx, m, { bankId: SBER, phone: m.phone, amount: 100 })).json().errorCode).toBe(
      'payout_account_required',
    );
    const individual = await moneyMember(ctx);
    await credit(ctx, individual.memberId, 500);
    expect(
      (await withdraw(ctx, individual, { destination: { kind: 'account', accountId: m.accountId }, amount: 100 })).json()
        .errorCode,
    ).toBe('payout_account_not_found');
    // An individual under the bank's rail is paid by hand, as on the manual rail.
    const orderId = await requestOrder(ctx, individual, 200);
    const paid = await desk.pay(ctx, ctx.operator, orderId);
    expect(paid.json().outcome).toBe('paid');
  });
});

describe('payouts by the bank’s registry', () => {
  it('creates, signs and pays a registry, and keeps the receipt the bank registered', async () => {
    const m = await bankMember(3_000);
    const balance = ctx.emulator.tbank.config.balance;
    const orderId = await orderTo(m, 1_500);
    const { order } = (await get(ctx, m, `/api/order/${orderId}`)).json();
    expect(order).toMatchObject({ account: { last4: '4567', bik: BIK }, bank: null, card: null });
    await pay(orderId);
    expect(await settle(orderId)).toBe('paid');
    expect(await payoutRow(ctx, orderId)).toMatchObject({ state: 'succeeded' });
    // The receipts are asked once the bank has executed the registry: a pass or two later.
    await untilDone(orderId);
    const [registry] = ctx.emulator.tbank.registries().filter((r) => r.payments.some((p) => p.number === orderId));
    expect(registry).toMatchObject({ status: 'EXECUTED', payments: [{ number: orderId, kopecks: 150_000, status: 'EXECUTED' }] });
    expect(ctx.emulator.tbank.config.balance).toBe(balance - 150_000);
    const receipt = await ctx.db.query<{ provider: string; receipt_id: string; url: string }>(
      'SELECT provider, receipt_id, url FROM payout_receipts WHERE order_id = $1',
      [orderId],
    );
    expect(receipt.rows[0]).toMatchObject({
      provider: 'tbank',
      receipt_id: expect.any(String),
      url: expect.stringContaining(m.inn),
    });
    // The statement and the notifications name the account.
    const history = JSON.stringify((await get(ctx, m, '/api/accounts/transactions')).json());
    expect(history).toContain(`Заявка № ${orderId}: счёт •• 4567`);
    expect(history).toContain('"status":"Выплачено"');
    expect(JSON.stringify((await get(ctx, m, '/api/notification/')).json())).toContain('отправлены на счёт •• 4567');
    const rail = (await ctx.app.inject({ method: 'GET', url: '/api/admin/payouts/rail', headers: ctx.operator.headers })).json();
    expect(rail.registries[0]).toMatchObject({ state: 'done', stateText: 'Исполнен', payouts: 1, lastError: null });
  });

  it('pays nothing twice when the bank’s answers to signing and paying are lost', async () => {
    const m = await bankMember(2_000);
    const balance = ctx.emulator.tbank.config.balance;
    const orderId = await orderTo(m, 700);
    ctx.emulator.tbank.config.dropAnswers.push('submit', 'pay');
    await pay(orderId);
    expect(await settle(orderId)).toBe('paid');
    expect(ctx.emulator.tbank.config.dropAnswers).toEqual([]);
    const registries = ctx.emulator.tbank.registries().filter((r) => r.payments.some((p) => p.number === orderId));
    expect(registries).toHaveLength(1);
    expect(ctx.emulator.tbank.config.balance).toBe(balance - 70_000);
  });

  it('pays a registry the bank refused for want of money once the account is topped up, and shows why it waits', async () => {
    const m = await bankMember(2_000);
    const orderId = await orderTo(m, 900);
    const balance = ctx.emulator.tbank.config.balance;
    ctx.emulator.tbank.config.balance = 100;
    await pay(orderId);
    await runJob(ctx.app, registryPayoutsJob, {});
    expect(await orderStatus(ctx, orderId)).toBe('pending');
    const waiting = (
      await ctx.app.inject({ method: 'GET', url: '/api/admin/payouts/rail', headers: ctx.operator.headers })
    ).json();
    expect(waiting.registries[0]).toMatchObject({
      state: 'paying',
      stateText: 'Оплачивается',
      lastError: expect.stringContaining('INSUFFICIENT_FUNDS'),
    });
    // Topped up; the bank is asked again ten minutes later, not at every pass.
    ctx.emulator.tbank.config.balance = balance;
    await runJob(ctx.app, registryPayoutsJob, {});
    expect(await orderStatus(ctx, orderId)).toBe('pending');
    ctx.clock.advance(10 * 60_000 + 1_000);
    expect(await settle(orderId)).toBe('paid');
    expect(ctx.emulator.tbank.registries().filter((r) => r.payments.some((p) => p.number === orderId))).toHaveLength(1);
  });

  it('returns the points with the next step when the recipient’s bank refuses the account', async () => {
    const m = await bankMember(1_000, FRAUD_ACCOUNT);
    const orderId = await orderTo(m, 400);
    await pay(orderId);
    expect(await settle(orderId)).toBe('rejected');
    expect(await comment(orderId)).toBe(PAYOUT_CANCEL_REASONS_ACCOUNT.RECIPIENT_IN_FRAUD_DATABASE);
    expect(await balances(ctx, m)).toMatchObject({ balance: 1_000, frozen: 0 });
  });

  it('returns the points when the bank no longer has the person in its project', async () => {
    const m = await bankMember(1_000);
    const orderId = await orderTo(m, 300);
    ctx.emulator.tbank.setTaxpayer(m.inn, 'DECLINED');
    await pay(orderId);
    expect(await settle(orderId)).toBe('rejected');
    expect(await comment(orderId)).toBe(PAYOUT_CANCEL_REASONS_ACCOUNT.SELF_EMPLOYED_NOT_ACTIVE);
  });

  it('sends nothing when ФНС no longer confirms the status before the registry', async () => {
    const m = await bankMember(1_000);
    const orderId = await orderTo(m, 300);
    const creates = ctx.emulator.tbank.calls()['POST /tbank/api/v1/self-employed/payment-registry/create'] ?? 0;
    ctx.emulator.config.npdInactiveInns.push(m.inn);
    await pay(orderId);
    expect(await settle(orderId)).toBe('rejected');
    expect(await comment(orderId)).toBe(PAYOUT_CANCEL_REASONS.npd_status_lost);
    expect(ctx.emulator.tbank.calls()['POST /tbank/api/v1/self-employed/payment-registry/create'] ?? 0).toBe(creates);
  });

  it('pays an order to an account by the bank it was made for, whatever rail new orders get now', async () => {
    const m = await bankMember(1_000);
    const orderId = await orderTo(m, 300);
    try {
      expect((await switchRail(ctx, 'provider')).statusCode).toBe(200);
      // New orders go by the provider now; this one keeps its rail (decision 0061).
      expect(
        (await withdraw(ctx, m, { destination: { kind: 'account', accountId: m.accountId }, amount: 100 })).json().errorCode,
      ).toBe('payout_account_not_found');
      expect((await switchRail(ctx, 'manual')).statusCode).toBe(200);
      expect((await desk.order(ctx, ctx.operator, orderId)).json().order.rail).toBe('bank_registry');
      await pay(orderId);
    } finally {
      expect((await switchRail(ctx, 'bank_registry')).statusCode).toBe(200);
    }
    expect(await settle(orderId)).toBe('paid');
  });
});
