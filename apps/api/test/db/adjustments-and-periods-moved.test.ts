// Migration 0124 moves the balance adjustments and the months' close onto the approvals door
// (decision 0060), run again on a database as it was before it: the adjustments' table as migration
// 0008 made it and `periods` with its proposals, as 0106 and 0109 left it. Every proposal becomes a
// request with its maker, checker, times, reason and payload, in the words the features write today;
// a refused month's proposal comes back from the audit log; what moved is then decided at the door
// as any request, and a closed month stays locked.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { adjustBalance } from '../../src/features/adjustments/adjust-balance.js';
import { adjustmentEffect, adjustmentSummary } from '../../src/features/adjustments/service.js';
import { audit } from '../../src/features/audit/service.js';
import { PERIOD_CLOSE_EFFECT, periodCloseSummary } from '../../src/features/periods/service.js';
import { addMonths, moscowDate, moscowMonth, moscowMonthSpan } from '../../src/lib/moscow-time.js';
import { seedOperators, signInAdmin, signInSecondAdmin, type OperatorSession } from '../admin/fixtures.js';
import { buildTestApp, type TestContext } from '../helper.js';
import { balances, credit, moneyMember, type MoneyMember } from '../money/fixtures.js';
import { seedMember } from '../../src/seed/members.js';

const migrations = new URL('../../migrations/', import.meta.url);
const sql = (file: string) => readFileSync(new URL(file, migrations), 'utf8');
const migration = sql('0124_adjustments_and_periods_at_the_approvals_door.sql');

/** A statement of an earlier migration, as it was written there. */
function statementOf(file: string, starts: string, ends: string): string {
  const text = sql(file);
  const from = text.indexOf(starts);
  const to = text.indexOf(ends, from);
  if (from < 0 || to < 0) throw new Error(`${starts} not found in ${file}`);
  return text.slice(from, to + ends.length);
}

/** The tables as they were before 0124: the adjustments' own, and the months with their proposals. */
const BEFORE = [
  statementOf('0008_members_admin.sql', 'CREATE TABLE balance_adjustments', ');'),
  statementOf('0106_periods.sql', 'CREATE FUNCTION ledger_refuse_closed_period()', 'END $$;').replace(
    'CREATE FUNCTION',
    'CREATE OR REPLACE FUNCTION',
  ),
  `ALTER TABLE periods ALTER COLUMN closed_by DROP NOT NULL, ALTER COLUMN closed_at DROP NOT NULL`,
  `ALTER TABLE periods ADD COLUMN status text NOT NULL CHECK (status IN ('pending', 'closed'))`,
  `ALTER TABLE periods ADD CHECK ((status = 'closed') = (closed_by IS NOT NULL AND closed_at IS NOT NULL))`,
  `ALTER TABLE periods ADD CONSTRAINT periods_documents_made CHECK (documents_made_at IS NULL OR status = 'closed')`,
];

interface Moved {
  id: number;
  kind: string;
  subject: string;
  summary: string;
  effect: string;
  payload: Record<string, unknown>;
  amount: number | null;
  memberId: string | null;
  status: string;
  madeBy: string;
  madeAt: Date;
  day: string;
  checkedBy: string | null;
  checkedAt: Date | null;
  reason: string | null;
}

let ctx: TestContext;
let maker: OperatorSession;
let checker: OperatorSession;
let ids: { admin: string; admin2: string };
let named: MoneyMember;
let nameless: { memberId: string; phone: string };
let months: { pending: string; closed: string; refused: string };
let moved: Moved[];
const at = (minutes: number) => new Date(ctx.clock.now().getTime() - (600 - minutes) * 60_000);

