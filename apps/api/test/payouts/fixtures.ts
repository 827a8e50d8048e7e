// The API with the ЮKassa Payouts emulator as its provider: the emulator on a spare loopback port,
// the API listening too (the emulator's notifications come over HTTP from 127.0.0.1, the only
// address the test's allow-list names), and the provider's rail chosen.
import { expect } from 'vitest';
import { closeAfterFile } from '../file-teardown.js';
import { startEmulator, type Emulator, type EmulatorConfig } from '../../../emulators/src/payouts/server.js';
import { desk, requestOrder } from '../admin/desk-fixtures.js';
import { seedOperators, signInAdmin, signInDemoOperator, type OperatorSession } from '../admin/fixtures.js';
import { buildTestApp, sentCodes, type TestContext } from '../helper.js';
import { completePersonInn } from '@cabinet/contracts';
import { credit, get, moneyMember, withdraw, type MoneyMember } from '../money/fixtures.js';

export interface PayoutsContext extends TestContext {
  emulator: Emulator;
  admin: OperatorSession;
  operator: OperatorSession;
}

/** The emulator's ФНС status check (NPD_STATUS_API_URL), beside its ЮKassa API at `…/v3`. */
export const npdStatusUrl = (emulatorUrl: string) => emulatorUrl.replace(/\/v3$/, '/statusnpd/api/v1');

export async function payoutsApp(
  emulatorConfig: Partial<EmulatorConfig> = {},
  env: Record<string, string> = {},
  /** Settings that name the emulator's addresses (its ФНС status check, the bank's hosts). */
  envOf: (emulatorUrl: string, emulator: Emulator) => Record<string, string> = () => ({}),
): Promise<PayoutsContext> {
  const emulator = await startEmulator({ settleMs: 30, ...emulatorConfig });
  const ctx = await buildTestApp({
    PAYOUT_PROVIDER: 'yookassa',
    YOOKASSA_API_URL: emulator.url,
    YOOKASSA_AGENT_ID: emulator.config.agentId,
    YOOKASSA_SECRET_KEY: emulator.config.secretKey,
    YOOKASSA_WEBHOOK_NETWORKS: '127.0.0.1,::1',
    PAYOUT_PROVIDER_TIMEOUT_MS: '1500',
    ...env,
    ...envOf(emulator.url, emulator),
  });
  const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  emulator.config.webhookUrl = `${address}/api/payouts/yookassa/notifications`;
  closeAfterFile(() => emulator.close());
  await seedOperators(ctx);
  const admin = await signInAdmin(ctx);
  const operator = await signInDemoOperator(ctx);
  const rail = await ctx.app.inject({
    method: 'PUT',
    url: '/api/admin/payouts/rail',
    headers: admin.headers,
    payload: { rail: 'provider' },
  });
  expect(rail.statusCode, rail.body).toBe(200);
  return { ...ctx, emulator, admin, operator };
}

/**
 * An admin switches the rail as the settings page does: reads what the switch would leave unusable
 * and confirms it with the number of members it tells (decision 0057). Answers the switch's answer.
 */
