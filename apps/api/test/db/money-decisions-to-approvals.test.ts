// The migration that moved the money decisions onto the approvals door
// (apps/api/migrations/0123_money_decisions_to_approvals.sql, decisions 0041 and 0060), run again on a
// database with the old table as migrations 0090 and 0105 left it: every decision — alone, pending,
// approved, rejected — becomes a request of its kind with its maker, checker, times, reason, payload
// and sum; a dispute's waiting credit is found and approved at the door afterwards, and what the
// maker created alone still counts toward their day.
import { readFileSync } from 'node:fs';
import type { AdminDispute } from '@cabinet/contracts';
import { beforeAll, expect, it } from 'vitest';
import { moscowDate, moscowMonth } from '../../src/lib/moscow-time.js';
import { seedOperators, signInAdmin, signInSecondAdmin, type OperatorSession } from '../admin/fixtures.js';
import { scheduledContest } from '../contests/fixtures.js';
import { buildTestApp, type TestContext } from '../helper.js';
import { assertLedgerInvariants } from '../ledger-invariants.js';
import { contract, moneyMember, type MoneyMember } from '../money/fixtures.js';

const sql = (file: string) => readFileSync(new URL(`../../migrations/${file}`, import.meta.url), 'utf8');
const migration = sql('0123_money_decisions_to_approvals.sql');
/** The table as 0090 created it and 0105 widened its kinds, and the disputes' column that pointed at it. */
const oldTable = [
  /CREATE TABLE money_decisions \([\s\S]*?\n\);/.exec(sql('0090_money_decisions.sql'))![0],
  /ALTER TABLE money_decisions DROP CONSTRAINT[\s\S]*?\);/.exec(sql('0105_disputes.sql'))![0],
  'ALTER TABLE disputes ADD COLUMN pending_decision_id bigint REFERENCES money_decisions (id);',
].join('\n');

