// The provider's notifications (decision 0031): believed only from its networks, always read back
// from the provider before money moves; duplicates and late or early ones change nothing twice.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/types.js';
import { receiveNotification } from '../../src/features/payouts/notifications.js';
import { markSubmitted } from '../../src/features/payouts/queries.js';
import { balances, get, moneyRowCounts } from '../money/fixtures.js';
import {
  orderOf,
  orderStatus,
  payByProvider,
  payoutRow,
  payoutsApp,
  payoutsOfOrder,
  settled,
  until,
  type PayoutsContext,
} from './fixtures.js';

let ctx: PayoutsContext;
beforeAll(async () => {
  ctx = await payoutsApp();
});

const notification = (payoutId: string, event: string, remoteAddress = '127.0.0.1') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/payouts/yookassa/notifications',
    remoteAddress,
    payload: {
      type: 'notification',
      event,
      object: { id: payoutId, status: event.split('.')[1], amount: { value: '1.00', currency: 'RUB' } },
    },
  });

async function notificationsOf(orderId: number, member: Parameters<typeof get>[1]): Promise<number> {
  const list = (await get(ctx, member, '/api/notification/')).json() as { items?: { title: string }[] };
  return JSON.stringify(list).split(`Заявка № ${orderId} выплачена`).length - 1;
}

describe('notifications', () => {
  it('a duplicate changes nothing: one payout, one ledger movement, one notice', async () => {
    ctx.emulator.config.webhookCopies = 3;
    try {
      const { member, orderId } = await orderOf(ctx, 800);
      await payByProvider(ctx, orderId);
      expect(await settled(ctx, orderId)).toBe('paid');
      const [payout] = payoutsOfOrder(ctx, orderId);
      const counts = await moneyRowCounts(ctx);
      // And once more by hand, with the same and with the other event.
      expect((await notification(payout!.id, 'payout.succeeded')).json()).toEqual({ received: true });
      expect((await notification(payout!.id, 'payout.canceled')).json()).toEqual({ received: true });
      expect(await moneyRowCounts(ctx)).toEqual(counts);
      expect(await balances(ctx, member)).toEqual({ balance: 0, frozen: 0, pendingOrders: 0 });
      expect(await notificationsOf(orderId, member)).toBe(1);
    } finally {
      ctx.emulator.config.webhookCopies = 1;
    }
  });

  it('a forged one is refused from another address, and from the provider’s address cannot move money', async () => {
    ctx.emulator.config.settleMs = 60_000;
    try {
      const { member, orderId } = await orderOf(ctx, 900);
      await payByProvider(ctx, orderId);
      await until(async () => (await payoutRow(ctx, orderId))?.state === 'submitted');
      const { provider_payout_id: id } = (await payoutRow(ctx, orderId))!;
      const outsider = await notification(id!, 'payout.succeeded', '203.0.113.7');
      expect(outsider.statusCode).toBe(403);
      expect(outsider.json().code).toBe('forbidden');
      // From an allowed address the body says succeeded, but the provider says pending: nothing moves.
      expect((await notification(id!, 'payout.succeeded')).statusCode).toBe(200);
      expect(await orderStatus(ctx, orderId)).toBe('pending');
      expect(await balances(ctx, member)).toMatchObject({ frozen: 900 });
      // A payout id the provider does not have.
      expect((await notification('po-00000000-0000-0000-0000-000000000000', 'payout.succeeded')).json()).toEqual({
        received: false,
      });
      expect((await payoutRow(ctx, orderId))!.state).toBe('submitted');
    } finally {
      ctx.emulator.config.settleMs = 30;
    }
  });

  it('out of order: the notification comes before the creation’s answer was stored', async () => {
    // The emulator makes the payout, settles it and notifies at once, and answers the creation late.
    ctx.emulator.config.settleMs = 0;
    ctx.emulator.fault({ op: 'create', hangMs: 2_500, afterWork: true });
    try {
      const { member, orderId } = await orderOf(ctx, 350);
      await payByProvider(ctx, orderId);
      expect(await settled(ctx, orderId)).toBe('paid');
      // The late answer (a timeout here) finds the payout final and changes nothing.
      await until(async () => ctx.emulator.createRequests() > 0 && (await payoutRow(ctx, orderId))!.attempts === 1);
      await new Promise((r) => setTimeout(r, 2_600));
      expect(await payoutRow(ctx, orderId)).toMatchObject({ state: 'succeeded', attempts: 1 });
      expect(payoutsOfOrder(ctx, orderId)).toHaveLength(1);
      expect(await balances(ctx, member)).toEqual({ balance: 0, frozen: 0, pendingOrders: 0 });
    } finally {
      ctx.emulator.config.settleMs = 30;
    }
  });

  it('the creation’s answer stored between the notification’s two look-ups: the notification still settles', async () => {
    const webhookUrl = ctx.emulator.config.webhookUrl;
    ctx.emulator.config.webhookUrl = undefined;
    try {
      const { member, orderId } = await orderOf(ctx, 210);
      await payByProvider(ctx, orderId);
      await until(async () => payoutsOfOrder(ctx, orderId)[0]?.status === 'succeeded');
      const [payout] = payoutsOfOrder(ctx, orderId);
      // As before the answer was stored; the answer is stored right after the look-up by the payout's id.
      await ctx.db.query("UPDATE provider_payouts SET state = 'approved', provider_payout_id = NULL WHERE order_id = $1", [
        orderId,
      ]);
      const db: Db = {
        ...ctx.db,
        transaction: (fn) => ctx.db.transaction(fn),
        query: (async (sql: string, params?: readonly unknown[]) => {
          const result = await ctx.db.query(sql, params);
          if (/WHERE provider_payout_id = \$1/.test(sql))
            await ctx.db.transaction((tx) =>
              markSubmitted(tx, { orderId, providerPayoutId: payout!.id, recipientChecked: null, at: ctx.clock.now() }),
            );
          return result;
        }) as Db['query'],
      };
      const received = await receiveNotification(
        { db, clock: ctx.clock, provider: ctx.app.deps.payouts, log: ctx.app.log },
        { payoutId: payout!.id, event: 'payout.succeeded', senderAddress: '127.0.0.1' },
      );
      expect(received).toEqual({ received: true });
      expect(await orderStatus(ctx, orderId)).toBe('paid');
      expect(await balances(ctx, member)).toEqual({ balance: 0, frozen: 0, pendingOrders: 0 });
    } finally {
      ctx.emulator.config.webhookUrl = webhookUrl;
    }
  });

  it('a cancellation notified after the success (the provider says succeeded) changes nothing', async () => {
    const { member, orderId } = await orderOf(ctx, 120);
    await payByProvider(ctx, orderId);
    expect(await settled(ctx, orderId)).toBe('paid');
    const [payout] = payoutsOfOrder(ctx, orderId);
    expect((await notification(payout!.id, 'payout.canceled')).statusCode).toBe(200);
    expect(await orderStatus(ctx, orderId)).toBe('paid');
    expect(await balances(ctx, member)).toEqual({ balance: 0, frozen: 0, pendingOrders: 0 });
  });
});