beforeAll(async () => {
  ctx = await buildTestApp();
  await seedOperators(ctx);
  maker = await signInAdmin(ctx);
  checker = await signInSecondAdmin(ctx);
  const { rows } = await ctx.db.query<{ email: string; id: string }>('SELECT email, id FROM operators');
  const idOf = (email: string) => rows.find((r) => r.email === email)!.id;
  ids = { admin: idOf('admin@agent-plus.test'), admin2: idOf('admin2@agent-plus.test') };
  const admin = { operatorId: ids.admin, actor: 'admin@agent-plus.test', ip: null };
  const admin2 = { operatorId: ids.admin2, actor: 'admin2@agent-plus.test', ip: null };
  named = await moneyMember(ctx);
  nameless = {
    phone: '79005550123',
    memberId: await seedMember(ctx.db, { phone: '79005550123', firstName: '', middleName: '', lastName: '' }),
  };
  const current = moscowMonth(ctx.clock.now());
  months = { pending: addMonths(current, -2), closed: addMonths(current, -3), refused: addMonths(current, -4) };

  for (const statement of BEFORE) await ctx.db.exec(statement);
  const applied = await ctx.db.transaction((tx) =>
    adjustBalance(tx, {
      memberId: named.memberId,
      amount: 1000,
      reason: 'Бонус за квартал',
      operator: 'admin2@agent-plus.test',
      at: at(20),
    }),
  );
  const adjustment = (values: unknown[]) =>
    ctx.db.query(
      `INSERT INTO balance_adjustments (member_id, amount, reason, status, requested_by, requested_at, decided_by, decided_at,
                                        decision_note, transaction_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      values,
    );
  await adjustment([named.memberId, 125050, 'Премия за обучение новичков', 'pending', ids.admin, at(1), null, null, null, null]);
  await adjustment([
    named.memberId,
    100000,
    'Бонус за квартал',
    'applied',
    ids.admin,
    at(2),
    ids.admin2,
    at(20),
    null,
    applied.transactionId,
  ]);
  await adjustment([
    named.memberId,
    500,
    'Проверка отказа',
    'rejected',
    ids.admin2,
    at(3),
    ids.admin,
    at(21),
    'Нет основания',
    null,
  ]);
  await adjustment([nameless.memberId, -123456789, 'Ошибочное начисление', 'pending', ids.admin, at(4), null, null, null, null]);
  await adjustment([nameless.memberId, 2000, 'Без записки', 'rejected', ids.admin, at(5), ids.admin2, at(22), '   ', null]);

  const period = (month: string, values: unknown[]) =>
    ctx.db.query(
      `INSERT INTO periods (month, starts_at, ends_at, status, requested_by, requested_at, closed_by, closed_at, documents_made_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [`${month}-01`, moscowMonthSpan(month).startsAt, moscowMonthSpan(month).endsAt, ...values],
    );
  await period(months.pending, ['pending', ids.admin, at(6), null, null, null]);
  await period(months.closed, ['closed', ids.admin, at(7), ids.admin2, at(23), at(24)]);
  // A refused proposal was deleted from `periods`: the audit log is all that is left of it.
  await audit(ctx.db, admin, { action: 'period.close_requested', targetType: 'period', targetId: months.refused }, at(8));
  await audit(ctx.db, admin2, { action: 'period.close_rejected', targetType: 'period', targetId: months.refused }, at(25));

  await ctx.db.transaction((tx) => tx.exec(migration));
  moved = (
    await ctx.db.query<Moved>(
      `SELECT id::int AS id, kind, subject, summary, effect, payload, amount::float8 AS amount, member_id AS "memberId", status,
              made_by AS "madeBy", made_at AS "madeAt", to_char(day, 'YYYY-MM-DD') AS day, checked_by AS "checkedBy",
              checked_at AS "checkedAt", reason
         FROM approvals WHERE kind IN ('adjustment', 'period_close') ORDER BY id`,
    )
  ).rows;
});

describe('migration 0124', () => {
  it('moves every adjustment with its maker, checker, times, reason and payload, in the feature’s words', () => {
    const named_ = { name: 'Смирнова Анна Викторовна', phone: named.phone };
    const phoneOnly = { name: '', phone: nameless.phone };
    const adjustments = moved.filter((m) => m.kind === 'adjustment');
    expect(adjustments).toEqual([
      {
        id: expect.any(Number),
        kind: 'adjustment',
        subject: named.memberId,
        summary: adjustmentSummary(named_, 125050),
        effect: adjustmentEffect(125050, 'Премия за обучение новичков'),
        payload: { amount: 125050, reason: 'Премия за обучение новичков' },
        amount: 125050,
        memberId: named.memberId,
        status: 'pending',
        madeBy: ids.admin,
        madeAt: at(1),
        day: moscowDate(at(1)),
        checkedBy: null,
        checkedAt: null,
        reason: null,
      },
      expect.objectContaining({
        summary: adjustmentSummary(named_, 100000),
        payload: { amount: 100000, reason: 'Бонус за квартал', transactionId: expect.any(Number) },
        status: 'approved',
        madeBy: ids.admin,
        checkedBy: ids.admin2,
        checkedAt: at(20),
        reason: null,
      }),
      expect.objectContaining({
        status: 'rejected',
        madeBy: ids.admin2,
        checkedBy: ids.admin,
        checkedAt: at(21),
        reason: 'Нет основания',
      }),
      expect.objectContaining({
        subject: nameless.memberId,
        summary: adjustmentSummary(phoneOnly, -123456789),
        effect: adjustmentEffect(-123456789, 'Ошибочное начисление'),
        amount: 0,
        status: 'pending',
      }),
      expect.objectContaining({ status: 'rejected', reason: 'Причина не указана' }),
    ]);
    // The words themselves, spelt out: a phone for the nameless, a true minus, no-break spaces.
    expect(adjustments[0]!.summary).toBe('Смирнова Анна Викторовна: корректировка баланса +1\u00a0250,50\u00a0б.');
    expect(adjustments[1]!.summary).toBe('Смирнова Анна Викторовна: корректировка баланса +1\u00a0000\u00a0б.');
    expect(adjustments[3]!.summary).toBe('+7 (900) 555-01-23: корректировка баланса \u22121\u00a0234\u00a0567,89\u00a0б.');
  });

  it('moves every month proposed: waiting, closed, and refused from the audit log', () => {
    const periods = moved.filter((m) => m.kind === 'period_close');
    const words = (month: string) => ({ summary: periodCloseSummary(month), effect: PERIOD_CLOSE_EFFECT, payload: { month } });
    expect(periods).toEqual([
      expect.objectContaining({
        subject: months.pending,
        ...words(months.pending),
        status: 'pending',
        madeBy: ids.admin,
        madeAt: at(6),
        checkedBy: null,
        amount: null,
        memberId: null,
      }),
      expect.objectContaining({
        subject: months.closed,
        ...words(months.closed),
        status: 'approved',
        madeBy: ids.admin,
        madeAt: at(7),
        checkedBy: ids.admin2,
        checkedAt: at(23),
      }),
      expect.objectContaining({
        subject: months.refused,
        ...words(months.refused),
        status: 'rejected',
        madeBy: ids.admin,
        madeAt: at(8),
        checkedBy: ids.admin2,
        checkedAt: at(25),
        reason: 'Причина не указана',
      }),
    ]);
  });

  it('drops what the door holds now: the adjustments’ table, the months’ proposals and their status', async () => {
    const { rows } = await ctx.db.query<{ name: string }>(
      `SELECT column_name AS name FROM information_schema.columns WHERE table_name = 'periods' ORDER BY ordinal_position`,
    );
    expect(rows.map((r) => r.name)).toEqual([
      'month',
      'starts_at',
      'ends_at',
      'requested_by',
      'requested_at',
      'closed_by',
      'closed_at',
      'documents_made_at',
    ]);
    const left = await ctx.db.query<{ month: string }>(`SELECT to_char(month, 'YYYY-MM') AS month FROM periods`);
    expect(left.rows).toEqual([{ month: months.closed }]);
    expect((await ctx.db.query(`SELECT 1 FROM information_schema.tables WHERE table_name = 'balance_adjustments'`)).rows).toEqual(
      [],
    );
  });

  it('leaves what moved to be decided at the door, and the closed month locked', async () => {
    const pending = (await ctx.app.inject({ method: 'GET', url: '/api/admin/adjustments', headers: checker.headers })).json();
    expect(pending.adjustments.map((a: { reason: string }) => a.reason)).toEqual([
      'Премия за обучение новичков',
      'Ошибочное начисление',
    ]);
    const before = (await balances(ctx, named)).balance;
    const credited = moved.find((m) => m.kind === 'adjustment' && m.status === 'pending')!;
    const approved = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/approvals/${credited.id}/approve`,
      headers: checker.headers,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await balances(ctx, named)).balance).toBe(before + 1250.5);

    const list = (await ctx.app.inject({ method: 'GET', url: '/api/admin/periods', headers: maker.headers })).json().periods;
    const of = (month: string) => list.find((p: { month: string }) => p.month === month);
    expect(of(months.pending)).toMatchObject({
      status: 'pending',
      requestedBy: 'admin@agent-plus.test',
      approval: { subject: months.pending },
    });
    expect(of(months.closed)).toMatchObject({
      status: 'closed',
      requestedBy: 'admin@agent-plus.test',
      closedBy: 'admin2@agent-plus.test',
      approval: null,
      preparing: false,
    });
    expect(of(months.refused)).toMatchObject({ status: 'open', requestedBy: null });
    await expect(credit(ctx, named.memberId, 10, new Date(`${months.closed}-15T12:00:00+03:00`))).rejects.toThrow(
      /period_closed/,
    );
    await credit(ctx, named.memberId, 10, new Date(`${months.pending}-15T12:00:00+03:00`));

    const closing = moved.find((m) => m.kind === 'period_close' && m.status === 'pending')!;
    const closed = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/approvals/${closing.id}/approve`,
      headers: checker.headers,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    await expect(credit(ctx, named.memberId, 10, new Date(`${months.pending}-16T12:00:00+03:00`))).rejects.toThrow(
      /period_closed/,
    );
  });
});
