// Operators limited to dealers (decision 0066): an operator limited to dealer A sees and acts on the
// members of A's teams only — every other member's resource answers as if absent and changes nothing,
// every list, count and export leaves them out — while an operator without a limit and an admin see
// all. Every operator route of the contracts is classified in the registry, and the calls below are
// generated from it: a route added to the registry is called here.
import { allRoutes, fillPath, type RouteDefinition } from '@cabinet/contracts';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_SCOPES } from '../../src/features/dealer-scope/route-scopes.js';
import { hashPassword } from '../../src/features/operators/passwords.js';
import { moscowDate } from '../../src/lib/moscow-time.js';
import { seedMember } from '../../src/seed/members.js';
import { buildTestApp, type TestContext } from '../helper.js';
import { credit, moneyMember, type MoneyMember } from '../money/fixtures.js';
import { desk, requestOrder } from './desk-fixtures.js';
import {
  seedOperators,
  signInAdmin,
  signInDemoOperator,
  signInOperator,
  signInSecondAdmin,
  type OperatorSession,
} from './fixtures.js';

let ctx: TestContext;
let admin: OperatorSession;
let checker: OperatorSession;
/** The demo operator: no limit. */
let everyone: OperatorSession;
/** An operator limited to dealer A. */
let scoped: OperatorSession;
let scopedId: string;
let today: string;