let ctx: TestContext;
let maker: OperatorSession;
let checker: OperatorSession;
let ids: { maker: string; checker: string };
let claimant: MoneyMember;
let disputeId: number;
let contestId: number;
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  ctx = await buildTestApp();
  await seedOperators(ctx);
  maker = await signInAdmin(ctx);
  checker = await signInSecondAdmin(ctx);
  const { rows } = await ctx.db.query<{ email: string; id: string }>(
    `SELECT email, id::text AS id FROM operators WHERE email IN ('admin@agent-plus.test', 'admin2@agent-plus.test')`,
  );
  ids = {
    maker: rows.find((r) => r.email === 'admin@agent-plus.test')!.id,
    checker: rows.find((r) => r.email === 'admin2@agent-plus.test')!.id,
  };
  claimant = await moneyMember(ctx);
  const claim = await ctx.app.inject({
    method: 'POST',
    url: '/api/disputes',
    headers: claimant.headers,
    payload: {
      kind: 'missing_contract',
      contractNumber: 'МИГ-0123-1',
      contractDate: moscowDate(ctx.clock.now()),
      subscriber: 'ул. Ленина, 1, кв. 2',
    },
  });
  expect(claim.statusCode, claim.body).toBe(200);
  disputeId = claim.json().id;
  contestId = (await scheduledContest(ctx, maker, { rule: { kind: 'threshold', contracts: 1, prize: 40_000 } })).id;
  // A prize of the contest a second admin approved: the decision then closed with its author's refusal of another.
  await contract(ctx, claimant.memberId);
  const paid = (
    await ctx.db.query<{ transactionId: number }>(
      'SELECT id::float8 AS "transactionId" FROM ledger_transactions WHERE member_id = $1 ORDER BY id DESC LIMIT 1',
      [claimant.memberId],
    )
  ).rows[0]!;
  await ctx.db.query(
    `INSERT INTO contest_prizes (contest_id, member_id, league, place, score, amount, status, transaction_id, approved_by, created_at, paid_at)
     VALUES ($1, $2, 1, NULL, 1, 4000000, 'paid', $3, $4, now(), now())`,
    [contestId, claimant.memberId, paid.transactionId, ids.checker],
  );

  await ctx.db.exec(oldTable);
  const today = moscowDate(ctx.clock.now());
  const decide = async (d: {
    kind: string;
    subject: string;
    summary: string;
    amount: number;
    payload: object;
    status: string;
    decidedAt: Date;
    checkedBy?: string;
    checkedAt?: Date;
    reason?: string;
  }) =>
    (
      await ctx.db.query<{ id: number }>(
        `INSERT INTO money_decisions (kind, subject, summary, amount, payload, decided_by, decided_at, day, status, checked_by, checked_at, reason)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id::int AS id`,
        [
          d.kind,
          d.subject,
          d.summary,
          d.amount,
          JSON.stringify(d.payload),
          ids.maker,
          d.decidedAt,
          d.status === 'alone' || d.status === 'pending' ? today : moscowDate(d.decidedAt),
          d.status,
          d.checkedBy ?? null,
          d.checkedAt ?? null,
          d.reason ?? null,
        ],
      )
    ).rows[0]!.id;
  const month = moscowMonth(ctx.clock.now());
  await decide({
    kind: 'target',
    subject: month,
    summary: `Личная цель: 5 дог., бонус 45\u00a0000\u00a0б. × 1 участник`,
    amount: 4_500_000,
    payload: { month, memberPhones: [claimant.phone], contracts: 5, bonus: 45_000 },
    status: 'alone',
    decidedAt: ctx.clock.now(),
  });
  await decide({
    kind: 'tiers',
    subject: month,
    summary: 'Тарифы: повышение, худший случай за месяц',
    amount: 123_456_789,
    payload: { month, tiers: [{ minContracts: 1, reward: 1_000_000, targetBonus: 0 }] },
    status: 'rejected',
    decidedAt: at('2026-01-10T09:00:00Z'),
    checkedBy: ids.checker,
    checkedAt: at('2026-01-10T10:00:00Z'),
    reason: 'Повышение не согласовано',
  });
  await decide({
    kind: 'contest_prizes',
    subject: String(contestId),
    summary: 'Конкурс «Осенний рывок»: 2 приза',
    amount: 8_000_000,
    payload: {},
    status: 'approved',
    decidedAt: at('2026-01-11T09:00:00Z'),
    checkedBy: ids.maker,
    checkedAt: at('2026-01-11T11:00:00Z'),
  });
  const waiting = await decide({
    kind: 'dispute_credit',
    subject: String(disputeId),
    summary: `Спор № ${disputeId}: начислить 60\u00a0000\u00a0б.`,
    amount: 6_000_000,
    payload: { disputeId, amount: 60_000, text: 'Договор найден у оператора связи' },
    status: 'pending',
    decidedAt: ctx.clock.now(),
  });
  await ctx.db.query(`UPDATE disputes SET pending_decision_id = $2, status = 'in_progress' WHERE id = $1`, [disputeId, waiting]);

  await ctx.db.transaction((tx) => tx.exec(migration));
});

interface Moved {
  kind: string;
  subject: string;
  summary: string;
  effect: string;
  payload: unknown;
  amount: number;
  memberId: string | null;
  status: string;
  madeBy: string;
  madeAt: Date;
  day: string;
  checkedBy: string | null;
  checkedAt: Date | null;
  reason: string | null;
}

const moved = async (kind: string): Promise<Moved> => {
  const { rows } = await ctx.db.query<Moved>(
    `SELECT kind, subject, summary, effect, payload, amount::float8 AS amount, member_id::text AS "memberId", status,
            made_by::text AS "madeBy", made_at AS "madeAt", to_char(day, 'YYYY-MM-DD') AS day,
            checked_by::text AS "checkedBy", checked_at AS "checkedAt", reason
       FROM approvals WHERE kind = $1`,
    [kind],
  );
  expect(rows).toHaveLength(1);
  return rows[0]!;
};

