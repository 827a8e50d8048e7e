// The rail an admin chooses, the SBP bank list taken from the provider (and kept while it is away),
// the daily reconciliation and the payout balance (decision 0031).
import { beforeAll, describe, expect, it } from 'vitest';
import { refreshBanksJob } from '../../src/features/banks/refresh-job.js';
import { payoutBalanceJob, reconcilePayoutsJob } from '../../src/features/payouts/jobs.js';
import { buildOpsApp } from '../../src/ops-app.js';
import { runJob } from '../helper.js';
import { desk } from '../admin/desk-fixtures.js';
import { orderOf, payByProvider, payoutsApp, payoutsOfOrder, settled, type PayoutsContext } from './fixtures.js';

let ctx: PayoutsContext;
beforeAll(async () => {
  ctx = await payoutsApp();
});

const rail = (rail: unknown, headers = ctx.admin.headers) =>
  ctx.app.inject({ method: 'PUT', url: '/api/admin/payouts/rail', headers, payload: { rail } });

describe('the rail', () => {
  it('is an admin’s choice, audited; on the manual rail the desk records the payment as before', async () => {
    expect((await rail('provider', ctx.operator.headers)).statusCode).toBe(403);
    expect((await rail('bank')).statusCode).toBe(400);
    const manual = await rail('manual');
    expect(manual.json()).toMatchObject({ rail: 'manual', provider: { name: 'yookassa', title: 'ЮKassa' } });
    const { orderId } = await orderOf(ctx, 150);
    expect((await desk.pay(ctx, ctx.operator, orderId)).json()).toMatchObject({ outcome: 'paid', order: { payout: null } });
    expect(payoutsOfOrder(ctx, orderId)).toEqual([]);
    expect((await rail('provider')).json().rail).toBe('provider');
    const { rows } = await ctx.db.query("SELECT before, after FROM audit_log WHERE action = 'payouts.rail_changed' ORDER BY id");
    expect(rows.slice(-2)).toEqual([
      { before: { rail: 'provider' }, after: { rail: 'manual' } },
      { before: { rail: 'manual' }, after: { rail: 'provider' } },
    ]);
  });
});

describe('the SBP bank list', () => {
  it('comes from the provider and stays as it was while the provider is away', async () => {
    await ctx.db.query("UPDATE banks SET name = 'Старое имя' WHERE id = '100000000111'");
    await ctx.db.query("INSERT INTO banks (id, name, short_name) VALUES ('100000000999', 'Ушедший банк', 'Ушедший')");
    const done = await runJob(ctx.app, refreshBanksJob, {});
    expect(done, JSON.stringify(done)).toMatchObject({ state: 'completed', output: { listed: 26, hidden: 1 } });
    const { rows } = await ctx.db.query<{ id: string; name: string; active: boolean }>(
      'SELECT id, name, active FROM banks ORDER BY id',
    );
    // The member's withdrawal form lists them.
    const member = (await orderOf(ctx, 100)).member;
    const listed = (await ctx.app.inject({ method: 'GET', url: '/api/banks/', headers: member.headers })).json();
    expect(listed.banks.items).toEqual(
      expect.arrayContaining([{ id: '100000000284', name: 'Банк Точка', shortName: 'Банк Точка' }]),
    );
    expect(JSON.stringify(listed)).not.toContain('Ушедший');
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get('100000000111')).toMatchObject({ name: 'Сбербанк', active: true });
    expect(byId.get('100000000284')).toMatchObject({ name: 'Банк Точка', active: true });
    expect(byId.get('100000000999')).toMatchObject({ active: false });

    ctx.emulator.config.banksDown = true;
    try {
      const run = refreshBanksJob.run(ctx.app.deps, {
        id: 'manual',
        data: {},
        attempt: 1,
        lastAttempt: true,
        signal: new AbortController().signal,
        log: ctx.app.log,
      });
      await expect(run).rejects.toThrow(/sbp_banks/);
      const after = await ctx.db.query('SELECT id, name, active FROM banks ORDER BY id');
      expect(after.rows).toEqual(rows);
    } finally {
      ctx.emulator.config.banksDown = false;
    }
  });
});

describe('reconciliation and balance', () => {
  it('reports a difference planted at the provider, once; shows the payout balance', async () => {
    const { orderId } = await orderOf(ctx, 640);
    await payByProvider(ctx, orderId);
    expect(await settled(ctx, orderId)).toBe('paid');
    const clean = await runJob(ctx.app, reconcilePayoutsJob, {});
    expect(clean).toMatchObject({ state: 'completed', output: { differences: 0 } });
    const [payout] = payoutsOfOrder(ctx, orderId);
    ctx.emulator.tamper(payout!.id, { amount: { value: '6400.00', currency: 'RUB' }, status: 'canceled' });
    expect(await runJob(ctx.app, reconcilePayoutsJob, {})).toMatchObject({ output: { differences: 2 } });
    expect(await runJob(ctx.app, reconcilePayoutsJob, {})).toMatchObject({ output: { differences: 0 } });
    const list = (
      await ctx.app.inject({ method: 'GET', url: '/api/admin/payouts/differences', headers: ctx.operator.headers })
    ).json();
    expect(list.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          orderId,
          kind: 'amount',
          // Ours is what the bank was to get: 640 less its 13 % НДФЛ in whole roubles, 83 (decision 0033).
          ours: '557',
          theirs: '6400',
          text: 'Сумма у платёжного сервиса не та, что в заявке',
          // The order as the ledger has it, beside what differs.
          order: { amount: 640, statusText: 'Выплачено' },
          payoutStateText: 'Выплачено',
        }),
        expect.objectContaining({ orderId, kind: 'status', ours: 'succeeded', theirs: 'canceled' }),
      ]),
    );

    ctx.emulator.config.balance = 50_000_00;
    expect(await runJob(ctx.app, payoutBalanceJob, {})).toMatchObject({ output: { balance: 50_000_00 } });
    const view = (await ctx.app.inject({ method: 'GET', url: '/api/admin/payouts/rail', headers: ctx.operator.headers })).json();
    expect(view).toMatchObject({
      rail: 'provider',
      balance: { amount: 50_000, low: true, warningBelow: 100_000 },
      openDifferences: 2,
    });
    const ops = await buildOpsApp({ metrics: ctx.app.metrics, db: ctx.db });
    try {
      const metrics = (await ops.inject({ method: 'GET', url: '/metrics' })).body;
      expect(metrics).toMatch(/^payout_provider_balance_rub\{provider="yookassa"\} 50000$/m);
      expect(metrics).toMatch(/^payout_provider_balance_warning_rub 100000$/m);
    } finally {
      await ops.close();
    }
  });

  it('warns below the configured threshold only', async () => {
    const low = await payoutsApp({ balance: 40_000_00 }, { PAYOUT_BALANCE_WARNING_RUB: '30000' });
    expect(await runJob(low.app, payoutBalanceJob, {})).toMatchObject({ output: { balance: 40_000_00 } });
    const view = (await low.app.inject({ method: 'GET', url: '/api/admin/payouts/rail', headers: low.operator.headers })).json();
    expect(view.balance).toMatchObject({ amount: 40_000, low: false, warningBelow: 30_000 });
  });
});