export async function switchRail(ctx: PayoutsContext, rail: 'manual' | 'provider' | 'bank_registry') {
  const impact = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/payouts/rail/impact?rail=${rail}`,
    headers: ctx.admin.headers,
  });
  expect(impact.statusCode, impact.body).toBe(200);
  return ctx.app.inject({
    method: 'PUT',
    url: '/api/admin/payouts/rail',
    headers: ctx.admin.headers,
    payload: { rail, confirmedMembers: impact.json<{ members: number }>().members },
  });
}

/** A member with `amount` points who asks for all of it to `phone` (their own by default). */
export async function orderOf(
  ctx: PayoutsContext,
  amount: number,
  phone?: string,
): Promise<{ member: MoneyMember; orderId: number }> {
  const member = await moneyMember(ctx);
  await credit(ctx, member.memberId, amount);
  return { member, orderId: await requestOrder(ctx, member, amount, phone) };
}

/** The operator pays it: on the provider's rail the order is handed to the provider. */
export async function payByProvider(ctx: PayoutsContext, orderId: number): Promise<void> {
  const res = await desk.pay(ctx, ctx.operator, orderId);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().outcome).toBe('sent_to_provider');
}

export async function payoutRow(ctx: TestContext, orderId: number) {
  const { rows } = await ctx.db.query<{
    state: string;
    provider_payout_id: string | null;
    cancel_reason: string | null;
    attempts: number;
    last_error: string | null;
  }>('SELECT state, provider_payout_id, cancel_reason, attempts, last_error FROM provider_payouts WHERE order_id = $1', [
    orderId,
  ]);
  return rows[0];
}

export async function orderStatus(ctx: TestContext, orderId: number): Promise<string> {
  const { rows } = await ctx.db.query<{ status: string }>('SELECT status FROM withdrawal_orders WHERE id = $1', [orderId]);
  return rows[0]!.status;
}

/** Waits (without a fixed sleep) until the order leaves `pending`; answers its status. */
export async function settled(ctx: TestContext, orderId: number, timeoutMs = 20_000): Promise<string> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const status = await orderStatus(ctx, orderId);
    if (status !== 'pending') return status;
    if (Date.now() > until)
      throw new Error(`order ${orderId} still pending; payout ${JSON.stringify(await payoutRow(ctx, orderId))}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

export async function until(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The emulator's payouts of one order. */
export const payoutsOfOrder = (ctx: PayoutsContext, orderId: number) =>
  ctx.emulator.payouts().filter((p) => p.metadata?.order_id === String(orderId));

let innNo = 0;

/**
 * A member with points who chose the self-employed regime (the tax profile's row, as its form would
 * write it) with the ИНН of their confirmed identity document, a fresh one per call (`prefix`: two
 * digits of the test file's own, so files never share an ИНН): the regime applies once ФНС or the
 * binding confirms it (decision 0043).
 */
export async function selfEmployedMember(
  ctx: PayoutsContext,
  points: number,
  prefix: string,
): Promise<MoneyMember & { inn: string }> {
  const member = await moneyMember(ctx);
  await credit(ctx, member.memberId, points);
  const inn = completePersonInn(`${prefix}${String(process.pid % 10000).padStart(4, '0')}${String(++innNo).padStart(4, '0')}`);
  await ctx.db.query(
    "INSERT INTO member_tax_profiles (member_id, regime, inn, resident, changed_at) VALUES ($1, 'self_employed', $2, true, $3)",
    [member.memberId, inn, ctx.clock.now()],
  );
  await ctx.db.query('UPDATE identity_documents SET inn = $2 WHERE member_id = $1', [member.memberId, inn]);
  return { ...member, inn };
}

/**
 * Binds the member at ЮKassa: the request, «Разрешить» on the emulator's «Мой налог» page, then the
 * cabinet's page, which asks the provider about a binding still pending. Answers what the cabinet's
 * page showed before and after.
 */
export async function bindNpd(ctx: PayoutsContext, m: MoneyMember) {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/self-employed/bind', headers: m.headers });
  expect(res.statusCode, res.body).toBe(200);
  const requested = res.json().binding;
  const page = await fetch(requested.confirmationUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'answer=confirm',
  });
  expect(await page.text()).toContain('Права выданы');
  const seen = await get(ctx, m, '/api/self-employed/');
  expect(seen.statusCode, seen.body).toBe(200);
  return { requested, after: seen.json() };
}

/** A Luhn-valid card number whose payouts the emulator makes (no cancelling card of banks.ts). */
export const PAYING_CARD = '2202201234567895';

/** Sends what the emulator's widget answered for `pan` to the API, as the cabinet does: the card waits for its code. */
export async function requestCard(ctx: PayoutsContext, m: MoneyMember, pan = PAYING_CARD) {
  const token = ctx.emulator.issueCardToken(pan);
  const added = await ctx.app.inject({
    method: 'POST',
    url: '/api/lk/payout-cards',
    headers: m.headers,
    payload: {
      payoutToken: token.payout_token,
      first6: token.first6,
      last4: token.last4,
      issuer: token.issuer_name,
      cardType: token.card_type,
    },
  });
  return { token, added };
}

/**
 * Adds a card to the member's «Карты для выплат» as the cabinet does: the emulator's widget issues
 * the synonym, the API keeps it pending, the member confirms with the code. Answers the card's id.
 */
export async function addCard(ctx: PayoutsContext, m: MoneyMember, pan = PAYING_CARD): Promise<number> {
  const { added } = await requestCard(ctx, m, pan);
  expect(added.statusCode, added.body).toBe(200);
  const { cardId } = added.json<{ cardId: number }>();
  const confirmed = await ctx.app.inject({
    method: 'POST',
    url: `/api/lk/payout-cards/${cardId}/confirm`,
    headers: m.headers,
    payload: { action: 'add', code: sentCodes(ctx, m.phone).at(-1)! },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return cardId;
}

const cardsOf = new Map<string, number>();

/**
 * A withdrawal request to the member's card, added on the first call: where the provider pays, a
 * self-employed member is paid only to a card (decision 0056).
 */
export async function withdrawToCard(ctx: PayoutsContext, m: MoneyMember, amount: number) {
  let cardId = cardsOf.get(m.memberId);
  if (cardId === undefined) cardsOf.set(m.memberId, (cardId = await addCard(ctx, m)));
  return withdraw(ctx, m, { destination: { kind: 'card', cardId }, amount });
}

/** A withdrawal of `amount` points to one of the member's cards; answers the order's id. */
export async function requestCardOrder(ctx: PayoutsContext, m: MoneyMember, amount: number, cardId: number): Promise<number> {
  const res = await withdraw(ctx, m, { destination: { kind: 'card', cardId }, amount });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ order: { id: number } }>().order.id;
}
