// Contracts and their events by the partner API (decision 0063): every row of a batch answered for
// itself by the file import's rules, nothing half-written, a batch processed once by its Idempotency-Key,
// the subscriber's number kept only as a keyed hash, and the events — `activated` releases the quality
// hold at once, `terminated` voids a held reward or claws a paid one back with the debt rules.
import type { PartnerContractsResponse, PartnerEventsResponse } from '@cabinet/contracts';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { moscowDate } from '../../src/lib/moscow-time.js';
import { seedOperators, signInAdmin, signInSecondAdmin, type OperatorSession } from '../admin/fixtures.js';
import { buildTestApp, type TestContext } from '../helper.js';
import { assertLedgerInvariants } from '../ledger-invariants.js';
import { credit, moneyMember, type MoneyMember } from '../money/fixtures.js';
import { contractRow, issueKey, partnerCall, type PartnerKeyInUse } from './fixtures.js';

let ctx: TestContext;
let admin: OperatorSession;
let checker: OperatorSession;
let key: PartnerKeyInUse;

beforeAll(async () => {
  ctx = await buildTestApp({ PROGRAMME_STARTED_ON: '2025-01-01' });
  await seedOperators(ctx);
  admin = await signInAdmin(ctx);
  checker = await signInSecondAdmin(ctx);
  key = await issueKey(ctx, admin, checker);
});
beforeEach(() => {
  ctx.clock.advance(60_000);
});

const DAY = 86_400_000;
const today = () => moscowDate(ctx.clock.now());
const dayAfter = (days: number) => moscowDate(new Date(ctx.clock.now().getTime() + days * DAY));
const sendContracts = (contracts: unknown[], idempotencyKey?: string) =>
  partnerCall(ctx, key, { url: '/api/partner/v1/contracts', body: { contracts }, ...(idempotencyKey ? { idempotencyKey } : {}) });
