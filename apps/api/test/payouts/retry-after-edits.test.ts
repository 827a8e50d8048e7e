// A payout whose answer was lost is asked again with the very request of its first attempt
// (decision 0031): whatever the member edits meanwhile — the identity sent back to review, the
// bank, the phone, the tax regime, the ИНН — the retry resends the stored body under the same key,
// the provider answers the payout it made, and the order is paid once: no refund, the ledger equal
// to the provider's. A refused retry returns no points; the reconciliation reports an order sent
// whose provider id was never stored. Each order is paid as it decided at the request (decision 0042).
import { completePersonInn } from '@cabinet/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { reconcilePayoutsJob, sweepPayoutsJob } from '../../src/features/payouts/jobs.js';
import { recheckNpdJob } from '../../src/features/self-employed/recheck-job.js';
import { runJob } from '../helper.js';
import { balances, credit, get, moneyMember, SBER, withdraw, type MoneyMember } from '../money/fixtures.js';
import {
  npdStatusUrl,
  orderStatus,
  payByProvider,
  payoutRow,
  payoutsApp,
  type PayoutsContext,
  payoutsOfOrder,
  settled,
  until,
  withdrawToCard,
} from './fixtures.js';

let ctx: PayoutsContext;
let innNo = 0;

beforeAll(async () => {
  ctx = await payoutsApp({}, { NPD_STATUS_CHECKS_PER_MINUTE: '600' }, (emulatorUrl) => ({
    NPD_STATUS_API_URL: npdStatusUrl(emulatorUrl),
  }));
  // The provider's notifications are lost too: only asking again can learn what was paid.
  ctx.emulator.config.webhookUrl = undefined;
});

const NAME = { last: 'Петров', first: 'Иван', middle: 'Сергеевич' };
const newInn = () => completePersonInn(`78${String(process.pid % 10000).padStart(4, '0')}${String(++innNo).padStart(4, '0')}`);

/** A member with a confirmed name the bank knows for their phone (the recipient check is sent), who asks for `points`. */
/** `toCard`: a self-employed member's order goes to a card where the provider pays (decision 0056). */
async function memberAsking(points: number, opts: { before?: (m: MoneyMember) => Promise<void>; toCard?: boolean } = {}) {
  const member = await moneyMember(ctx);
  await ctx.db.query('UPDATE members SET last_name = $2, first_name = $3, middle_name = $4 WHERE id = $1', [
    member.memberId,
    NAME.last,
    NAME.first,
    NAME.middle,
  ]);
  ctx.emulator.config.holders[member.phone] = `${NAME.last} ${NAME.first} ${NAME.middle}`;
  await credit(ctx, member.memberId, points);
  await opts.before?.(member);
  const res = opts.toCard
    ? await withdrawToCard(ctx, member, points)
    : await withdraw(ctx, member, { bankId: SBER, amount: points, phone: member.phone });
  expect(res.statusCode, res.body).toBe(200);
  return { member, orderId: res.json().order.id as number };
}

/** The operator pays; the provider makes the payout and its answer is lost (a 500 after the work). */
async function paidWithAnswerLost(orderId: number) {
  ctx.emulator.fault({ op: 'create', status: 500, afterWork: true });
  await payByProvider(ctx, orderId);
  await until(async () => (await payoutRow(ctx, orderId))!.last_error !== null);
  expect(await payoutRow(ctx, orderId)).toMatchObject({ state: 'unknown', provider_payout_id: null });
  await until(async () => payoutsOfOrder(ctx, orderId)[0]?.status === 'succeeded');
}

/** The operator pays; with notifications lost, the sweep reads the payout back once the provider has it. */
async function paidByPoll(orderId: number) {
  await payByProvider(ctx, orderId);
  await until(async () => (await payoutRow(ctx, orderId))!.state === 'submitted');
  await until(async () => payoutsOfOrder(ctx, orderId)[0]?.status === 'succeeded');
  await sweep();
}

async function sweep() {
  ctx.clock.advance(60_000 + 1);
  const run = await runJob(ctx.app, sweepPayoutsJob, {});
  expect(run, JSON.stringify(run)).toMatchObject({ state: 'completed' });
  return run;
}

