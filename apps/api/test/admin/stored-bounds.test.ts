// What the API stores from a client is no longer than a valid value can be (decision 0030): the
// User-Agent of a sign-in. (The import's cells: imports-bounds.test.ts; every contract's inputs:
// packages/contracts/src/input-bounds.test.ts.)
import { beforeAll, expect, it } from 'vitest';
import { USER_AGENT_MAX } from '../../src/plugins/bounded-headers.js';
import { buildTestApp, type TestContext } from '../helper.js';
import { DEMO_OPERATOR, seedOperators } from './fixtures.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
  await seedOperators(ctx);
});

it("keeps an operator's sign-in User-Agent cut to what a browser sends", async () => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/auth/sign-in',
    headers: { 'user-agent': `Mozilla/5.0 ${'x'.repeat(10_000)}` },
    payload: { email: DEMO_OPERATOR.email, password: DEMO_OPERATOR.password },
  });
  expect(res.statusCode, res.body).toBe(200);
  const { rows } = await ctx.db.query<{ n: number }>('SELECT max(length(user_agent))::int AS n FROM operator_sessions');
  expect(rows[0]!.n).toBe(USER_AGENT_MAX);
});
