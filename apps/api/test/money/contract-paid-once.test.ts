// A contract is paid once whichever way it arrives (docs/product.md §11, migration 0118): every way the
// programme pays for a contract is listed below, and one contract is paid by each ordered pair of
// them — the second way pays nothing more, whatever the order, the case or the spaces of its number.
// A new way of paying joins the list and every pair with it.
import { contractNumberKey, type AdminDispute, type Dispute } from '@cabinet/contracts';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { receiveContract } from '../../src/features/contract-intake/service.js';
import { moscowDate } from '../../src/lib/moscow-time.js';
import { seedOperators, signInAdmin, signInSecondAdmin, type OperatorSession } from '../admin/fixtures.js';
import { CSV_HEADER, importContracts } from '../admin/imports-fixtures.js';
import { buildTestApp, type TestContext } from '../helper.js';
import { assertLedgerInvariants } from '../ledger-invariants.js';
import { contractRow, issueKey, partnerCall, type PartnerKeyInUse } from '../partner/fixtures.js';
import { moneyMember, type MoneyMember } from './fixtures.js';

let ctx: TestContext;
let admin: OperatorSession;
let checker: OperatorSession;
let partnerKey: PartnerKeyInUse;

beforeAll(async () => {
  ctx = await buildTestApp();
  await seedOperators(ctx);
  partnerKey = await issueKey(ctx, await signInAdmin(ctx), await signInSecondAdmin(ctx));
});
// What one admin credits alone is summed per Moscow day: each test is a new day, signed in afresh.
beforeEach(async () => {
  ctx.clock.advance(2 * 86_400_000);
  admin = await signInAdmin(ctx);
  checker = await signInSecondAdmin(ctx);
});

const today = () => moscowDate(ctx.clock.now());

/** A missing-contract claim of the member, opened before any way pays; null when the claim is refused. */
async function openClaim(m: MoneyMember, number: string): Promise<Dispute | null> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/disputes',
    headers: m.headers,
    payload: { kind: 'missing_contract', contractNumber: number, contractDate: today(), subscriber: 'ул. Ленина, 1, кв. 2' },
  });
  if (res.statusCode === 409) return null;
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** An admin credits the claim; above the threshold a second admin approves it. Answers the refusal's code, if any. */
async function creditClaim(d: Dispute | null, amount: number): Promise<string | null> {
  if (!d) return 'claim_refused';
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/disputes/${d.id}/credit`,
    headers: admin.headers,
    payload: { amount, text: 'Договор подтверждён' },
  });
  if (res.statusCode !== 200) return res.json().code;
  const waiting = res.json() as AdminDispute;
  if (!waiting.pendingCredit) return null;
  const approved = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/approvals/${waiting.pendingCredit.id}/approve`,
    headers: checker.headers,
  });
  return approved.statusCode === 200 ? null : approved.json().code;
}

interface Way {
  name: string;
  /** Opens what the way needs before anything is paid (a claim), for the member. */
  prepare(m: MoneyMember, number: string): Promise<Dispute | null>;
  pay(m: MoneyMember, number: string, prepared: Dispute | null): Promise<void>;
}

/** Every way a contract is paid. */
const WAYS: Way[] = [
  {
    name: 'the contracts import (a file)',
    prepare: async () => null,
    async pay(m, number) {
      await importContracts(ctx, admin, `${CSV_HEADER}\n${m.phone};${number};Петров Пётр;${today()};действует\n`);
    },
  },
  {
    name: 'one contract arriving alone',
    prepare: async () => null,
    async pay(m, number) {
      const at = ctx.clock.now();
      await ctx.db.transaction((tx) =>
        receiveContract(tx, { memberId: m.memberId, number, clientName: 'Петров', signedOn: today(), at }),
      );
    },
  },
  {
    name: 'the partner API (a company’s system)',
    prepare: async () => null,
    async pay(m, number) {
      const res = await partnerCall(ctx, partnerKey, {
        url: '/api/partner/v1/contracts',
        body: { contracts: [contractRow(m.phone, number, today())] },
      });
      expect(res.statusCode, res.body).toBe(200);
    },
  },
  {
    name: 'a claim credited by one admin',
    prepare: (m, number) => openClaim(m, number),
    async pay(_m, _number, claim) {
      await creditClaim(claim, 700);
    },
  },
  {
    name: 'a claim credited by two admins',
    prepare: (m, number) => openClaim(m, number),
    async pay(_m, _number, claim) {
      await creditClaim(claim, 60_000);
    },
  },
];

