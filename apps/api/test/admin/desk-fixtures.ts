import type { TestContext } from '../helper.js';
import { credit, moneyMember, SBER, withdraw, type MoneyMember } from '../money/fixtures.js';
import type { OperatorSession } from './fixtures.js';

/** A member with `points` on the balance and one pending withdrawal of `amount` to their own phone. */
export async function memberWithOrder(
  ctx: TestContext,
  amount: number,
  opts: { points?: number; phone?: string } = {},
): Promise<{ member: MoneyMember; orderId: number }> {
  const member = await moneyMember(ctx);
  await credit(ctx, member.memberId, opts.points ?? amount);
  const orderId = await requestOrder(ctx, member, amount, opts.phone);
  return { member, orderId };
}

export async function requestOrder(ctx: TestContext, member: MoneyMember, amount: number, phone = member.phone): Promise<number> {
  const res = await withdraw(ctx, member, { bankId: SBER, amount, phone });
  if (res.statusCode !== 200) throw new Error(`withdrawal: ${res.body}`);
  return res.json<{ order: { id: number } }>().order.id;
}

type Session = Pick<OperatorSession, 'headers'>;

/** The latest request of the order's large payment at the approvals door (decision 0060), decided or not. */
export async function deskPayoutRequest(ctx: TestContext, orderId: number): Promise<number | undefined> {
  const { rows } = await ctx.db.query<{ id: number }>(
    `SELECT id::int AS id FROM approvals WHERE kind = 'desk_payout' AND subject = $1 ORDER BY id DESC LIMIT 1`,
    [String(orderId)],
  );
  return rows[0]?.id;
}

export const desk = {
  queue: (ctx: TestContext, s: Session, query = '') =>
    ctx.app.inject({ method: 'GET', url: `/api/admin/desk/orders${query ? `?${query}` : ''}`, headers: s.headers }),
  order: (ctx: TestContext, s: Session, id: number) =>
    ctx.app.inject({ method: 'GET', url: `/api/admin/desk/orders/${id}`, headers: s.headers }),
  pay: (ctx: TestContext, s: Session, id: number) =>
    ctx.app.inject({ method: 'POST', url: `/api/admin/desk/orders/${id}/pay`, headers: s.headers }),
  /** The second operator approves the order's large payment at the approvals door. */
  approve: async (ctx: TestContext, s: Session, id: number) => {
    const request = await deskPayoutRequest(ctx, id);
    if (request === undefined) throw new Error(`no payment of order ${id} waits for approval`);
    return ctx.app.inject({ method: 'POST', url: `/api/admin/approvals/${request}/approve`, headers: s.headers });
  },
  reject: (ctx: TestContext, s: Session, id: number, reason: unknown) =>
    ctx.app.inject({ method: 'POST', url: `/api/admin/desk/orders/${id}/reject`, headers: s.headers, payload: { reason } }),
  batch: (ctx: TestContext, s: Session, orderIds: number[]) =>
    ctx.app.inject({ method: 'POST', url: '/api/admin/desk/pay-batch', headers: s.headers, payload: { orderIds } }),
  register: (ctx: TestContext, s: Session, query: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/admin/desk/register.csv?${query}`, headers: s.headers }),
};