/** Kopecks the ledger moved to the programme's `payouts` account for the order (what the bank got). */
async function ledgerPaidOut(orderId: number): Promise<number> {
  const { rows } = await ctx.db.query<{ paid: number }>(
    `SELECT coalesce(sum(e.amount), 0)::float8 AS paid
       FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
       JOIN ledger_accounts a ON a.id = e.account_id
      WHERE t.order_id = $1 AND a.kind = 'payouts' AND a.member_id IS NULL`,
    [orderId],
  );
  return rows[0]!.paid;
}

/** Exactly one payout at the provider, the order paid, nothing returned, the ledger equal to the provider's. */
async function paidOnce(member: MoneyMember, orderId: number) {
  expect(await settled(ctx, orderId)).toBe('paid');
  const made = payoutsOfOrder(ctx, orderId);
  expect(made).toHaveLength(1);
  expect(made[0]!.status).toBe('succeeded');
  const kopecks = Math.round(Number(made[0]!.amount.value) * 100);
  expect(kopecks).toBeGreaterThan(0);
  expect(await ledgerPaidOut(orderId)).toBe(kopecks);
  expect(await balances(ctx, member)).toMatchObject({ balance: 0, frozen: 0, pendingOrders: 0 });
  const { rows } = await ctx.db.query("SELECT 1 FROM ledger_transactions WHERE order_id = $1 AND kind = 'withdrawal_return'", [
    orderId,
  ]);
  expect(rows).toEqual([]);
  return made[0]!;
}

const setTaxProfile = (m: MoneyMember, body: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/lk/tax-profile/', headers: m.headers, payload: body });

describe('a lost answer, a member edit, then the retry', () => {
  it('the identity sent back to review with another name: the retry still carries the confirmed name it was sent with', async () => {
    const { member, orderId } = await memberAsking(500);
    await paidWithAnswerLost(orderId);
    expect(payoutsOfOrder(ctx, orderId)[0]!.payout_destination.recipient_checked).toBe(true);
    // The member corrects the address and the name: the identity goes back to review.
    await ctx.db.query("UPDATE identity_documents SET status = 'pending' WHERE member_id = $1", [member.memberId]);
    await ctx.db.query("UPDATE members SET last_name = 'Иванов' WHERE id = $1", [member.memberId]);
    await sweep();
    await paidOnce(member, orderId);
  });

  it('the bank left the list and the phone changed: the retry goes to the bank and phone first sent', async () => {
    const { member, orderId } = await memberAsking(510);
    await paidWithAnswerLost(orderId);
    await ctx.db.query("UPDATE banks SET active = false WHERE id = '100000000111'");
    try {
      await ctx.db.query('UPDATE members SET phone = $2 WHERE id = $1', [member.memberId, `7999${member.phone.slice(4)}`]);
      await sweep();
      const payout = await paidOnce(member, orderId);
      expect(payout.payout_destination).toMatchObject({ phone: member.phone, bank_id: SBER });
    } finally {
      await ctx.db.query("UPDATE banks SET active = true WHERE id = '100000000111'");
    }
  });

  it('the tax regime changed (the member chose to wait): paid as the order decided, its НДФЛ withheld', async () => {
    const { member, orderId } = await memberAsking(1000);
    await paidWithAnswerLost(orderId);
    const change = { regime: 'self_employed', inn: newInn(), resident: true };
    // With an order open the member is asked what becomes of it, in Russian.
    const asked = await setTaxProfile(member, change);
    expect(asked.statusCode, asked.body).toBe(409);
    expect(asked.json()).toMatchObject({ code: 'tax_orders_open' });
    expect(asked.json().message).toContain(`№ ${orderId}`);
    const waited = await setTaxProfile(member, { ...change, openOrders: 'wait' });
    expect(waited.statusCode, waited.body).toBe(200);
    await sweep();
    const payout = await paidOnce(member, orderId);
    // 1 000 б. less its 13 % НДФЛ, no receipt: the order was an individual's.
    expect(payout.amount.value).toBe('870.00');
    expect(payout.receipt).toBeUndefined();
  });

  it('the ИНН of a self-employed member changed and the binding was lost: the retry is the self-employed payout first sent', async () => {
    const inn = newInn();
    const { member, orderId } = await memberAsking(400, {
      before: (m) => selfEmployedVerified(m, inn),
      toCard: true,
    });
    await paidWithAnswerLost(orderId);
    // The member types another ИНН (choosing to wait for the open order), and the binding is revoked.
    const waited = await setTaxProfile(member, { regime: 'self_employed', inn: newInn(), resident: true, openOrders: 'wait' });
    expect(waited.statusCode, waited.body).toBe(200);
    const binding = ctx.emulator.selfEmployed.all().find((o) => o.itn === inn)!;
    ctx.emulator.selfEmployed.setStatus(binding.id, 'canceled');
    await runJob(ctx.app, recheckNpdJob, {});
    await sweep();
    const payout = await paidOnce(member, orderId);
    expect(payout.amount.value).toBe('400.00');
    expect(payout.self_employed).toEqual({ id: binding.id });
    const order = (await get(ctx, member, `/api/order/${orderId}/`)).json().order;
    expect(order.status).toBe('paid');
  });
});

/** A verified self-employed member (decision 0043): the document's ИНН, ФНС's status, the binding. */
async function selfEmployedVerified(m: MoneyMember, inn: string): Promise<void> {
  await ctx.db.query('UPDATE identity_documents SET inn = $2 WHERE member_id = $1', [m.memberId, inn]);
  await ctx.db.query(
    "INSERT INTO member_tax_profiles (member_id, regime, inn, resident, changed_at) VALUES ($1, 'self_employed', $2, true, $3)",
    [m.memberId, inn, ctx.clock.now()],
  );
  const checked = await ctx.app.inject({ method: 'POST', url: '/api/self-employed/check', headers: m.headers });
  expect(checked.statusCode, checked.body).toBe(200);
  await bind(m);
}

/** Binds the member: the request at ЮKassa, then «Разрешить» on the emulator's «Мой налог» page. */
async function bind(m: MoneyMember): Promise<void> {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/self-employed/bind', headers: m.headers });
  expect(res.statusCode, res.body).toBe(200);
  const page = await fetch(res.json().binding.confirmationUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'answer=confirm',
  });
  expect(await page.text()).toContain('Права выданы');
  // The cabinet's page reads the binding again: confirmed.
  const view = await get(ctx, m, '/api/self-employed/');
  expect(view.json().binding, view.body).toMatchObject({ status: 'confirmed' });
}