/** Paying transactions of the contract of this number's key, and the contracts of that key. */
async function payments(number: string): Promise<{ paid: number; contracts: number; credited: number }> {
  const { rows } = await ctx.db.query<{ paid: number; contracts: number; credited: number }>(
    `SELECT (SELECT count(*)::int FROM ledger_transactions t JOIN contracts c ON c.id = t.contract_id
              WHERE c.number_key = contract_number_key($1) AND t.kind IN ('reward', 'dispute_credit')) AS paid,
            (SELECT count(*)::int FROM contracts WHERE number_key = contract_number_key($1)) AS contracts,
            (SELECT count(*)::int FROM disputes WHERE contract_number_key(contract_number) = contract_number_key($1)
                AND status = 'credited' AND matched_contract_id IS NULL) AS credited`,
    [number],
  );
  return rows[0]!;
}

let seq = 0;

describe('a contract is paid once', () => {
  const pairs = WAYS.flatMap((first) => WAYS.map((second) => [first, second] as const));
  it.each(pairs.map(([a, b]) => [a.name, b.name, a, b] as const))('first by %s, then by %s', async (_a, _b, first, second) => {
    const m = await moneyMember(ctx);
    const other = await moneyMember(ctx);
    seq += 1;
    // The second way writes the number another way: the same contract for the programme.
    const number = `АД-ОДИН-${String(seq).padStart(4, '0')}`;
    const written = `ад-один ${String(seq).padStart(4, '0')}`;
    // Both claims are opened before anything is paid; one member has one open claim per number.
    const firstClaim = await first.prepare(m, number);
    const secondClaim = await second.prepare(firstClaim ? other : m, written);
    await first.pay(m, number, firstClaim);
    const once = await payments(number);
    expect(once).toMatchObject({ paid: 1, contracts: 1 });
    const balance = async () =>
      (
        await ctx.db.query<{ total: number }>(
          `SELECT coalesce(sum(balance), 0)::float8 AS total FROM ledger_accounts WHERE member_id = ANY($1::uuid[]) AND kind = 'available'`,
          [[m.memberId, other.memberId]],
        )
      ).rows[0]!.total;
    const before = await balance();

    await second.pay(secondClaim && firstClaim ? other : m, written, secondClaim);
    expect(await payments(number)).toEqual(once);
    expect(await balance()).toBe(before);
    await assertLedgerInvariants(ctx.db);
  });
});

