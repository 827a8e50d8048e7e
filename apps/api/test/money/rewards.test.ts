import { DEFAULT_REWARD_TIERS, rewardsMonthlyResponse, rewardsSummaryResponse } from '@cabinet/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { accrueContract } from '../../src/features/rewards/accrue-contract.js';
import { listTierRows } from '../../src/features/tiers/service.js';
import { addMonths, moscowDate, moscowMonth } from '../../src/lib/moscow-time.js';
import { buildTestApp, type TestContext } from '../helper.js';
import { balances, contract, get, moneyMember, moneyRowCounts, type MoneyMember } from './fixtures.js';

let ctx: TestContext;
let m: MoneyMember;
beforeAll(async () => {
  ctx = await buildTestApp();
  m = await moneyMember(ctx);
});

const tiers = [
  { level: 1, minContracts: 1, maxContracts: 4, reward: 500 },
  { level: 2, minContracts: 5, maxContracts: 9, reward: 700 },
  { level: 3, minContracts: 10, maxContracts: null, reward: 1000 },
];

it("starts a fresh database with the programme's default tier table", async () => {
  // The first test of the file: nothing has touched the table yet.
  const rows = await listTierRows(ctx.db);
  expect(rows.map((r) => ({ minContracts: r.minContracts, reward: r.reward / 100 }))).toEqual(DEFAULT_REWARD_TIERS);
});

describe('accrueContract', () => {
  it('pays each contract the tier its position in the calendar month reached', async () => {
    const p = await moneyMember(ctx);
    const rewards: number[] = [];
    for (let i = 1; i <= 11; i++) {
      const r = await contract(ctx, p.memberId, {
        number: `АД-2025-1${String(i).padStart(5, '0')}`,
        signedOn: `2025-01-${String(i + 10).padStart(2, '0')}`,
      });
      expect(r).toMatchObject({ created: true, position: i });
      rewards.push(r.created ? r.reward : -1);
    }
    expect(rewards).toEqual([500, 500, 500, 500, 700, 700, 700, 700, 700, 1000, 1000]);
    expect((await balances(ctx, p)).balance).toBe(4 * 500 + 5 * 700 + 2 * 1000);
    const { rows } = await ctx.db.query(
      `SELECT number, client_name, signed_on::text AS signed_on, status, position_in_month, tier_min_contracts, reward::float8 AS reward
         FROM contracts WHERE number = 'АД-2025-100005'`,
    );
    expect(rows[0]).toEqual({
      number: 'АД-2025-100005',
      client_name: 'Иванов Пётр Сергеевич',
      signed_on: '2025-01-15',
      status: 'active',
      position_in_month: 5,
      tier_min_contracts: 5,
      reward: 70_000,
    });
  });

  it('starts each calendar month at the first tier again', async () => {
    const p = await moneyMember(ctx);
    for (let i = 0; i < 10; i++) await contract(ctx, p.memberId, { signedOn: '2025-01-31' });
    const feb = await contract(ctx, p.memberId, { signedOn: '2025-02-01' });
    expect(feb).toMatchObject({ created: true, position: 1, reward: 500, tierMinContracts: 1 });
    // A late import of a January contract still counts in January.
    const lateJan = await contract(ctx, p.memberId, { signedOn: '2025-01-02' });
    expect(lateJan).toMatchObject({ position: 11, reward: 1000 });
  });

  it('accrues rewards → available with the contract named, and notifies the member', async () => {
    const p = await moneyMember(ctx);
    const r = await contract(ctx, p.memberId, {
      number: 'АД-2025-000777',
      clientName: 'Белова Ирина Олеговна',
      signedOn: '2025-03-03',
    });
    const { rows: lines } = await ctx.db.query(
      `SELECT a.kind, e.amount::float8 AS amount FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
         JOIN ledger_transactions t ON t.id = e.transaction_id WHERE t.contract_id = $1 ORDER BY a.kind`,
      [r.contractId],
    );
    expect(lines).toEqual([
      { kind: 'available', amount: 50_000 },
      { kind: 'rewards', amount: -50_000 },
    ]);
    const { rows } = await ctx.db.query('SELECT category, title, body, link, read_at FROM notifications WHERE member_id = $1', [
      p.memberId,
    ]);
    expect(rows).toEqual([
      {
        category: 'accrual',
        title: 'Начислено 500\u00a0б.',
        body: 'За договор № АД-2025-000777 (Белова Ирина Олеговна)',
        link: '/balance',
        read_at: null,
      },
    ]);
  });

  it('is idempotent by contract number: a second import changes nothing and says so', async () => {
    const p = await moneyMember(ctx);
    const first = await contract(ctx, p.memberId, { number: 'АД-2025-000900', signedOn: '2025-04-01' });
    const before = await moneyRowCounts(ctx);
    const again = await contract(ctx, p.memberId, {
      number: 'АД-2025-000900',
      signedOn: '2025-04-02',
      clientName: 'Другой клиент',
    });
    const elsewhere = await contract(ctx, m.memberId, { number: ' АД-2025-000900 ' });
    expect(again).toEqual({ created: false, contractId: first.contractId });
    expect(elsewhere).toEqual({ created: false, contractId: first.contractId });
    expect(await moneyRowCounts(ctx)).toEqual(before);
  });

  it('uses the tiers as operators last set them; earlier contracts keep their reward', async () => {
    const p = await moneyMember(ctx);
    await contract(ctx, p.memberId, { signedOn: '2025-05-05' });
    await ctx.db.query("UPDATE reward_tiers SET reward = 60000, updated_by = 'operator' WHERE min_contracts = 1");
    try {
      expect(await contract(ctx, p.memberId, { signedOn: '2025-05-06' })).toMatchObject({ reward: 600 });
      const { rows } = await ctx.db.query<{ reward: number }>(
        'SELECT reward::float8 AS reward FROM contracts WHERE member_id = $1 ORDER BY id',
        [p.memberId],
      );
      expect(rows.map((r) => r.reward)).toEqual([50_000, 60_000]);
    } finally {
      await ctx.db.query('UPDATE reward_tiers SET reward = 50000 WHERE min_contracts = 1');
    }
  });

  it('refuses a contract without number, client or a real signing date', async () => {
    const before = await moneyRowCounts(ctx);
    const run = (input: { number: string; clientName: string; signedOn: string }) =>
      ctx.db.transaction((tx) => accrueContract(tx, { memberId: m.memberId, ...input, at: ctx.clock.now() }));
    await expect(run({ number: ' ', clientName: 'Клиент', signedOn: '2025-01-01' })).rejects.toMatchObject({
      code: 'validation_error',
    });
    await expect(run({ number: 'АД-1', clientName: '', signedOn: '2025-01-01' })).rejects.toMatchObject({
      code: 'validation_error',
    });
    await expect(run({ number: 'АД-1', clientName: 'Клиент', signedOn: '2025-02-30' })).rejects.toMatchObject({
      code: 'validation_error',
      details: { fields: { signedOn: 'Дата подписания в формате ГГГГ-ММ-ДД' } },
    });
    expect(await moneyRowCounts(ctx)).toEqual(before);
  });
});