const sendEvents = (events: unknown[]) => partnerCall(ctx, key, { url: '/api/partner/v1/contracts/events', body: { events } });
async function contracts(m: MoneyMember) {
  const { rows } = await ctx.db.query<{ number: string; source: string; subscriberKey: string | null; batch: number | null }>(
    `SELECT number, source, subscriber_key AS "subscriberKey", partner_batch_id::int AS batch FROM contracts
      WHERE member_id = $1 ORDER BY id`,
    [m.memberId],
  );
  return rows;
}
async function available(m: MoneyMember): Promise<{ balance: number; debt: number }> {
  const { rows } = await ctx.db.query<{ kind: string; balance: number }>(
    `SELECT kind, balance::float8 / 100 AS balance FROM ledger_accounts WHERE member_id = $1 AND kind IN ('available', 'debt')`,
    [m.memberId],
  );
  const of = (k: string) => rows.find((r) => r.kind === k)?.balance ?? 0;
  return { balance: of('available'), debt: of('debt') };
}
async function setHold(days: number) {
  admin = await signInAdmin(ctx);
  checker = await signInSecondAdmin(ctx);
  const res = await ctx.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: admin.headers,
    payload: { holdDays: days },
  });
  expect(res.statusCode, res.body).toBe(200);
  for (const c of res.json().pendingChanges as { id: number }[]) {
    const approved = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/approvals/${c.id}/approve`,
      headers: checker.headers,
    });
    expect(approved.statusCode, approved.body).toBe(200);
  }
}

describe('a batch of contracts', () => {
  it('answers every row for itself: the valid ones accepted, each other refused for its own reason', async () => {
    const m = await moneyMember(ctx);
    const res = await sendContracts([
      contractRow(m.phone, 'ПА-0001', today(), { tariff: 'Домашний интернет 500', subscriberPhone: '+7 (912) 345-67-89' }),
      contractRow('+7 900 000-00-00', 'ПА-0002', today()),
      contractRow(m.phone, 'ПА-0003', dayAfter(2)),
      contractRow(m.phone, 'ПА-0004', '2024-12-31'),
      contractRow(m.phone, 'па 0001', today()),
      contractRow('12345', 'ПА-0005', today()),
      contractRow(m.phone, 'ПА-0006', '31.02.2026'),
      contractRow(m.phone, 'ПА-0007', today(), { subscriberPhone: 'позвонить вечером' }),
      contractRow(m.phone, '', today()),
      contractRow(m.phone, 'ПА-0008', today(), { clientName: ' ' }),
      contractRow(m.phone, 'ПА-0009', moscowDate(ctx.clock.now()).replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3.$2.$1')),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<PartnerContractsResponse>();
    expect(answer).toMatchObject({ received: 11, accepted: 2, duplicates: 0, refused: 9 });
    expect(answer.rows.map((r) => [r.index, r.result, r.code])).toEqual([
      [0, 'accepted', null],
      [1, 'refused', 'member_unknown'],
      [2, 'refused', 'date_in_future'],
      [3, 'refused', 'date_before_programme'],
      [4, 'refused', 'number_repeated'],
      [5, 'refused', 'phone_invalid'],
      [6, 'refused', 'date_invalid'],
      [7, 'refused', 'subscriber_phone_invalid'],
      [8, 'refused', 'number_missing'],
      [9, 'refused', 'client_missing'],
      [10, 'accepted', null],
    ]);
    expect(answer.rows[1]!.message).toBe('Участник с телефоном +7 (900) 000-00-00 не найден');
    expect(answer.rows[3]!.message).toBe('Дата подписания раньше начала программы (01.01.2025)');
    expect(answer.rows[4]!.message).toBe('Номер договора уже встречался в пакете (индекс 0)');
    expect(answer.rows[0]!.contractId).toEqual(expect.any(Number));
    expect(answer.rows[0]!.reward).toEqual(expect.any(Number));
    const entered = await contracts(m);
    expect(entered.map((c) => [c.number, c.source, c.batch])).toEqual([
      ['ПА-0001', 'partner', answer.batchId],
      ['ПА-0009', 'partner', answer.batchId],
    ]);
    // The subscriber's number is a keyed hash, not the number in any form.
    expect(entered[0]!.subscriberKey).toMatch(/^[0-9a-f]{64}$/);
    const { rows: leaked } = await ctx.db.query(`SELECT 1 FROM contracts WHERE row_to_json(contracts)::text LIKE '%9123456789%'`);
    expect(leaked).toEqual([]);
  });

  it('moves the member’s balance, history and notifications in the same answer', async () => {
    const m = await moneyMember(ctx);
    const res = await sendContracts([contractRow(m.phone, 'ПБ-0001', today())]);
    expect(res.statusCode, res.body).toBe(200);
    const reward = res.json<PartnerContractsResponse>().rows[0]!.reward!;
    expect(reward).toBeGreaterThan(0);
    expect((await available(m)).balance).toBe(reward);
    const history = (await ctx.app.inject({ method: 'GET', url: '/api/accounts/transactions', headers: m.headers })).json();
    expect(history.history.map((h: { amount: number }) => h.amount)).toEqual([reward]);
  });

  it('is processed once by its Idempotency-Key: a repeat answers the first result, another body is refused', async () => {
    const m = await moneyMember(ctx);
    const rows = [contractRow(m.phone, 'ПВ-0001', today()), contractRow(m.phone, 'ПВ-0002', today())];
    const first = await sendContracts(rows, 'batch-idem-0001');
    expect(first.statusCode, first.body).toBe(200);
    const repeat = await sendContracts(rows, 'batch-idem-0001');
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual(first.json());
    expect(await contracts(m)).toHaveLength(2);
    const other = await sendContracts([rows[0]], 'batch-idem-0001');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'idempotency_mismatch' });
    // A new key for the same rows: each contract is found, never paid twice.
    const again = await sendContracts(rows, 'batch-idem-0002');
    expect(again.json()).toMatchObject({ accepted: 0, duplicates: 2, refused: 0 });
    const none = await partnerCall(ctx, key, {
      url: '/api/partner/v1/contracts',
      body: { contracts: rows },
      idempotencyKey: null,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'idempotency_key_required' });
  });

  it('two batches with the same key at once: one processes it, the other answers its result', async () => {
    const m = await moneyMember(ctx);
    const rows = [contractRow(m.phone, 'ПГ-0001', today())];
    const [a, b] = await Promise.all([sendContracts(rows, 'batch-race-0001'), sendContracts(rows, 'batch-race-0001')]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toEqual(b.json());
    expect(await contracts(m)).toHaveLength(1);
    await assertLedgerInvariants(ctx.db);
  });

  it('refuses a batch over 1 000 rows or over the size limit whole, writing nothing', async () => {
    const m = await moneyMember(ctx);
    const many = Array.from({ length: 1001 }, (_, i) => contractRow(m.phone, `ПД-${i}`, today()));
    const over = await sendContracts(many);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      code: 'validation_error',
      fields: { contracts: 'От 1 до 1\u00a0000 строк в одном запросе' },
    });
    const huge = [contractRow(m.phone, 'ПД-Х', today(), { clientName: 'Я'.repeat(1000) })];
    const big = await partnerCall(ctx, key, {
      url: '/api/partner/v1/contracts',
      body: { contracts: Array.from({ length: 600 }, () => huge[0]) },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'payload_too_large' });
    expect(await contracts(m)).toEqual([]);
    const { rows } = await ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM partner_batches WHERE key_id = $1 AND rows = 0',
      [key.id],
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('a contract the file or a claim brought is a duplicate for the API, and another member’s is refused', async () => {
    const m = await moneyMember(ctx);
    const other = await moneyMember(ctx);
    const first = await sendContracts([contractRow(m.phone, 'ПЕ-0001', today())]);
    expect(first.json()).toMatchObject({ accepted: 1 });
    const rows = [];
    for (const row of [
      contractRow(m.phone, 'пе 0001', today(), { clientName: 'Петров Пётр Иванович' }),
      contractRow(other.phone, 'ПЕ-0001', today()),
      contractRow(m.phone, 'ПЕ-0001', dayAfter(-1)),
    ])
      rows.push((await sendContracts([row])).json<PartnerContractsResponse>().rows[0]!);
    expect(rows.map((r) => [r.result, r.code])).toEqual([
      ['duplicate', null],
      ['refused', 'contract_other_member'],
      ['refused', 'contract_date_differs'],
    ]);
    expect(rows[0]!.contractId).toBe(first.json<PartnerContractsResponse>().rows[0]!.contractId);
    // The duplicate corrected the client's name, as a file's row would.
    const { rows: names } = await ctx.db.query<{ client_name: string }>(
      'SELECT client_name FROM contracts WHERE number_key = contract_number_key($1)',
      ['ПЕ-0001'],
    );
    expect(names[0]!.client_name).toBe('Петров Пётр Иванович');
  });
});

describe('contract events', () => {
  it('activated releases a held reward at once; terminated inside the hold voids it with no debt', async () => {
    await setHold(14);
    const m = await moneyMember(ctx);
    const sent = await sendContracts([contractRow(m.phone, 'ПЖ-0001', today()), contractRow(m.phone, 'ПЖ-0002', today())]);
    const reward = sent.json<PartnerContractsResponse>().rows[0]!.reward!;
    expect(await available(m)).toEqual({ balance: 0, debt: 0 });
    const res = await sendEvents([
      { number: 'ПЖ-0001', type: 'activated' },
      { number: 'пж 0001', type: 'activated' },
      { number: 'ПЖ-0002', type: 'terminated' },
      { number: 'ПЖ-0002', type: 'activated' },
      { number: 'ПЖ-НЕТ', type: 'activated' },
      { number: 'ПЖ-0001', type: 'renamed' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<PartnerEventsResponse>();
    expect(answer).toMatchObject({ received: 6, applied: 2, unchanged: 1, refused: 3 });
    expect(answer.rows.map((r) => [r.result, r.code, r.released, r.voided])).toEqual([
      ['applied', null, reward, null],
      ['unchanged', null, null, null],
      ['applied', null, null, reward],
      ['refused', 'contract_terminated', null, null],
      ['refused', 'contract_unknown', null, null],
      ['refused', 'event_type_invalid', null, null],
    ]);
    expect(await available(m)).toEqual({ balance: reward, debt: 0 });
    await setHold(0);
  });

  it('terminated after the reward was paid claws it back, and what the balance lacks becomes a debt', async () => {
    const m = await moneyMember(ctx);
    const sent = await sendContracts([contractRow(m.phone, 'ПЗ-0001', today())]);
    const reward = sent.json<PartnerContractsResponse>().rows[0]!.reward!;
    expect((await available(m)).balance).toBe(reward);
    // Half of it is gone meanwhile (spent, or corrected by an operator).
    await credit(ctx, m.memberId, -reward / 2);
    const res = await sendEvents([{ number: 'ПЗ-0001', type: 'terminated' }]);
    const row = res.json<PartnerEventsResponse>().rows[0]!;
    expect(row).toMatchObject({ result: 'applied', voided: 0, clawedBack: reward / 2, debt: reward / 2 });
    expect(await available(m)).toEqual({ balance: 0, debt: reward / 2 });
    const again = await sendEvents([{ number: 'ПЗ-0001', type: 'terminated' }]);
    expect(again.json<PartnerEventsResponse>().rows[0]!.result).toBe('unchanged');
    await assertLedgerInvariants(ctx.db);
  });
});