describe('a tax profile changed while an order is open (decision 0042)', () => {
  it('the member cancels: the orders not handed to the bank are cancelled, their points returned, the profile saved', async () => {
    const { member, orderId } = await memberAsking(300);
    const change = { regime: 'individual', inn: '', resident: false };
    const asked = await setTaxProfile(member, change);
    expect(asked.statusCode, asked.body).toBe(409);
    expect(asked.json().message).toBe(
      `Заявка № ${orderId} ещё в обработке: налог по ней определён при создании. Дождитесь выплаты по прежнему режиму — новый применится к следующим заявкам — или отмените заявку: баллы вернутся на баланс.`,
    );
    // Refused: nothing changed.
    expect((await get(ctx, member, '/api/lk/tax-profile/')).json()).toMatchObject({ resident: true });
    const cancelled = await setTaxProfile(member, { ...change, openOrders: 'cancel' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ resident: false });
    expect(await orderStatus(ctx, orderId)).toBe('cancelled');
    expect(await balances(ctx, member)).toMatchObject({ balance: 300, frozen: 0, pendingOrders: 0 });
  });

  it('the member waits: an order decided as self-employed is paid so, with its receipt, after a switch to an individual', async () => {
    const inn = newInn();
    const { member, orderId } = await memberAsking(450, { before: (m) => selfEmployedVerified(m, inn), toCard: true });
    const waited = await setTaxProfile(member, { regime: 'individual', inn: '', resident: true, openOrders: 'wait' });
    expect(waited.statusCode, waited.body).toBe(200);
    expect(waited.json()).toMatchObject({ regime: 'individual', withheld: true });
    await paidByPoll(orderId);
    const payout = await paidOnce(member, orderId);
    const binding = ctx.emulator.selfEmployed.all().find((o) => o.itn === inn)!;
    // Neither an untaxed payout without a receipt nor a second tax: as the order decided.
    expect(payout.amount.value).toBe('450.00');
    expect(payout.self_employed).toEqual({ id: binding.id });
    expect(payout.receipt).toMatchObject({ service_name: expect.any(String) });
  });

  it('the member waits: an order decided as an individual’s is paid with its НДФЛ after a switch to self-employed', async () => {
    const { member, orderId } = await memberAsking(1000);
    const inn = newInn();
    await ctx.db.query('UPDATE identity_documents SET inn = $2 WHERE member_id = $1', [member.memberId, inn]);
    const waited = await setTaxProfile(member, { regime: 'self_employed', inn, resident: true, openOrders: 'wait' });
    expect(waited.statusCode, waited.body).toBe(200);
    await paidByPoll(orderId);
    const payout = await paidOnce(member, orderId);
    expect(payout.amount.value).toBe('870.00');
    expect(payout.self_employed).toBeUndefined();
  });
});

