// Payouts by ЮKassa's API against the emulator (decision 0031): the order's life from the desk's
// approval to the provider's final status, each cancellation reason, lost answers asked again with
// the same key (notifications: webhooks.test.ts).
import { PAYOUT_CANCEL_REASONS, payoutCancelReasonText, PROVIDER_PAYOUT_STATES } from '@cabinet/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { runJob } from '../helper.js';
import { desk } from '../admin/desk-fixtures.js';
import { balances, get } from '../money/fixtures.js';
import { CANCELLING_PHONES, NETWORK_CANCELLING_PHONES } from '../../../emulators/src/payouts/banks.js';
import { sweepPayoutsJob } from '../../src/features/payouts/jobs.js';
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

/** Lets the sweep's grace pass (twice the request timeout) and runs it once. */
async function sweep() {
  ctx.clock.advance(60_000 + 1);
  return runJob(ctx.app, sweepPayoutsJob, {});
}

describe('success', () => {
  it('hands the order to the provider, which pays it; the ledger and the member follow', async () => {
    const { member, orderId } = await orderOf(ctx, 1500);
    await payByProvider(ctx, orderId);
    expect(await settled(ctx, orderId)).toBe('paid');
    expect(await balances(ctx, member)).toEqual({ balance: 0, frozen: 0, pendingOrders: 0 });
    const [payout, ...more] = payoutsOfOrder(ctx, orderId);
    expect(more).toEqual([]);
    // The bank gets the order less its 13 % НДФЛ (an individual resident, decision 0033).
    expect(payout).toMatchObject({ status: 'succeeded', amount: { value: '1305.00', currency: 'RUB' } });
    expect(payout!.payout_destination).toMatchObject({ type: 'sbp', phone: member.phone, bank_id: '100000000111' });
    // The member's confirmed name went with it (the recipient check).
    expect(await payoutRow(ctx, orderId)).toMatchObject({ state: 'succeeded', provider_payout_id: payout!.id });
    const seen = (await get(ctx, member, `/api/order/${orderId}/`)).json().order;
    expect(seen).toMatchObject({ status: 'paid', statusText: 'Выплачено', closedAt: expect.any(String) });
    expect(JSON.stringify((await get(ctx, member, '/api/notification/')).json())).toContain(`Заявка № ${orderId} выплачена`);
    const detail = (await desk.order(ctx, ctx.operator, orderId)).json();
    expect(detail.order.payout).toMatchObject({
      state: 'succeeded',
      stateText: 'Выплачено',
      provider: 'ЮKassa',
      providerPayoutId: payout!.id,
    });
    expect(detail.events.at(-1)).toMatchObject({ status: 'paid', actor: 'ЮKassa' });
  });

  it('refuses the operator a second action and the member a cancellation once handed to the provider', async () => {
    ctx.emulator.config.settleMs = 2_000;
    try {
      const { member, orderId } = await orderOf(ctx, 300);
      await payByProvider(ctx, orderId);
      const cancel = await ctx.app.inject({ method: 'POST', url: `/api/order/${orderId}/cancel`, headers: member.headers });
      expect(cancel.statusCode).toBe(409);
      expect(cancel.json()).toEqual({
        code: 'order_not_cancellable',
        message: 'Заявка уже передана в банк: отменить её нельзя. Дождитесь выплаты.',
      });
      const again = await desk.reject(ctx, ctx.operator, orderId, 'Передумали');
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toContain('передана на выплату платёжному сервису');
      expect(await settled(ctx, orderId)).toBe('paid');
    } finally {
      ctx.emulator.config.settleMs = 30;
    }
  });
});

/** Each emulated refusal with the reason the product keeps: a bank's own suspicion of fraud has its own next step. */
const REFUSALS = [
  ...Object.entries(CANCELLING_PHONES),
  ...Object.entries(NETWORK_CANCELLING_PHONES).map(([phone, reason]) => [phone, `${reason}_by_bank`] as [string, string]),
];

