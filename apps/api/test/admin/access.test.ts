// Who may call what, for every operation the OpenAPI document lists — so that a route added later
// cannot forget its check: the back office refuses a member (403) and nobody (401), the member
// API refuses an operator (401), admin-only calls refuse an operator (403).
import { allRoutes } from '@cabinet/contracts';
import { beforeAll, expect, it } from 'vitest';
import { DEMO_PHONE, seedMember } from '../../src/seed/members.js';
import { buildTestApp, signIn, type SignedIn, type TestContext } from '../helper.js';
import { seedOperators, signInAdmin, signInDemoOperator, type OperatorSession } from './fixtures.js';

interface Operation {
  method: string;
  path: string;
  operationId: string;
  security: Record<string, unknown>[];
}

let ctx: TestContext;
let member: SignedIn;
let operator: OperatorSession;
let admin: OperatorSession;
let operations: Operation[];

beforeAll(async () => {
  ctx = await buildTestApp();
  await seedMember(ctx.db, { phone: DEMO_PHONE, firstName: 'Иван' });
  await seedOperators(ctx);
  member = await signIn(ctx, DEMO_PHONE);
  operator = await signInDemoOperator(ctx);
  admin = await signInAdmin(ctx);
  const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, { operationId: string; security: Record<string, unknown>[] }>>;
  }>();
  operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      operationId: op.operationId,
      security: op.security,
    })),
  );
});

/** A concrete URL of a documented path: any well-formed id will do, the check comes first. */
const urlOf = (path: string) => path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000001');

function call(op: Operation, headers: Record<string, string>) {
  return ctx.app.inject({
    method: op.method as 'GET',
    url: urlOf(op.path),
    headers,
    payload: op.method === 'GET' ? undefined : {},
  });
}

const backOffice = () => operations.filter((op) => op.security.some((s) => 'operatorSession' in s));
const memberApi = () =>
  operations.filter((op) => op.security.some((s) => 'bearer' in s) && op.security.every((s) => Object.keys(s).length > 0));

it('lists the back office and the member API in the document', () => {
  expect(backOffice().length).toBeGreaterThan(10);
  expect(memberApi().length).toBeGreaterThan(25);
  for (const op of backOffice()) expect(op.path.startsWith('/api/admin/'), op.operationId).toBe(true);
});

it('refuses every back office operation without a session (401) and with a member token (403)', async () => {
  for (const op of backOffice()) {
    const nobody = await call(op, {});
    expect(nobody.statusCode, `${op.operationId} without a session`).toBe(401);
    expect(nobody.json().code).toBe('unauthorized');
    const asMember = await call(op, member.headers);
    expect(asMember.statusCode, `${op.operationId} with a member's token`).toBe(403);
    expect(asMember.json().code).toBe('forbidden');
  }
});

it("refuses every member operation an operator's session (401)", async () => {
  for (const op of memberApi()) {
    const res = await call(op, operator.headers);
    expect(res.statusCode, `${op.operationId} with an operator's session`).toBe(401);
  }
});

it('lets an operator past the check of every operator operation and refuses the admin-only ones (403)', async () => {
  const adminOnly = new Set(allRoutes.filter((r) => r.access === 'admin').map((r) => r.operationId));
  for (const op of backOffice()) {
    if (op.operationId === 'adminSignOut') continue;
    const res = await call(op, operator.headers);
    if (adminOnly.has(op.operationId)) {
      expect(res.statusCode, `${op.operationId} as an operator`).toBe(403);
      expect(res.json().code).toBe('forbidden');
    } else {
      expect([401, 403], `${op.operationId} as an operator`).not.toContain(res.statusCode);
    }
    const asAdmin = await call(op, admin.headers);
    expect([401, 403], `${op.operationId} as an admin`).not.toContain(asAdmin.statusCode);
  }
});