describe('a refused retry', () => {
  it('returns no points: the provider is asked by the order’s number and the payout it made settles the order', async () => {
    const { member, orderId } = await memberAsking(520);
    await paidWithAnswerLost(orderId);
    ctx.emulator.fault({ op: 'create', status: 400 });
    await sweep();
    await paidOnce(member, orderId);
  });

  it('stays unknown while the provider has nothing to say under the key', async () => {
    const { member, orderId } = await memberAsking(530);
    await paidWithAnswerLost(orderId);
    ctx.emulator.fault({ op: 'create', status: 400 });
    ctx.emulator.fault({ op: 'search', status: 503, times: 1 });
    await sweep();
    expect(await orderStatus(ctx, orderId)).toBe('pending');
    expect(await payoutRow(ctx, orderId)).toMatchObject({ state: 'unknown', cancel_reason: null });
    expect(await balances(ctx, member)).toMatchObject({ frozen: 530, pendingOrders: 1 });
    // The next sweep sends the stored request again and learns the payout.
    await sweep();
    await paidOnce(member, orderId);
  });
});

describe('the emulator, as ЮKassa', () => {
  it('refuses a key reused with another body and answers the payout made for the same body', async () => {
    const auth = `Basic ${Buffer.from(`${ctx.emulator.config.agentId}:${ctx.emulator.config.secretKey}`).toString('base64')}`;
    const body = (value: string) =>
      JSON.stringify({
        amount: { value, currency: 'RUB' },
        payout_destination_data: { type: 'sbp', phone: '79000000001', bank_id: SBER },
        metadata: { order_id: '999999' },
      });
    const post = (text: string) =>
      fetch(`${ctx.emulator.url}/payouts`, {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/json', 'idempotence-key': 'same-key' },
        body: text,
      });
    const first = await post(body('10.00'));
    expect(first.status).toBe(200);
    const other = await post(body('11.00'));
    expect(other.status).toBe(400);
    const again = await post(body('10.00'));
    const id = async (res: Response) => ((await res.json()) as { id: string }).id;
    expect(await id(again)).toBe(await id(first));
  });
});

describe('reconciliation', () => {
  it('reports an order sent whose provider id was never stored, with what the provider has under its number', async () => {
    const { orderId } = await memberAsking(540);
    await paidWithAnswerLost(orderId);
    // The retry's answer is lost as well; past the sweep's grace the order is a difference.
    ctx.emulator.fault({ op: 'create', status: 500 });
    await sweep();
    expect(await payoutRow(ctx, orderId)).toMatchObject({ state: 'unknown', provider_payout_id: null });
    ctx.clock.advance(20 * 60_000);
    const run = await runJob(ctx.app, reconcilePayoutsJob, {});
    expect(run, JSON.stringify(run)).toMatchObject({ state: 'completed' });
    const list = (
      await ctx.app.inject({ method: 'GET', url: '/api/admin/payouts/differences', headers: ctx.operator.headers })
    ).json();
    const [payout] = payoutsOfOrder(ctx, orderId);
    expect(list.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          orderId,
          kind: 'sent_without_id',
          providerPayoutId: payout!.id,
          ours: 'unknown',
          theirs: 'succeeded',
          text: 'Заявка отправлена платёжному сервису, номер его выплаты неизвестен',
        }),
      ]),
    );
  });
});