describe('cancellation by the provider', () => {
  it('reads a suspicion of fraud by the recipient’s bank apart from ЮKassa’s own', () => {
    expect(REFUSALS).toContainEqual(['79990000005', 'fraud_suspected']);
    expect(REFUSALS).toContainEqual(['79990000008', 'fraud_suspected_by_bank']);
    expect(PAYOUT_CANCEL_REASONS.fraud_suspected_by_bank).toContain('базе Банка России о переводах без согласия клиента');
  });

  it.each(REFUSALS)('%s (%s): the points return and both sides read why', async (phone, reason) => {
    const { member, orderId } = await orderOf(ctx, 700, phone);
    await payByProvider(ctx, orderId);
    expect(await settled(ctx, orderId)).toBe('rejected');
    expect(await balances(ctx, member)).toEqual({ balance: 700, frozen: 0, pendingOrders: 0 });
    const text = PAYOUT_CANCEL_REASONS[reason]!;
    const seen = (await get(ctx, member, `/api/order/${orderId}/`)).json().order;
    // The payout's reason, which no operator wrote: the screens label it as such.
    expect(seen).toMatchObject({ status: 'rejected', comment: text, commentBy: 'payout' });
    expect(JSON.stringify((await get(ctx, member, '/api/notification/')).json())).toContain(`Заявка № ${orderId} отклонена`);
    const detail = (await desk.order(ctx, ctx.operator, orderId)).json();
    expect(detail.order).toMatchObject({ comment: text, commentBy: 'payout' });
    expect(detail.order.payout).toMatchObject({
      state: 'cancelled',
      stateText: PROVIDER_PAYOUT_STATES.cancelled,
      reason,
      reasonText: text,
    });
  });

  it('insufficient_funds: the payout balance ran out', async () => {
    const saved = ctx.emulator.config.balance;
    ctx.emulator.config.balance = 100_00;
    try {
      const { member, orderId } = await orderOf(ctx, 500);
      await payByProvider(ctx, orderId);
      expect(await settled(ctx, orderId)).toBe('rejected');
      expect(await balances(ctx, member)).toMatchObject({ balance: 500, frozen: 0 });
      expect((await payoutRow(ctx, orderId))!.cancel_reason).toBe('insufficient_funds');
    } finally {
      ctx.emulator.config.balance = saved;
    }
  });

  it('one_time_limit_exceeded: more than 500 000 ₽ at once', async () => {
    // 600 000 less its 13 % НДФЛ: 522 000 ₽ to the bank (decision 0033).
    const { orderId } = await orderOf(ctx, 600_000);
    // At or above the approval threshold: a second operator approves, then it is sent.
    expect((await desk.pay(ctx, ctx.operator, orderId)).json().outcome).toBe('awaiting_approval');
    const approved = await desk.approve(ctx, ctx.admin, orderId);
    expect(approved.json().status).toBe('approved');
    expect(await settled(ctx, orderId)).toBe('rejected');
    expect((await payoutRow(ctx, orderId))!.cancel_reason).toBe('one_time_limit_exceeded');
  });

  it('recipient_check_failed: the bank knows another holder of the phone than the confirmed name', async () => {
    const phone = '79995550001';
    ctx.emulator.config.holders[phone] = 'Петров Иван Сергеевич';
    const { member, orderId } = await orderOf(ctx, 400, phone);
    await payByProvider(ctx, orderId);
    expect(await settled(ctx, orderId)).toBe('rejected');
    expect((await get(ctx, member, `/api/order/${orderId}/`)).json().order.comment).toBe(
      payoutCancelReasonText('recipient_check_failed'),
    );
    // The same phone whose holder is the member: checked and paid; «Чужой номер СБП» no longer flags it.
    ctx.emulator.config.holders[phone] = 'Смирнова Анна Викторовна';
    const second = await orderOf(ctx, 400, phone);
    await payByProvider(ctx, second.orderId);
    expect(await settled(ctx, second.orderId)).toBe('paid');
    const detail = (await desk.order(ctx, ctx.operator, second.orderId)).json();
    expect(detail.order.payout.recipientChecked).toBe(true);
    expect(detail.order.flags).not.toContain('foreign_phone');
  });
});

