import { allRoutes, routeErrors } from '@cabinet/contracts';
import { beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helper.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});

// Every API call of product §7 (the app-server ones excepted) with its method, as the document names it.
const specCalls: [string, string][] = [
  ['post', '/api/mobile-auth/code'],
  ['post', '/api/mobile-auth/verify'],
  ['get', '/api/refresh-token'],
  ['get', '/api/balance/user-balance/'],
  ['get', '/api/accounts/transactions'],
  ['get', '/api/order/'],
  ['get', '/api/order/{id}/'],
  ['get', '/api/news/'],
  ['get', '/api/news/item/'],
  ['put', '/api/news/'],
  ['delete', '/api/news/'],
  ['get', '/api/lk/personal-info/'],
  ['get', '/api/lk/account-info/'],
  ['get', '/api/lk/edit/get-passport-data/'],
  ['put', '/api/lk/edit/set-img/'],
  ['post', '/api/lk/edit/set-user-data/'],
  ['put', '/api/lk/edit/set-place-of-work/'],
  ['put', '/api/lk/edit/set-account-data/'],
  ['put', '/api/lk/edit/set-passport-file/'],
  ['post', '/api/lk/edit/set-passport-data/'],
  ['get', '/api/notification/'],
  ['get', '/api/notification/is-notification/'],
  ['post', '/api/withdrawal/'],
  ['get', '/api/banks/'],
  ['get', '/api/pending-amount/'],
];

it('documents every call of the specification', async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  const doc = res.json<{ paths: Record<string, Record<string, unknown>> }>();
  const missing = specCalls.filter(([method, path]) => {
    const entry = doc.paths[path] ?? doc.paths[path.replace(/\/$/, '')];
    return !entry?.[method];
  });
  expect(missing).toEqual([]);
});

it('serves a browsable page', async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/html');
  expect(res.body).toContain('swagger');
});

type Operation = {
  operationId?: string;
  security?: unknown[];
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
};

it('serves every API route contract, each once, and no operation without one', async () => {
  const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, Operation>>;
  }>();
  const documented = Object.values(doc.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
  const contracts = allRoutes.filter((r) => (r.server ?? 'api') === 'api').map((r) => r.operationId);
  expect(documented.toSorted()).toEqual(contracts.toSorted());
  // The web app's own calls are its business, not the API's.
  expect(documented).not.toContain('getWebUser');
});

it("documents each refusal an operation can give under its status, with the contract's codes", async () => {
  const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, Operation>>;
  }>();
  const ops = new Map(Object.values(doc.paths).flatMap((item) => Object.values(item).map((op) => [op.operationId, op] as const)));
  for (const route of allRoutes.filter((r) => (r.server ?? 'api') === 'api')) {
    const op = ops.get(route.operationId)!;
    const documentedCodes = Object.entries(op.responses)
      .filter(([status]) => Number(status) >= 400)
      .flatMap(([, res]) => JSON.stringify(res.content ?? {}).match(/"enum":\[[^\]]*\]/g) ?? [])
      .join(' ');
    for (const code of routeErrors(route))
      expect(documentedCodes, `${route.operationId} documents ${code}`).toContain(`"${code}"`);
    expect(op.security, route.operationId).toBeDefined();
  }
});

it("says which operations are admin-only, from each contract's access", async () => {
  const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, Operation & { 'x-access'?: string; description?: string }>>;
  }>();
  const ops = new Map(Object.values(doc.paths).flatMap((item) => Object.values(item).map((op) => [op.operationId, op] as const)));
  const apiRoutes = allRoutes.filter((r) => (r.server ?? 'api') === 'api');
  const admins = apiRoutes.filter((r) => r.access === 'admin');
  expect(admins.length).toBeGreaterThan(5);
  for (const route of apiRoutes) {
    const op = ops.get(route.operationId)!;
    expect(op['x-access'], route.operationId).toBe(route.access);
    if (route.access === 'admin') {
      expect(op.security, route.operationId).toEqual([{ operatorSession: ['admin'] }]);
      expect(op.description, route.operationId).toContain('Только для администраторов');
    } else if (route.access === 'operator') {
      expect(op.security, route.operationId).toEqual([{ operatorSession: [] }]);
      expect(op.description ?? '', route.operationId).not.toContain('Только для администраторов');
    }
  }
});
