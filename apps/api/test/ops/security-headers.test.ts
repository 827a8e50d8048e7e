// The security headers the API sends with every answer: successes, refusals and unknown routes.
import { beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '../../src/plugins/security-headers.js';
import { seedMember } from '../../src/seed/members.js';
import { buildTestApp, signIn, type TestContext } from '../helper.js';

let ctx: TestContext;
let headers: { authorization: string };
beforeAll(async () => {
  ctx = await buildTestApp();
  await seedMember(ctx.db, { phone: '79005550901' });
  headers = (await signIn(ctx, '79005550901')).headers;
});

describe('security headers', () => {
  it.each([
    ['a member’s answer', '/api/balance/user-balance/', true, 200],
    ['a refusal without a sign-in', '/api/balance/user-balance/', false, 401],
    ['a public answer', '/api/captcha/challenge', false, 200],
    ['an unknown route', '/api/nothing-here', false, 404],
  ])('are on %s', async (_what, url, signedIn, status) => {
    const res = await ctx.app.inject({ method: 'GET', url, headers: signedIn ? headers : {} });
    expect(res.statusCode).toBe(status);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers[name], name).toBe(value);
  });
});