describe('a claim credited before the import brings its contract', () => {
  it('is the contract: the import pays nothing more and says why, the member sees where it came from', async () => {
    const m = await moneyMember(ctx);
    const claim = await openClaim(m, 'АД-КРИТ-0001');
    expect(await creditClaim(claim, 700)).toBeNull();
    const { preview, job } = await importContracts(
      ctx,
      admin,
      `${CSV_HEADER}\n${m.phone};АД-КРИТ-0001;Петров Пётр;${today()};действует\n`,
    );
    expect(preview.counts).toMatchObject({ new: 0, changed: 1 });
    expect(job.result).toMatchObject({ accrued: 0, points: 0, updated: 1 });
    const history = (await ctx.app.inject({ method: 'GET', url: '/api/accounts/transactions', headers: m.headers })).json();
    expect(history.history.map((h: { amount: number }) => h.amount)).toEqual([700]);
    const calc = await ctx.app.inject({
      method: 'GET',
      url: `/api/accounts/transactions/${history.history[0].id}/calculation`,
      headers: m.headers,
    });
    expect(calc.json()).toMatchObject({
      contract: { number: 'АД-КРИТ-0001', clientName: 'Петров Пётр' },
      tier: null,
      import: null,
      claim: { disputeId: claim!.id },
    });
  });

  it('another member’s row of the number is refused, naming the claim', async () => {
    const m = await moneyMember(ctx);
    const other = await moneyMember(ctx);
    const claim = await openClaim(m, 'АД-КРИТ-0002');
    expect(await creditClaim(claim, 700)).toBeNull();
    const { preview } = await importContracts(
      ctx,
      admin,
      `${CSV_HEADER}\n${other.phone};ад-крит-0002;Петров Пётр;${today()};действует\n`,
    );
    expect(preview.counts).toMatchObject({ new: 0, refused: 1 });
    const rows = await ctx.app.inject({ method: 'GET', url: `/api/admin/imports/${preview.id}/rows`, headers: admin.headers });
    expect(rows.json().rows[0].reason).toBe(`Договор уже начислен другому участнику по спору № ${claim!.id}`);
  });

  it('is taken back when the import says the contract was terminated', async () => {
    const m = await moneyMember(ctx);
    const claim = await openClaim(m, 'АД-КРИТ-0003');
    expect(await creditClaim(claim, 700)).toBeNull();
    await importContracts(ctx, admin, `${CSV_HEADER}\n${m.phone};АД-КРИТ-0003;Петров Пётр;${today()};расторгнут\n`);
    const history = (await ctx.app.inject({ method: 'GET', url: '/api/accounts/transactions', headers: m.headers })).json();
    expect(history.history.map((h: { amount: number }) => h.amount)).toEqual([-700, 700]);
    await assertLedgerInvariants(ctx.db);
  });

  it('a claim of a contract the member has is refused: its line is disputed instead', async () => {
    const m = await moneyMember(ctx);
    await ctx.db.transaction((tx) =>
      receiveContract(tx, {
        memberId: m.memberId,
        number: 'АД-КРИТ-0004',
        clientName: 'Петров',
        signedOn: today(),
        at: ctx.clock.now(),
      }),
    );
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/disputes',
      headers: m.headers,
      payload: { kind: 'missing_contract', contractNumber: 'ад-крит 0004', contractDate: today(), subscriber: 'ул. Ленина, 1' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'dispute_contract_known' });
  });

  it('a credit of a number another member’s contract holds is refused before any decision, changing nothing', async () => {
    const m = await moneyMember(ctx);
    const other = await moneyMember(ctx);
    const claim = await openClaim(m, 'АД-КРИТ-0005');
    await ctx.db.transaction((tx) =>
      receiveContract(tx, {
        memberId: other.memberId,
        number: 'АД-КРИТ-0005',
        clientName: 'Петров',
        signedOn: today(),
        at: ctx.clock.now(),
      }),
    );
    const decisions = async () => (await ctx.db.query('SELECT 1 FROM approvals')).rowCount;
    const before = await decisions();
    expect(await creditClaim(claim, 700)).toBe('contract_paid');
    expect(await decisions()).toBe(before);
    const res = await ctx.app.inject({ method: 'GET', url: `/api/disputes/${claim!.id}`, headers: m.headers });
    expect(res.json().status).toBe('new');
  });
});

describe('the number’s key', () => {
  it('is the same in the database and in contractNumberKey, whatever the locale', async () => {
    const samples = [
      'АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ абвгдеёжзийклмнопрстуфхцчшщъыьэюя',
      'ABCDEFGHIJKLMNOPQRSTUVWXYZ-abc–123—x‑y',
      'Ñandú ÉCOLE 12/34',
      '\tАД 2026\n000123 ',
    ];
    const { rows } = await ctx.db.query<{ key: string }>('SELECT contract_number_key(x) AS key FROM unnest($1::text[]) x', [
      samples,
    ]);
    expect(rows.map((r) => r.key)).toEqual(samples.map(contractNumberKey));
    expect(contractNumberKey('АД-2026-000123')).toBe(contractNumberKey('ад 2026 000123'));
  });
});

describe('the dates of a claimed contract', () => {
  it('are refused after today and before the programme started, changing nothing', async () => {
    const m = await moneyMember(ctx);
    const claim = (contractDate: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/disputes',
        headers: m.headers,
        payload: { kind: 'missing_contract', contractNumber: 'АД-ДАТА-0001', contractDate, subscriber: 'ул. Ленина, 1' },
      });
    const count = async () => (await ctx.db.query('SELECT 1 FROM disputes WHERE member_id = $1', [m.memberId])).rowCount;
    const future = await claim('2099-01-01');
    expect(future.statusCode).toBe(400);
    expect(future.json().fields).toEqual({ contractDate: 'Дата подписания ещё не наступила' });
    const early = await claim('2023-12-31');
    expect(early.json().fields).toEqual({ contractDate: 'Дата подписания раньше начала программы (01.01.2024)' });
    expect(await count()).toBe(0);
    expect((await claim(today())).statusCode).toBe(200);
  });
});
