// Migration 0125 moves the weaker programme settings, the accounts' changes and the desk's large payments
// onto the approvals door (decision 0060), run again on a database as it was before it: their tables
// as migrations 0007 and 0019 made them. Every request becomes one of its kind with its maker, checker,
// times, reason and payload, in the words the features write today; what waited is then decided at the
// door as any request; the changes made stay the facts the cooling-off reads.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { deskPayoutSummary, DESK_PAYOUT_EFFECT } from '../../src/features/desk/service.js';
import { OPERATOR_CHANGE_EFFECT, operatorChangeSubject, operatorChangeSummary } from '../../src/features/operators/changes.js';
import { settingsChangeEffect, settingsChangeSummary } from '../../src/features/settings/service.js';
import { moscowDate } from '../../src/lib/moscow-time.js';
import { desk, memberWithOrder } from '../admin/desk-fixtures.js';
import {
  DEMO_ADMIN,
  DEMO_ADMIN_2,
  DEMO_OPERATOR,
  seedOperators,
  sentLinks,
  signInAdmin,
  signInDemoOperator,
  signInSecondAdmin,
  type OperatorSession,
} from '../admin/fixtures.js';
import { buildTestApp, type TestContext } from '../helper.js';

const migrations = new URL('../../migrations/', import.meta.url);
const sql = (file: string) => readFileSync(new URL(file, migrations), 'utf8');
const migration = sql('0125_settings_operators_and_desk_at_the_approvals_door.sql');

/** Statements of an earlier migration, as they were written there. */
function statementsOf(file: string, starts: string, ends: string): string {
  const text = sql(file);
  const from = text.indexOf(starts);
  const to = text.indexOf(ends, from);
  if (from < 0 || to < 0) throw new Error(`${starts} not found in ${file}`);
  return text.slice(from, to + ends.length);
}

/** The three tables as they were before 0125. */
const BEFORE = [
  'DROP TABLE operator_changes',
  statementsOf('0019_separation_of_duties.sql', 'CREATE TABLE operator_changes', "WHERE status = 'pending';\n\n"),
  statementsOf('0019_separation_of_duties.sql', 'CREATE TABLE settings_changes', "WHERE status = 'pending';"),
  statementsOf('0007_withdrawal_desk.sql', 'CREATE TABLE desk_payout_approvals', 'WHERE checker_id IS NULL;'),
];