type Res = Awaited<ReturnType<TestContext['app']['inject']>>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (who: OperatorSession, method: Method, url: string, payload?: unknown): Promise<Res> =>
  ctx.app.inject({ method, url, headers: who.headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const ok = <T = Record<string, unknown>>(res: Res): T => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};

// --- The structure and its members ----------------------------------------------------------------

interface Dealer {
  id: string;
  name: string;
  teamId: string;
}

async function dealer(name: string): Promise<Dealer> {
  const d = ok<{ id: string }>(await call(admin, 'POST', '/api/admin/dealers', { name }));
  const point = ok<{ id: string }>(await call(admin, 'POST', '/api/admin/sales-points', { dealerId: d.id, name: 'Точка' }));
  const team = ok<{ id: string }>(await call(admin, 'POST', '/api/admin/teams', { pointId: point.id, name: 'Команда' }));
  return { id: d.id, name, teamId: team.id };
}

/** A member with the money, a dispute, a request at the approvals door and an identity document to review. */
interface Member {
  memberId: string;
  phone: string;
  lastName: string;
  /** Pending: the desk's routes act on it. */
  orderId: number;
  /** Paid: the tax register and the receipts read it. */
  paidOrderId: number;
  disputeId: number;
  approvalId: number;
  money: MoneyMember;
}

async function member(lastName: string): Promise<Member> {
  const money = await moneyMember(ctx);
  const { memberId, phone } = money;
  await ctx.db.query(`UPDATE members SET last_name = $2, first_name = 'Тест' WHERE id = $1`, [memberId, lastName]);
  await credit(ctx, memberId, 5000);
  const paidOrderId = await requestOrder(ctx, money, 1000);
  ok(await desk.pay(ctx, everyone, paidOrderId));
  const orderId = await requestOrder(ctx, money, 1000);
  const dispute = ok<{ id: number }>(
    await ctx.app.inject({
      method: 'POST',
      url: '/api/disputes',
      headers: money.headers,
      payload: {
        kind: 'missing_contract',
        contractNumber: `ДС-${lastName}`,
        contractDate: today,
        subscriber: 'ул. Ленина, 1, кв. 2',
        comment: 'Подключили вчера',
      },
    }),
  );
  const adjustment = ok<{ approval: { id: number } }>(
    await call(admin, 'POST', `/api/admin/members/${memberId}/adjustments`, { amount: 100, reason: 'Премия за наставничество' }),
  );
  // A new version of the identity document waits for review.
  await ctx.db.query(`UPDATE identity_documents SET version = 1, status = 'pending' WHERE member_id = $1`, [memberId]);
  await ctx.db.query(
    `INSERT INTO identity_versions (member_id, version, data, scans, status_at_submit, submitted_at)
     VALUES ($1, 1, '{}', '{}', 'pending', $2)`,
    [memberId, ctx.clock.now()],
  );
  await ctx.db.query(
    `INSERT INTO member_tax_profiles (member_id, regime, inn, changed_at) VALUES ($1, 'self_employed', $2, $3)`,
    [memberId, `5${phone.slice(-11)}`, ctx.clock.now()],
  );
  await ctx.db.query(
    `INSERT INTO payout_receipts (order_id, member_id, provider, binding_id, inn, service_name, amount, registered_at)
     VALUES ($1, $2, 'test', 'b', $3, 'Услуги агента', 100000, $4)`,
    [paidOrderId, memberId, `5${phone.slice(-11)}`, ctx.clock.now()],
  );
  await ctx.db.query(`INSERT INTO payout_differences (order_id, kind, found_at) VALUES ($1, 'amount', $2)`, [
    orderId,
    ctx.clock.now(),
  ]);
  // Cancelled: nothing delivers it while the test runs.
  await ctx.db.query(
    `INSERT INTO notification_sends (audience, member_ids, category, title, send_at, status, created_by, created_at, cancelled_by, cancelled_at)
     SELECT 'member', ARRAY[$1::uuid], 'system', 'Проверка', $2, 'cancelled', id, $2, id, $2 FROM operators WHERE role = 'admin' LIMIT 1`,
    [memberId, ctx.clock.now()],
  );
  return { memberId, phone, lastName, orderId, paidOrderId, disputeId: dispute.id, approvalId: adjustment.approval.id, money };
}

const placeAgent = async (teamId: string, memberId: string) =>
  ok(await call(admin, 'POST', `/api/admin/teams/${teamId}/agents`, { memberId, from: today }));

let dealerA: Dealer;
let dealerB: Dealer;
/** An agent of dealer A's team. */
let a: Member;
/** The supervisor of dealer A's team. */
let supervisorA: string;
/** An agent of dealer B's team. */
let b: Member;
/** A member in no team: only an operator without a limit sees them. */
let n: Member;

/** What names a member in an answer: their surname, id and phone. */
const marks = (m: Member) => [m.lastName, m.memberId, m.phone];
const names = (body: string, m: Member) => marks(m).some((s) => body.includes(s));

/** Every table of the programme as text, to show that a refused call changed nothing. */
let digestSql = '';
async function digest(): Promise<string> {
  if (!digestSql) {
    const { rows } = await ctx.db.query<{ name: string }>(
      `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'
          -- Touched by any signed-in call, whatever it asks.
          AND tablename NOT IN ('operator_sessions', 'rate_limits')
        ORDER BY tablename`,
    );
    digestSql = rows
      .map((r) => `SELECT '${r.name}' AS n, md5(coalesce(string_agg(t::text, ',' ORDER BY t::text), '')) AS h FROM "${r.name}" t`)
      .join(' UNION ALL ');
  }
  const { rows } = await ctx.db.query<{ d: string }>(
    `SELECT string_agg(x.n || ':' || x.h, ' ' ORDER BY x.n) AS d FROM (${digestSql}) x`,
  );
  return rows[0]!.d;
}

async function newOperator(email: string): Promise<string> {
  const { rows } = await ctx.db.query<{ id: string }>(
    `INSERT INTO operators (email, display_name, role, password_hash, must_change_password, password_changed_at, created_at)
     VALUES ($1, 'Дилерский оператор', 'operator', $2, false, $3, $3) RETURNING id`,
    [email, await hashPassword('Dealer-operator-password-2026'), ctx.clock.now()],
  );
  return rows[0]!.id;
}

const setDealers = (id: string, dealerIds: string[] | null, who = admin) =>
  call(who, 'PATCH', `/api/admin/operators/${id}`, { dealerIds });

beforeAll(async () => {
  // No job runs: the database changes only by the calls of the test, which compares it whole.
  ctx = await buildTestApp({}, { jobs: { work: false } });
  await seedOperators(ctx);
  admin = await signInAdmin(ctx);
  checker = await signInSecondAdmin(ctx);
  everyone = await signInDemoOperator(ctx);
  today = moscowDate(ctx.clock.now());
  dealerA = await dealer('ООО «Альфа-Связь»');
  dealerB = await dealer('ИП Бета');
  a = await member('Альфова');
  b = await member('Бетова');
  n = await member('Безкомандная');
  await placeAgent(dealerA.teamId, a.memberId);
  await placeAgent(dealerB.teamId, b.memberId);
  supervisorA = await seedMember(ctx.db, { phone: '79995550001', firstName: 'Тест', lastName: 'Руководова' });
  const asked = ok<{ id: number }>(
    await call(admin, 'POST', `/api/admin/teams/${dealerA.teamId}/supervisor`, { memberId: supervisorA, from: today }),
  );
  ok(await call(checker, 'POST', `/api/admin/approvals/${asked.id}/approve`));
  // ИНН claims: A's member against A's supervisor (both seen), B's against A's member, the teamless one's against B's.
  for (const [claimant, holder] of [
    [a.memberId, supervisorA],
    [b.memberId, a.memberId],
    [n.memberId, b.memberId],
  ]) {
    await ctx.db.query(
      `INSERT INTO tax_inn_refused_claims (member_id, inn, holder_member_id, regime, refused_at) VALUES ($1, '500100732259', $2, 'self_employed', $3)`,
      [claimant, holder, ctx.clock.now()],
    );
  }
  scopedId = await newOperator('dealer.scope@agent-plus.test');
  ok(await setDealers(scopedId, [dealerA.id]));
  scoped = await signInOperator(ctx, 'dealer.scope@agent-plus.test', 'Dealer-operator-password-2026');
}, 120_000);

// --- The registry ---------------------------------------------------------------------------------------

const operatorRoutes = allRoutes.filter((r) => r.access === 'operator');
const byId = new Map(allRoutes.map((r) => [r.operationId, r]));
const routesOf = (kind: string) =>
  Object.entries(ROUTE_SCOPES)
    .filter(([, s]) => s.kind === kind)
    .map(([id, s]) => ({ route: byId.get(id)!, scope: s }));

describe('the registry', () => {
  it('classifies every operator route of the contracts, and only those', () => {
    expect(operatorRoutes.length).toBeGreaterThan(50);
    expect(operatorRoutes.map((r) => r.operationId).filter((id) => !(id in ROUTE_SCOPES))).toEqual([]);
    expect(Object.keys(ROUTE_SCOPES).filter((id) => byId.get(id)?.access !== 'operator')).toEqual([]);
  });

  it("checks every route whose path names a member's resource", () => {
    const addressing = /^\/api\/admin\/(members|team-members|identity|disputes|desk\/orders|approvals)\/:/;
    const unchecked = operatorRoutes.filter((r) => addressing.test(r.path) && ROUTE_SCOPES[r.operationId]?.kind !== 'member');
    expect(unchecked.map((r) => r.operationId)).toEqual([]);
  });

  it("shows no member's data on a route of the programme", async () => {
    const reads = routesOf('programme').filter(({ route }) => route.method === 'GET' && !route.path.includes(':'));
    expect(reads.length).toBeGreaterThan(8);
    for (const { route } of reads) {
      const res = await call(everyone, 'GET', route.path);
      expect(res.statusCode, `${route.operationId}: ${res.body}`).toBe(200);
      for (const m of [a, b, n]) expect(names(res.body, m), `${route.operationId} names ${m.lastName}`).toBe(false);
    }
  });

  it('lets a limited operator reach no admin route: the role refuses them first', async () => {
    const apiAdminRoutes = allRoutes.filter((r) => r.access === 'admin' && (r.server ?? 'api') === 'api');
    expect(apiAdminRoutes.length).toBeGreaterThan(20);
    for (const route of apiAdminRoutes) {
      const url = route.path.replace(/:([A-Za-z]+)/g, '1');
      const res = await call(scoped, route.method, url, route.method === 'GET' ? undefined : {});
      expect(res.statusCode, `${route.operationId} as a limited operator`).toBe(403);
    }
  });
});

// --- Routes that address one member's resource ---------------------------------------------------------

/** A valid body of each write, so that the refusal tested is the scope's and not the input's. */
const BODIES: Record<string, unknown> = {
  answerDispute: { status: 'refused', text: 'Договор не найден в системе' },
  confirmIdentity: { version: 1 },
  rejectIdentity: { version: 1, comment: 'Скан нечитаем' },
  blockMember: { reason: 'Проверка службы безопасности' },
  unblockMember: { reason: 'Проверка пройдена' },
  recordMemberEmployment: { endedOn: null },
  deskReject: { reason: 'Неверные реквизиты' },
  rejectApproval: { reason: 'Не по правилам программы' },
};

/** The id each resource has for a member. */
function resourceOf(resource: string, m: Member): string | number {
  switch (resource) {
    case 'member':
      return m.memberId;
    case 'withdrawal_order':
      return m.orderId;
    case 'dispute':
      return m.disputeId;
    case 'approval':
      return m.approvalId;
    default:
      throw new Error(`no fixture of ${resource}: add one to resourceOf`);
  }
}

function memberUrl(route: RouteDefinition, param: string, resource: string, m: Member): string {
  const values: Record<string, string | number> = { fileId: randomUUID() };
  values[param] = resourceOf(resource, m);
  return fillPath(route, values);
}

describe('a route that addresses one member', () => {
  const routes = routesOf('member');

  it('is in the registry', () => expect(routes.length).toBeGreaterThan(15));

  it('answers a member of another dealer, and a member in no team, as absent — and changes nothing', async () => {
    for (const { route, scope } of routes) {
      if (scope.kind !== 'member') continue;
      for (const m of [b, n]) {
        const before = await digest();
        const res = await call(scoped, route.method, memberUrl(route, scope.param, scope.resource, m), BODIES[route.operationId]);
        expect(
          { status: res.statusCode, code: res.json<{ code: string }>().code },
          `${route.operationId} of ${m.lastName}`,
        ).toEqual({
          status: 404,
          code: 'not_found',
        });
        expect(await digest(), `${route.operationId} of ${m.lastName} changed something`).toBe(before);
      }
    }
  });

  it('reads the same members for an operator without a limit and for an admin', async () => {
    for (const { route, scope } of routes) {
      if (scope.kind !== 'member' || route.method !== 'GET' || route.path.includes(':fileId')) continue;
      for (const who of [everyone, admin]) {
        const res = await call(who, 'GET', memberUrl(route, scope.param, scope.resource, b));
        expect(res.statusCode, `${route.operationId} of another dealer's member: ${res.body}`).toBe(200);
      }
      const own = await call(scoped, 'GET', memberUrl(route, scope.param, scope.resource, a));
      expect(own.statusCode, `${route.operationId} of the operator's own member: ${own.body}`).toBe(200);
    }
  });
});

// --- Routes refused to a limited operator ---------------------------------------------------------------

describe('a route refused to a limited operator', () => {
  it('answers 403 whatever the input, and is audited as a refused attempt', async () => {
    const routes = routesOf('none-for-scoped');
    expect(routes.length).toBeGreaterThan(3);
    for (const { route } of routes) {
      const url = route.path.replace(/:([A-Za-z]+)/g, '1');
      const res = await call(scoped, route.method, url, route.method === 'GET' ? undefined : {});
      expect({ status: res.statusCode, code: res.json<{ code: string }>().code }, route.operationId).toEqual({
        status: 403,
        code: 'forbidden',
      });
      expect(res.json<{ message: string }>().message).toMatch(/отдельных дилеров/);
      const free = await call(everyone, route.method, url, route.method === 'GET' ? undefined : {});
      expect(free.statusCode, `${route.operationId} without a limit`).not.toBe(403);
    }
    const { rows } = await ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log WHERE action = 'operator.access_refused' AND operator_id = $1`,
      [scopedId],
    );
    expect(rows[0]!.n).toBeGreaterThan(0);
  });
});

// --- Lists, counts, exports and reports ---------------------------------------------------------------------

interface ListCall {
  method?: Method;
  url: () => string;
  body?: () => unknown;
  /** What the answer must show: by default B's and the teamless member's data absent for the limited operator, A's present. */
  check?: (res: Res, who: 'scoped' | 'everyone') => void;
  /** The answer names no member of A (a list A has nothing in). */
  noneOfA?: boolean;
}

const paidSeen: Partial<Record<'scoped' | 'everyone', number>> = {};
const quarter = () => Math.ceil(Number(today.slice(5, 7)) / 3);

const LIST_CALLS: Record<string, ListCall> = {
  searchMembers: { url: () => '/api/admin/members?maxResultCount=100' },
  listIdentityQueue: { url: () => '/api/admin/identity?maxResultCount=100' },
  listDisputeQueue: { url: () => '/api/admin/disputes?view=all&maxResultCount=100' },
  deskQueue: { url: () => '/api/admin/desk/orders?maxResultCount=100' },
  deskRegister: { url: () => `/api/admin/desk/register.csv?status=pending&dateFrom=${today}&dateTo=${today}` },
  listPayoutDifferences: {
    url: () => '/api/admin/payouts/differences',
    // A difference names its order, not the member.
    check: (res, who) => {
      const orders = res.json<{ items: { orderId: number | null }[] }>().items.map((i) => i.orderId);
      if (who === 'scoped') expect(orders).toEqual([a.orderId]);
      else expect(orders).toEqual(expect.arrayContaining([a.orderId, b.orderId, n.orderId]));
    },
  },
  listApprovals: { url: () => '/api/admin/approvals' },
  taxRegister: { url: () => `/api/admin/tax/register.csv?year=${today.slice(0, 4)}&quarter=${quarter()}` },
  refusedInnClaims: { url: () => '/api/admin/tax/inn-claims' },
  exportNpdReceipts: { url: () => `/api/admin/self-employed/receipts.csv?dateFrom=${today}&dateTo=${today}` },
  getNpdSettings: {
    url: () => '/api/admin/self-employed/settings',
    check: (res, who) => expect(res.json<{ selfEmployed: number }>().selfEmployed).toBe(who === 'scoped' ? 1 : 3),
  },
  listNotificationSends: { url: () => '/api/admin/notifications?maxResultCount=100' },
  getTeamStructure: {
    url: () => '/api/admin/team-structure',
    check: (res, who) => {
      const body = res.body;
      expect(body).toContain(dealerA.name);
      expect(body).toContain('Руководова');
      expect(body.includes(dealerB.name)).toBe(who !== 'scoped');
    },
  },
  getDashboard: {
    url: () => '/api/admin/dashboard',
    // Each member has one order waiting and one paid alike: A's share is a third of the whole.
    check: (res, who) => {
      const d = res.json<{ queue: { orders: number; amount: number }; thisMonth: { paid: number; activeMembers: number } }>();
      expect(d.queue.orders).toBe(who === 'scoped' ? 1 : 3);
      expect(d.thisMonth.activeMembers).toBe(who === 'scoped' ? 1 : 3);
      paidSeen[who] = d.thisMonth.paid;
      expect(paidSeen.scoped).toBeGreaterThan(0);
      if (who === 'everyone') expect(paidSeen.everyone).toBeCloseTo(3 * paidSeen.scoped!, 2);
    },
  },
  deskBatchPay: {
    method: 'POST',
    url: () => '/api/admin/desk/pay-batch',
    // Orders that do not exist: what a limited operator is told of another dealer's order.
    body: () => ({ orderIds: [b.orderId, n.orderId] }),
    check: (res, who) => {
      const results = res.json<{ results: { orderId: number; outcome: string; code?: string }[] }>().results;
      if (who === 'scoped')
        expect(results.map((r) => [r.orderId, r.outcome, r.code])).toEqual([
          [b.orderId, 'refused', 'not_found'],
          [n.orderId, 'refused', 'not_found'],
        ]);
    },
  },
};

describe('a list, a count, an export or a report', () => {
  it('has a call here for every list route of the registry', () => {
    expect(
      routesOf('list')
        .map(({ route }) => route.operationId)
        .filter((id) => !(id in LIST_CALLS)),
    ).toEqual([]);
  });

  it('leaves out the members of other dealers and those in no team for a limited operator, and shows them to the others', async () => {
    for (const { route } of routesOf('list')) {
      if (route.operationId === 'deskBatchPay') continue;
      const c = LIST_CALLS[route.operationId]!;
      for (const who of ['scoped', 'everyone', 'admin'] as const) {
        const session = who === 'scoped' ? scoped : who === 'everyone' ? everyone : admin;
        const res = await call(session, c.method ?? route.method, c.url(), c.body?.());
        expect(res.statusCode, `${route.operationId} as ${who}: ${res.body}`).toBe(200);
        if (c.check) {
          c.check(res, who === 'scoped' ? 'scoped' : 'everyone');
          continue;
        }
        const label = `${route.operationId} as ${who}`;
        expect(names(res.body, a), `${label} shows dealer A's member`).toBe(true);
        expect(names(res.body, b), `${label} shows dealer B's member`).toBe(who !== 'scoped');
        expect(names(res.body, n), `${label} shows the member in no team`).toBe(who !== 'scoped');
      }
    }
  });

  it('refuses a batch its orders of other members as orders that do not exist, paying nothing', async () => {
    const before = await digest();
    const c = LIST_CALLS.deskBatchPay!;
    const res = await call(scoped, 'POST', c.url(), c.body!());
    expect(res.statusCode, res.body).toBe(200);
    c.check!(res, 'scoped');
    // The refusal of an order that does not exist, word for word.
    const absent = await call(everyone, 'POST', c.url(), { orderIds: [999_999_999] });
    expect(res.json().results[0]).toMatchObject({ message: absent.json().results[0].message });
    expect(await digest()).toBe(before);
  });

  it('counts the supervisor of a team as a member of its dealer', async () => {
    const found = ok<{ members: { id: string }[] }>(await call(scoped, 'GET', '/api/admin/members?q=Руководова'));
    expect(found.members.map((m) => m.id)).toEqual([supervisorA]);
  });
});