it('moves every decision with its maker, checker, times, reason, payload and sum, and drops the old table', async () => {
  const month = moscowMonth(ctx.clock.now());
  expect(await moved('target')).toMatchObject({
    subject: month,
    summary: 'Личная цель: 5 дог., бонус 45\u00a0000\u00a0б. × 1 участник',
    effect: 'Будет начислено не больше 45\u00a0000\u00a0б.',
    payload: { month, memberPhones: [claimant.phone], contracts: 5, bonus: 45_000 },
    amount: 4_500_000,
    memberId: null,
    status: 'alone',
    madeBy: ids.maker,
    day: moscowDate(ctx.clock.now()),
    checkedBy: null,
    checkedAt: null,
    reason: null,
  });
  expect(await moved('tiers')).toMatchObject({
    effect: 'Будет начислено не больше 1\u00a0234\u00a0567,89\u00a0б.',
    status: 'rejected',
    madeAt: at('2026-01-10T09:00:00Z'),
    day: '2026-01-10',
    checkedBy: ids.checker,
    checkedAt: at('2026-01-10T10:00:00Z'),
    reason: 'Повышение не согласовано',
  });
  // Closed by its author's refusal of the last prize: the approval is the admin who approved one.
  expect(await moved('contest_prizes')).toMatchObject({
    subject: String(contestId),
    status: 'approved',
    madeBy: ids.maker,
    checkedBy: ids.checker,
    checkedAt: at('2026-01-11T11:00:00Z'),
  });
  expect(await moved('dispute_credit')).toMatchObject({
    subject: String(disputeId),
    memberId: claimant.memberId,
    status: 'pending',
    amount: 6_000_000,
    checkedBy: null,
  });
  const { rows } = await ctx.db.query(
    `SELECT 1 FROM information_schema.tables WHERE table_name = 'money_decisions'
     UNION ALL SELECT 1 FROM information_schema.columns WHERE table_name = 'disputes' AND column_name = 'pending_decision_id'`,
  );
  expect(rows).toEqual([]);
});

it('finds a dispute’s waiting credit at the door, where a second admin approves it', async () => {
  const shown = (
    await ctx.app.inject({ method: 'GET', url: `/api/admin/disputes/${disputeId}`, headers: checker.headers })
  ).json<AdminDispute>();
  expect(shown.pendingCredit).toMatchObject({ kind: 'dispute_credit', amount: 60_000, madeBy: 'admin@agent-plus.test' });
  const answer = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/disputes/${disputeId}/credit`,
    headers: maker.headers,
    payload: { amount: 1, text: 'Ещё' },
  });
  expect(answer.json().code).toBe('dispute_credit_pending');
  const approved = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/approvals/${shown.pendingCredit!.id}/approve`,
    headers: checker.headers,
  });
  expect(approved.statusCode, approved.body).toBe(200);
  const done = (
    await ctx.app.inject({ method: 'GET', url: `/api/admin/disputes/${disputeId}`, headers: checker.headers })
  ).json<AdminDispute>();
  expect(done).toMatchObject({ status: 'credited', creditedAmount: 60_000, pendingCredit: null });
  await assertLedgerInvariants(ctx.db);
});

it('counts what the maker created alone before the move toward their day', async () => {
  // 45 000 б. alone today: 10 000 б. more reaches the 50 000 б. threshold and waits.
  const set = await ctx.app.inject({
    method: 'PUT',
    url: '/api/admin/targets',
    headers: maker.headers,
    payload: { month: moscowMonth(ctx.clock.now()), memberPhones: [claimant.phone], contracts: 5, bonus: 10_000 },
  });
  expect(set.statusCode, set.body).toBe(200);
  expect(set.json()).toMatchObject({ updated: 0, pendingApproval: { kind: 'target', status: 'pending' } });
});
