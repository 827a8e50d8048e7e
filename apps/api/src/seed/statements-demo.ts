// The statements demo (decisions 0033 and 0034): an agent paid as an individual resident with a
// withdrawal of this month already paid, its НДФЛ withheld, so that «Выписки и справки» shows the
// month's tax and the year's income from the first sign-in (and the browser test of the statements,
// +7 (900) 555-08-02, has them).
import type { Queryable } from '../db/types.js';
import { createOrder } from '../features/orders/create-order.js';
import { payOrder } from '../features/orders/pay-order.js';
import { recordOrderTax, withdrawalTax } from '../features/tax/service.js';
import { moscowMonth } from '../lib/moscow-time.js';
import type { DemoContext } from './demo-context.js';
import { seedFundedAgent } from './funded-agent.js';
import { DEMO_ADMIN } from './operators-demo.js';

export const STATEMENTS_DEMO_PHONE = '79005550802';
const SBER = { id: '100000000111', name: 'Сбербанк' };

export async function seedStatementsDemo(tx: Queryable, ctx: DemoContext): Promise<void> {
  const memberId = await seedFundedAgent(tx, ctx, {
    phone: STATEMENTS_DEMO_PHONE,
    lastName: 'Орлова',
    firstName: 'Вера',
    middleName: 'Павловна',
    cityName: 'Тверь',
    email: 'vera.orlova@example.ru',
    points: 12_000,
  });
  // Asked and paid within the demo's month, however early in it the demo is seeded.
  const monthStart = new Date(`${moscowMonth(ctx.now)}-01T00:00:00+03:00`).getTime();
  const asked = new Date(Math.max(ctx.now.getTime() - 2 * 3_600_000, monthStart));
  const paid = new Date(Math.max(ctx.now.getTime() - 3_600_000, monthStart + 1_000));
  const amount = 5_000_00;
  const tax = await withdrawalTax(tx, memberId, amount, asked);
  const orderId = await createOrder(tx, {
    memberId,
    destination: { kind: 'sbp', bank: SBER, phone: STATEMENTS_DEMO_PHONE },
    rail: 'manual',
    amount,
    withheld: tax.withheld,
    at: asked,
  });
  await recordOrderTax(tx, { orderId, memberId, tax, at: asked });
  await payOrder(tx, { orderId, operator: DEMO_ADMIN.email, at: paid });
}