interface Moved {
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
let ids: { admin: string; admin2: string; operator: string };
let moved: Moved[];
let orders: { waiting: number; approved: number; rejected: number; member: string };
const at = (minutes: number) => new Date(ctx.clock.now().getTime() - (600 - minutes) * 60_000);
const byKind = (kind: string) => moved.filter((m) => m.kind === kind);

beforeAll(async () => {
  ctx = await buildTestApp();
  await seedOperators(ctx);
  const { rows } = await ctx.db.query<{ email: string; id: string }>('SELECT email, id FROM operators');
  const idOf = (email: string) => rows.find((r) => r.email === email)!.id;
  ids = { admin: idOf(DEMO_ADMIN.email), admin2: idOf(DEMO_ADMIN_2.email), operator: idOf(DEMO_OPERATOR.email) };

  // Orders under the threshold, so that nothing reaches the door before the migration does.
  const operator = await signInDemoOperator(ctx);
  const waiting = await memberWithOrder(ctx, 40_000);
  const approved = await memberWithOrder(ctx, 30_000.5);
  const rejected = await memberWithOrder(ctx, 20_000);
  expect((await desk.pay(ctx, operator, approved.orderId)).json().outcome).toBe('paid');
  expect((await desk.reject(ctx, operator, rejected.orderId, 'Проверка не пройдена')).json().outcome).toBe('rejected');
  orders = { waiting: waiting.orderId, approved: approved.orderId, rejected: rejected.orderId, member: waiting.member.memberId };

  for (const statement of BEFORE) await ctx.db.exec(statement);

  const setting = (values: unknown[]) =>
    ctx.db.query(
      `INSERT INTO settings_changes (key, before, value, status, requested_by, requested_at, decided_by, decided_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      values,
    );
  const was = (s: object) => JSON.stringify(s);
  await setting([
    'payout_approval_threshold',
    was({ payoutApprovalThreshold: 50_000 }),
    '10000000',
    'applied',
    ids.admin,
    at(1),
    ids.admin2,
    at(30),
  ]);
  await setting([
    'reward_hold_days',
    was({ payoutApprovalThreshold: 50_000, holdDays: 14 }),
    '7',
    'rejected',
    ids.admin,
    at(2),
    ids.admin,
    at(31),
  ]);
  // Two waiting for one setting: the earlier asked before the hold existed, when it was 0.
  await setting(['reward_hold_days', was({ payoutApprovalThreshold: 50_000 }), '21', 'pending', ids.admin, at(3), null, null]);
  await setting([
    'reward_hold_days',
    was({ payoutApprovalThreshold: 50_000, holdDays: 30 }),
    '10',
    'pending',
    ids.admin2,
    at(4),
    null,
    null,
  ]);
  await setting([
    'payout_approval_threshold',
    was({ payoutApprovalThreshold: 25_000.5, holdDays: 0 }),
    '123456789',
    'pending',
    ids.admin2,
    at(5),
    null,
    null,
  ]);

  const change = (values: unknown[]) =>
    ctx.db.query(
      `INSERT INTO operator_changes (kind, operator_id, email, display_name, status, requested_by, requested_at, decided_by, decided_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      values,
    );
  // Made alone: a new operator, and the first admins from the command line.
  await change(['create_operator', ids.operator, DEMO_OPERATOR.email, '', 'applied', ids.admin, at(6), null, at(6)]);
  await change(['create_admin', ids.admin, DEMO_ADMIN.email, '', 'applied', null, at(7), null, at(7)]);
  // Asked of a second admin: approved (ten minutes ago: its cooling-off still runs), waiting, refused.
  await change(['promote', ids.operator, DEMO_OPERATOR.email, 'Олег', 'applied', ids.admin, at(8), ids.admin2, at(590)]);
  await change(['reset_password', ids.operator, DEMO_OPERATOR.email, 'Олег', 'pending', ids.admin, at(9), null, null]);
  await change(['create_admin', null, 'gone@agent-plus.test', 'Ушедший', 'rejected', ids.admin, at(10), ids.admin2, at(32)]);
  await change(['create_admin', null, 'future.admin@agent-plus.test', 'Будущий', 'pending', ids.admin2, at(11), null, null]);

  const payment = (values: unknown[]) =>
    ctx.db.query(
      `INSERT INTO desk_payout_approvals (order_id, maker_id, maker_email, made_at, checker_id, checker_email, checked_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      values,
    );
  await payment([orders.waiting, ids.operator, DEMO_OPERATOR.email, at(12), null, null, null]);
  await payment([orders.approved, ids.operator, DEMO_OPERATOR.email, at(13), ids.admin, DEMO_ADMIN.email, at(33)]);
  await payment([orders.rejected, ids.admin, DEMO_ADMIN.email, at(14), null, null, null]);

  await ctx.db.transaction((tx) => tx.exec(migration));
  moved = (
    await ctx.db.query<Moved>(
      `SELECT kind, subject, summary, effect, payload, amount::float8 AS amount, member_id AS "memberId", status,
              made_by AS "madeBy", made_at AS "madeAt", to_char(day, 'YYYY-MM-DD') AS day, checked_by AS "checkedBy",
              checked_at AS "checkedAt", reason
         FROM approvals WHERE kind IN ('settings', 'operator_change', 'desk_payout') ORDER BY id`,
    )
  ).rows;
});

describe('migration 0125', () => {
  it('moves every settings change, in the settings’ words, one waiting per setting', () => {
    expect(byKind('settings')).toEqual([
      {
        kind: 'settings',
        subject: 'payout_approval_threshold',
        summary: settingsChangeSummary('payoutApprovalThreshold', 50_000, 100_000),
        effect: settingsChangeEffect('payoutApprovalThreshold'),
        payload: { setting: 'payoutApprovalThreshold', before: 50_000, value: 100_000 },
        amount: null,
        memberId: null,
        status: 'approved',
        madeBy: ids.admin,
        madeAt: at(1),
        day: moscowDate(at(1)),
        checkedBy: ids.admin2,
        checkedAt: at(30),
        reason: null,
      },
      expect.objectContaining({
        subject: 'reward_hold_days',
        summary: 'Удержание начислений 14 дней → 7 дней',
        effect: settingsChangeEffect('holdDays'),
        status: 'rejected',
        checkedBy: ids.admin,
        reason: 'Причина не указана',
      }),
      expect.objectContaining({
        summary: settingsChangeSummary('holdDays', 0, 21),
        payload: { setting: 'holdDays', before: 0, value: 21 },
        status: 'rejected',
        madeBy: ids.admin,
        checkedBy: ids.admin,
        reason: 'Отозван при переносе в «На подтверждении»: по этой настройке ждёт более поздний запрос',
      }),
      expect.objectContaining({
        summary: settingsChangeSummary('holdDays', 30, 10),
        status: 'pending',
        madeBy: ids.admin2,
        checkedAt: null,
      }),
      expect.objectContaining({
        summary: 'Порог подтверждения выплат 25\u00a0000,50\u00a0б. → 1\u00a0234\u00a0567,89\u00a0б.',
        payload: { setting: 'payoutApprovalThreshold', before: 25_000.5, value: 1_234_567.89 },
        status: 'pending',
      }),
    ]);
    expect(byKind('settings')[4]!.summary).toBe(settingsChangeSummary('payoutApprovalThreshold', 25_000.5, 1_234_567.89));
  });

  it('moves the changes asked of a second admin; the ones made alone stay facts only', () => {
    const reset = { change: 'reset_password', operatorId: ids.operator, email: DEMO_OPERATOR.email } as const;
    expect(byKind('operator_change')).toEqual([
      expect.objectContaining({
        subject: `promote:${ids.operator}`,
        summary: operatorChangeSummary('promote', DEMO_OPERATOR.email),
        effect: OPERATOR_CHANGE_EFFECT.promote,
        payload: { change: 'promote', operatorId: ids.operator, email: DEMO_OPERATOR.email, displayName: 'Олег' },
        status: 'approved',
        madeBy: ids.admin,
        checkedBy: ids.admin2,
        checkedAt: at(590),
      }),
      expect.objectContaining({
        subject: operatorChangeSubject(reset),
        summary: operatorChangeSummary('reset_password', DEMO_OPERATOR.email),
        effect: OPERATOR_CHANGE_EFFECT.reset_password,
        status: 'pending',
      }),
      expect.objectContaining({
        subject: operatorChangeSubject({ change: 'create_admin', operatorId: null, email: 'gone@agent-plus.test' }),
        summary: 'Создать администратора gone@agent-plus.test',
        payload: { change: 'create_admin', operatorId: null, email: 'gone@agent-plus.test', displayName: 'Ушедший' },
        status: 'rejected',
        checkedBy: ids.admin2,
        reason: 'Причина не указана',
      }),
      expect.objectContaining({
        subject: operatorChangeSubject({ change: 'create_admin', operatorId: null, email: 'future.admin@agent-plus.test' }),
        effect: OPERATOR_CHANGE_EFFECT.create_admin,
        status: 'pending',
        madeBy: ids.admin2,
      }),
    ]);
  });

  it('keeps the changes made as facts, with no status, and refuses one approved by its maker', async () => {
    const { rows } = await ctx.db.query<{ kind: string; requestedBy: string | null; decidedBy: string | null }>(
      `SELECT kind, requested_by AS "requestedBy", decided_by AS "decidedBy" FROM operator_changes ORDER BY requested_at`,
    );
    expect(rows).toEqual([
      { kind: 'create_operator', requestedBy: ids.admin, decidedBy: null },
      { kind: 'create_admin', requestedBy: null, decidedBy: null },
      { kind: 'promote', requestedBy: ids.admin, decidedBy: ids.admin2 },
    ]);
    const columns = await ctx.db.query(
      `SELECT 1 FROM information_schema.columns WHERE table_name = 'operator_changes' AND column_name = 'status'`,
    );
    expect(columns.rows).toEqual([]);
    await expect(
      ctx.db.query(
        `INSERT INTO operator_changes (kind, operator_id, email, requested_by, requested_at, decided_by, decided_at)
         VALUES ('promote', $1, $2, $3, now(), $3, now())`,
        [ids.operator, DEMO_OPERATOR.email, ids.admin],
      ),
    ).rejects.toThrow(/operator_changes_checker_not_maker/);
  });

  it('moves every large payment: approved, waiting, withdrawn with who closed its order; drops the old tables', async () => {
    expect(byKind('desk_payout')).toEqual([
      {
        kind: 'desk_payout',
        subject: String(orders.waiting),
        summary: deskPayoutSummary(orders.waiting, 40_000),
        effect: DESK_PAYOUT_EFFECT,
        payload: { orderId: orders.waiting },
        amount: 4_000_000,
        memberId: orders.member,
        status: 'pending',
        madeBy: ids.operator,
        madeAt: at(12),
        day: moscowDate(at(12)),
        checkedBy: null,
        checkedAt: null,
        reason: null,
      },
      expect.objectContaining({
        summary: deskPayoutSummary(orders.approved, 30_000.5),
        status: 'approved',
        checkedBy: ids.admin,
        checkedAt: at(33),
      }),
      expect.objectContaining({
        subject: String(orders.rejected),
        status: 'rejected',
        madeBy: ids.admin,
        checkedBy: ids.admin,
        reason: `Заявку отклонил(а) ${DEMO_OPERATOR.email}`,
      }),
    ]);
    const { rows } = await ctx.db.query(
      `SELECT 1 FROM information_schema.tables WHERE table_name IN ('settings_changes', 'desk_payout_approvals')`,
    );
    expect(rows).toEqual([]);
  });
});

describe('what moved, at the door', () => {
  let admin: OperatorSession;
  let admin2: OperatorSession;
  let operator: OperatorSession;
  beforeAll(async () => {
    [admin, admin2, operator] = [await signInAdmin(ctx), await signInSecondAdmin(ctx), await signInDemoOperator(ctx)];
  });
  const waitingOf = async (kind: string, subject: string) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/approvals?kind=${kind}&subject=${encodeURIComponent(subject)}`,
      headers: admin.headers,
    });
    expect(res.json().approvals).toHaveLength(1);
    return res.json().approvals[0].id as number;
  };
  const approve = async (who: OperatorSession, id: number) =>
    ctx.app.inject({ method: 'POST', url: `/api/admin/approvals/${id}/approve`, headers: who.headers });

  it('pays a waiting payment once a second operator approves it; an approved promotion still cools its account off', async () => {
    // The operator's promotion, approved ten minutes before, keeps it from approving its maker's requests.
    const large = await memberWithOrder(ctx, 60_000);
    expect((await desk.pay(ctx, admin, large.orderId)).json().outcome).toBe('awaiting_approval');
    expect((await desk.approve(ctx, operator, large.orderId)).json().code).toBe('approval_cooling_off');
    expect((await desk.approve(ctx, admin2, large.orderId)).statusCode).toBe(200);

    const res = await approve(admin, await waitingOf('desk_payout', String(orders.waiting)));
    expect(res.statusCode, res.body).toBe(200);
    expect((await desk.order(ctx, admin, orders.waiting)).json().order).toMatchObject({
      status: 'paid',
      approval: { makerEmail: DEMO_OPERATOR.email, checkerEmail: DEMO_ADMIN.email },
    });
  });

  it('applies a waiting setting as asked, and takes no second one for it', async () => {
    const again = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin.headers,
      payload: { holdDays: 5 },
    });
    // The hold in force is 0: 5 days is stricter and acts at once; the threshold's request still waits.
    expect(again.json()).toMatchObject({ holdDays: 5, pendingChanges: [] });
    const raise = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin.headers,
      payload: { payoutApprovalThreshold: 60_000 },
    });
    expect(raise.statusCode).toBe(409);
    expect((await approve(admin, await waitingOf('settings', 'payout_approval_threshold'))).statusCode).toBe(200);
    const settings = await ctx.app.inject({ method: 'GET', url: '/api/admin/settings', headers: operator.headers });
    expect(settings.json().payoutApprovalThreshold).toBe(1_234_567.89);
  });

  it('resets a password once a second admin approves, and takes no second new admin of one e-mail', async () => {
    const reset = await waitingOf('operator_change', `reset_password:${ids.operator}`);
    expect((await approve(admin, reset)).json().code).toBe('own_change_approval');
    expect((await approve(admin2, reset)).statusCode).toBe(200);
    expect(sentLinks(ctx, DEMO_OPERATOR.email)).toHaveLength(1);
    const newAdmin = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/operators',
      headers: admin.headers,
      payload: { email: 'future.admin@agent-plus.test', displayName: '', role: 'admin' },
    });
    expect(newAdmin.statusCode).toBe(409);
    expect(newAdmin.json().message).toContain(`запросил(а) ${DEMO_ADMIN_2.email}`);
  });
});