describe('lost answers', () => {
  it('a 500 after the payout was made: asked again with the same key, one payout', async () => {
    ctx.emulator.fault({ op: 'create', status: 500, afterWork: true });
    // No notification: only asking again can find the payout.
    const webhookUrl = ctx.emulator.config.webhookUrl;
    ctx.emulator.config.webhookUrl = undefined;
    const { member, orderId } = await orderOf(ctx, 250);
    const before = ctx.emulator.createRequests();
    await payByProvider(ctx, orderId);
    // The 500 is kept as the last error; the payout stays `unknown` (the emulator did make it).
    await until(async () => (await payoutRow(ctx, orderId))!.last_error !== null);
    expect(await payoutRow(ctx, orderId)).toMatchObject({ state: 'unknown', attempts: 1, provider_payout_id: null });
    expect(payoutsOfOrder(ctx, orderId)).toHaveLength(1);
    // The bank settles it while no notification can come: asking again with the key is what finds it
    // final (had the sweep come first, it would see `pending` and the next sweep's read-back would).
    await until(async () => payoutsOfOrder(ctx, orderId)[0]!.status === 'succeeded');
    expect(await sweep()).toMatchObject({ state: 'completed' });
    ctx.emulator.config.webhookUrl = webhookUrl;
    expect(await settled(ctx, orderId)).toBe('paid');
    expect(payoutsOfOrder(ctx, orderId)).toHaveLength(1);
    expect(ctx.emulator.createRequests() - before).toBe(2);
    expect((await payoutRow(ctx, orderId))!.attempts).toBe(2);
    expect(await balances(ctx, member)).toMatchObject({ frozen: 0 });
  });

  it('a lost notification: the sweep reads the submitted payout back by its id', async () => {
    const webhookUrl = ctx.emulator.config.webhookUrl;
    ctx.emulator.config.webhookUrl = undefined;
    try {
      const { member, orderId } = await orderOf(ctx, 270);
      const before = ctx.emulator.createRequests();
      await payByProvider(ctx, orderId);
      await until(async () => (await payoutRow(ctx, orderId))!.state === 'submitted');
      await until(async () => payoutsOfOrder(ctx, orderId)[0]!.status === 'succeeded');
      expect(await orderStatus(ctx, orderId)).toBe('pending');
      const swept = await sweep();
      expect(swept, JSON.stringify(swept)).toMatchObject({ state: 'completed', output: { polled: { succeeded: 1 } } });
      expect(await orderStatus(ctx, orderId)).toBe('paid');
      // Read back, never asked to pay again.
      expect(ctx.emulator.createRequests() - before).toBe(1);
      expect(await balances(ctx, member)).toMatchObject({ frozen: 0 });
    } finally {
      ctx.emulator.config.webhookUrl = webhookUrl;
    }
  });

  it('a timeout: the payout is looked up with the same key, never made twice', async () => {
    // The emulator makes the payout, then holds the answer past the client's timeout (1.5 s).
    ctx.emulator.fault({ op: 'create', hangMs: 2_500, afterWork: true });
    // No notification either: only asking again can find the payout.
    const webhookUrl = ctx.emulator.config.webhookUrl;
    ctx.emulator.config.webhookUrl = undefined;
    try {
      const { orderId } = await orderOf(ctx, 260);
      await payByProvider(ctx, orderId);
      await until(async () => {
        const row = await payoutRow(ctx, orderId);
        // The request has given up (its error kept) while the emulator made the payout.
        return row!.state === 'unknown' && row!.last_error !== null && payoutsOfOrder(ctx, orderId).length === 1;
      });
      await until(async () => payoutsOfOrder(ctx, orderId)[0]!.status === 'succeeded');
      expect(await orderStatus(ctx, orderId)).toBe('pending');
      const swept = await sweep();
      expect(swept, JSON.stringify(swept)).toMatchObject({ state: 'completed', output: { retried: { sent: 1 } } });
      expect(await settled(ctx, orderId)).toBe('paid');
      expect(payoutsOfOrder(ctx, orderId)).toHaveLength(1);
    } finally {
      ctx.emulator.config.webhookUrl = webhookUrl;
    }
  });
});
