// What operators are told, from this very instance: the slower of two operators on the provider's
// rail learns who handed the order over and when (decision 0012), and the set-password links of a
// second local instance (`PORT=3100 npm start`) open that instance's web app, not the first one's.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR } from '../../src/seed/operators-demo.js';
import { orderOf, payByProvider, payoutsApp, type PayoutsContext } from '../payouts/fixtures.js';
import { desk } from './desk-fixtures.js';

let ctx: PayoutsContext;

beforeAll(async () => {
  // A slow provider: the order stays handed over while the second operator acts.
  ctx = await payoutsApp({ settleMs: 60_000 }, { PORT: '3100' });
});

describe('the provider rail', () => {
  it('tells the slower operator who handed the order to the provider, and when', async () => {
    const { orderId } = await orderOf(ctx, 300);
    await payByProvider(ctx, orderId);
    const expected = `Заявка уже передана на выплату платёжному сервису: её передал(а) ${DEMO_OPERATOR.email} в `;
    for (const again of [await desk.pay(ctx, ctx.admin, orderId), await desk.reject(ctx, ctx.admin, orderId, 'Передумали')]) {
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'order_already_handled' });
      expect(again.json().message).toMatch(new RegExp(`^${expected.replace(/[.()]/g, '\\$&')}\\d{2}:\\d{2}$`));
    }
  });
});

describe('set-password links', () => {
  it('open the web app of this instance (PORT) when PUBLIC_WEB_URL is not given', async () => {
    const email = 'second-instance@agent-plus.test';
    const invited = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/operators',
      headers: ctx.admin.headers,
      payload: { email, displayName: 'Оператор второго стенда', role: 'operator' },
    });
    expect(invited.statusCode, invited.body).toBe(200);
    const mail = ctx.logs.map((l) => l.mail as { to: string; text: string } | undefined).find((m) => m?.to === email);
    expect(mail?.text).toMatch(/http:\/\/localhost:3100\/admin\/set-password#[A-Za-z0-9_-]+/);
    expect(mail?.text).not.toContain('localhost:3000');
  });
});
