import { beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helper.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});

// Every API call of spec §7 (the app-server ones excepted) with its method, as the document names it.
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
