// Findings 4–8 of the adversarial review (docs/product.md §13), each refused API-wide, not route by route.
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { parseEnv } from '../../src/config/env.js';
import { buildTestApp, TEST_ORGANISER, type TestContext } from '../helper.js';
import { credit, moneyMember, SBER, type MoneyMember } from '../money/fixtures.js';

let ctx: TestContext;
let m: MoneyMember;
beforeAll(async () => {
  ctx = await buildTestApp();
  m = await moneyMember(ctx);
  await credit(ctx, m.memberId, 1000);
});

describe('finding 4: a NUL byte in any parameter is refused with 400', () => {
  it('in the query, the path and the body of the routes that answered 500', async () => {
    const requests = [
      { method: 'GET', url: '/api/accounts/transactions?Search=a%00b' },
      { method: 'GET', url: '/api/news/?category=%00' },
      { method: 'PUT', url: '/api/news/?slugId=x%00y' },
      { method: 'GET', url: '/api/order/%00/' },
      {
        method: 'POST',
        url: '/api/withdrawal/',
        headers: { 'idempotency-key': 'nul-byte-key-1' },
        payload: { bankId: SBER, amount: 100, phone: `${m.phone}\u0000` },
      },
      { method: 'POST', url: '/api/lk/edit/set-user-data/', payload: { firstName: 'Иван\u0000' } },
    ] as const;
    for (const r of requests) {
      const res = await ctx.app.inject({ ...r, headers: { ...m.headers, ...('headers' in r ? r.headers : {}) } });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(400);
      expect(res.json(), `${r.method} ${r.url}`).toMatchObject({ code: 'validation_error', message: expect.any(String) });
    }
    // Nothing was withdrawn.
    const balance = await ctx.app.inject({ method: 'GET', url: '/api/balance/user-balance/', headers: m.headers });
    expect(balance.json()).toMatchObject({ balance: 1000 });
  });

  it('also before sign-in, in a JSON key', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/mobile-auth/code',
      payload: { phone: '79001234567', captcha: 'x', ['a\u0000']: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_error' });
  });
});

describe('finding 5: answers to a signed-in member are never stored by a cache', () => {
  it('every authenticated answer, success or refusal, says no-store', async () => {
    for (const url of [
      '/api/lk/edit/get-passport-data/',
      '/api/lk/personal-info/',
      '/api/balance/user-balance/',
      '/api/accounts/transactions',
      '/api/order/00000000-0000-0000-0000-000000000000/',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: m.headers });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('so does a refused token', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/balance/user-balance/',
      headers: { authorization: 'Bearer x' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('finding 6: the API documentation page', () => {
  it('is served with a content security policy of its own', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });
});

describe('finding 6: the documentation is off in production unless asked for', () => {
  const prod = {
    NODE_ENV: 'production',
    SMS_PROVIDER: 'smsru',
    SMSRU_API_ID: 'k',
    SESSION_SECRET: 's'.repeat(32),
    TOKEN_SECRET: 't'.repeat(32),
    ...TEST_ORGANISER,
  };

  it('answers 404 in production', async () => {
    const app = await buildApp({ env: parseEnv(prod), db: ctx.db, logStream: { write() {} } });
    try {
      expect((await app.inject({ method: 'GET', url: '/api/docs/' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('is served in production with API_DOCS=true', async () => {
    const app = await buildApp({ env: parseEnv({ ...prod, API_DOCS: 'true' }), db: ctx.db, logStream: { write() {} } });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/docs/' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    } finally {
      await app.close();
    }
  });
});

describe('finding 7: a failed query does not log its parameters', () => {
  it('the error logged for a 500 names the query, not the personal data it carried', async () => {
    const passport = '4510 987654 выдан ОВД';
    const err = await ctx.db.query('SELECT 1 / 0 WHERE $1::text IS NOT NULL', [passport]).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(Error);
    ctx.app.log.error({ err }, 'unhandled error');
    const line = ctx.rawLogs.find((l) => l.includes('unhandled error') && l.includes('division by zero'));
    expect(line).toBeDefined();
    expect(line).not.toContain('4510');
    expect(JSON.stringify(err)).not.toContain('4510');
  });
});

describe('finding 8: request logs name the member, never the phone', () => {
  it("the completed request's line carries the member id", async () => {
    const before = ctx.logs.length;
    const res = await ctx.app.inject({ method: 'GET', url: '/api/balance/user-balance/', headers: m.headers });
    expect(res.statusCode).toBe(200);
    const lines = ctx.logs.slice(before);
    const completed = lines.find((l) => l.msg === 'request completed');
    expect(completed).toMatchObject({
      memberId: m.memberId,
      req: { method: 'GET', url: '/api/balance/user-balance/' },
      res: { statusCode: 200 },
    });
    expect(completed!.responseTime).toEqual(expect.any(Number));
    // One line per request: Fastify's "incoming request" line is not written.
    expect(lines.filter((l) => l.msg === 'incoming request')).toEqual([]);
    expect(JSON.stringify(lines)).not.toContain(m.phone);
  });

  it('a request without a member carries none', async () => {
    const before = ctx.logs.length;
    await ctx.app.inject({ method: 'GET', url: '/api/banks/' });
    const completed = ctx.logs.slice(before).find((l) => l.msg === 'request completed');
    expect(completed).toBeDefined();
    expect(completed).not.toHaveProperty('memberId');
  });
});