// --- The operator's dealers and their changes -------------------------------------------------------------

describe("an operator's dealers", () => {
  const sees = async (who: OperatorSession, m: Member) =>
    ok<{ members: { id: string }[] }>(
      await call(who, 'GET', `/api/admin/members?q=${encodeURIComponent(m.lastName)}`),
    ).members.some((x) => x.id === m.memberId);

  it('shows on the operator and on their own account; an admin sees every dealer', async () => {
    const list = ok<{ operators: { id: string; role: string; dealers: { id: string; name: string }[] | null }[] }>(
      await call(admin, 'GET', '/api/admin/operators'),
    ).operators;
    expect(list.find((o) => o.id === scopedId)?.dealers).toEqual([{ id: dealerA.id, name: dealerA.name }]);
    expect(list.filter((o) => o.role === 'admin').every((o) => o.dealers === null)).toBe(true);
    expect(ok<{ operator: { dealers: unknown } }>(await call(scoped, 'GET', '/api/admin/auth/me')).operator.dealers).toEqual([
      { id: dealerA.id, name: dealerA.name },
    ]);
  });

  it('a widening waits for a second admin and holds from the next request once approved; a narrowing acts at once', async () => {
    expect(await sees(scoped, b)).toBe(false);
    const asked = ok<{ pendingChange: { id: number; kind: string; summary: string } | null; operator: { dealers: unknown } }>(
      await setDealers(scopedId, [dealerA.id, dealerB.id]),
    );
    // The dealers by name: «ИП Бета» before «ООО «Альфа-Связь»».
    expect(asked.pendingChange).toMatchObject({
      kind: 'operator_change',
      summary: `Оператор dealer.scope@agent-plus.test будет видеть участников дилеров: «${dealerB.name}», «${dealerA.name}»`,
    });
    expect(asked.operator.dealers).toEqual([{ id: dealerA.id, name: dealerA.name }]);
    expect(await sees(scoped, b)).toBe(false);
    // Its maker cannot approve it; a second admin can, and the same session sees B's member at its next request.
    expect((await call(admin, 'POST', `/api/admin/approvals/${asked.pendingChange!.id}/approve`)).json()).toMatchObject({
      code: 'own_change_approval',
    });
    ok(await call(checker, 'POST', `/api/admin/approvals/${asked.pendingChange!.id}/approve`));
    expect(await sees(scoped, b)).toBe(true);
    expect(await sees(scoped, n)).toBe(false);

    const narrowed = ok<{ pendingChange: unknown; operator: { dealers: unknown } }>(await setDealers(scopedId, [dealerA.id]));
    expect(narrowed).toMatchObject({ pendingChange: null, operator: { dealers: [{ id: dealerA.id, name: dealerA.name }] } });
    expect(await sees(scoped, b)).toBe(false);
    const { rows } = await ctx.db.query<{ before: unknown; after: unknown; actor: string }>(
      `SELECT before, after, actor FROM audit_log WHERE action = 'operator.updated' AND target_id = $1 ORDER BY id`,
      [scopedId],
    );
    expect(rows.map((r) => [r.actor, r.before, r.after])).toEqual([
      [
        'admin@agent-plus.test',
        { role: 'operator', disabled: false, dealers: null },
        { role: 'operator', disabled: false, dealers: [dealerA.name] },
      ],
      [
        'admin2@agent-plus.test',
        { dealers: [dealerA.name] },
        { dealers: [dealerB.name, dealerA.name], maker: 'admin@agent-plus.test' },
      ],
      [
        'admin@agent-plus.test',
        { role: 'operator', disabled: false, dealers: [dealerB.name, dealerA.name] },
        { role: 'operator', disabled: false, dealers: [dealerA.name] },
      ],
    ]);
  });

  it('follows the structure of the day: a member put in a team of A is seen at the next request', async () => {
    expect(await sees(scoped, n)).toBe(false);
    await placeAgent(dealerA.teamId, n.memberId);
    expect(await sees(scoped, n)).toBe(true);
    ok(await call(admin, 'POST', `/api/admin/team-members/${n.memberId}/end`, { lastDay: today }));
  });

  it('refuses unknown dealers and an admin limited to dealers, changing nothing; the database refuses it too', async () => {
    const before = await digest();
    const unknown = await setDealers(scopedId, ['999999']);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'validation_error', fields: { dealerIds: expect.any(String) } });
    expect((await setDealers(scopedId, [])).statusCode).toBe(400);
    const adminId = ok<{ operator: { id: string } }>(await call(admin, 'GET', '/api/admin/auth/me')).operator.id;
    const secondAdmin = ok<{ operator: { id: string } }>(await call(checker, 'GET', '/api/admin/auth/me')).operator.id;
    const limitedAdmin = await setDealers(secondAdmin, [dealerA.id]);
    expect(limitedAdmin.statusCode).toBe(409);
    expect(limitedAdmin.json<{ message: string }>().message).toMatch(/только оператора/);
    expect(await digest()).toBe(before);
    await expect(
      ctx.db.query('INSERT INTO operator_dealers (operator_id, dealer_id) VALUES ($1, $2)', [adminId, dealerA.id]),
    ).rejects.toThrow();
    await expect(ctx.db.query(`UPDATE operators SET role = 'admin' WHERE id = $1`, [scopedId])).rejects.toThrow();
  });

  it('ends with a promotion to admin: its approval removes the limit first', async () => {
    const asked = ok<{ pendingChange: { id: number } }>(
      await call(admin, 'PATCH', `/api/admin/operators/${scopedId}`, { role: 'admin' }),
    );
    ok(await call(checker, 'POST', `/api/admin/approvals/${asked.pendingChange.id}/approve`));
    const { rows } = await ctx.db.query<{ role: string; n: number }>(
      `SELECT role, (SELECT count(*)::int FROM operator_dealers WHERE operator_id = $1) AS n FROM operators WHERE id = $1`,
      [scopedId],
    );
    expect(rows[0]).toEqual({ role: 'admin', n: 0 });
  });
});