describe('GET /api/rewards/summary', () => {
  it('before the first contract: nothing earned, the first tier next', async () => {
    const p = await moneyMember(ctx);
    const res = await get(ctx, p, '/api/rewards/summary');
    expect(res.statusCode).toBe(200);
    expect(rewardsSummaryResponse.parse(res.json())).toEqual({
      month: moscowMonth(ctx.clock.now()),
      contractsCount: 0,
      earned: 0,
      currentTier: null,
      nextContractReward: 500,
      nextTier: { ...tiers[0], contractsLeft: 1 },
      tiers,
    });
  });

  it('counts this Moscow month only and shows what the next tier needs', async () => {
    const p = await moneyMember(ctx);
    const today = moscowDate(ctx.clock.now());
    const lastMonth = `${addMonths(today.slice(0, 7), -1)}-15`;
    for (let i = 0; i < 3; i++) await contract(ctx, p.memberId, { signedOn: lastMonth });
    for (let i = 0; i < 6; i++) await contract(ctx, p.memberId, { signedOn: today });
    const summary = rewardsSummaryResponse.parse((await get(ctx, p, '/api/rewards/summary')).json());
    expect(summary).toMatchObject({
      contractsCount: 6,
      earned: 4 * 500 + 2 * 700,
      currentTier: tiers[1],
      nextContractReward: 700,
      nextTier: { ...tiers[2], contractsLeft: 4 },
    });
    for (let i = 0; i < 4; i++) await contract(ctx, p.memberId, { signedOn: today });
    const top = rewardsSummaryResponse.parse((await get(ctx, p, '/api/rewards/summary')).json());
    expect(top).toMatchObject({ contractsCount: 10, currentTier: tiers[2], nextContractReward: 1000, nextTier: null });
  });
});

describe('GET /api/rewards/monthly', () => {
  it('answers the last N months, oldest first, zero months included', async () => {
    const p = await moneyMember(ctx);
    const month = moscowMonth(ctx.clock.now());
    await contract(ctx, p.memberId, { signedOn: `${addMonths(month, -2)}-10` });
    await contract(ctx, p.memberId, { signedOn: `${addMonths(month, -2)}-11` });
    await contract(ctx, p.memberId, { signedOn: `${month}-01` });
    await contract(ctx, p.memberId, { signedOn: `${addMonths(month, -5)}-01` });
    const res = await get(ctx, p, '/api/rewards/monthly?months=3');
    expect(res.statusCode).toBe(200);
    expect(rewardsMonthlyResponse.parse(res.json())).toEqual({
      months: [
        { month: addMonths(month, -2), contractsCount: 2, earned: 1000 },
        { month: addMonths(month, -1), contractsCount: 0, earned: 0 },
        { month, contractsCount: 1, earned: 500 },
      ],
    });
    const year = rewardsMonthlyResponse.parse((await get(ctx, p, '/api/rewards/monthly')).json()).months;
    expect(year).toHaveLength(12);
    expect(year.reduce((s, x) => s + x.contractsCount, 0)).toBe(4);
    expect(
      (await get(ctx, m, '/api/rewards/monthly?months=3'))
        .json()
        .months.every((x: { contractsCount: number }) => x.contractsCount === 0),
    ).toBe(true);
  });

  it('refuses a period outside 1–36 months', async () => {
    for (const months of ['0', '37', 'year']) {
      const res = await get(ctx, m, `/api/rewards/monthly?months=${months}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_error' });
    }
  });
});
