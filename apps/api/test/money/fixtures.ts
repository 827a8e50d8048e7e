import { randomUUID } from 'node:crypto';
import { adjustBalance } from '../../src/features/adjustments/adjust-balance.js';
import { receiveContract } from '../../src/features/contract-intake/service.js';
import { moscowDate } from '../../src/lib/moscow-time.js';
import { seedMember } from '../../src/seed/members.js';
import { signIn, type SignedIn, type TestContext } from '../helper.js';

export const SBER = '100000000111';
export const TBANK = '100000000004';
export const OPERATOR = 'operator@agentplus.ru';

export interface MoneyMember extends SignedIn {
  memberId: string;
  phone: string;
}

let next = 0;

/** A signed-in member, with a confirmed identity document unless told otherwise. */
export async function moneyMember(ctx: TestContext, opts: { confirmed?: boolean } = {}): Promise<MoneyMember> {
  const phone = `7901${String(process.pid % 1000).padStart(3, '0')}${String(next++).padStart(4, '0')}`;
  const memberId = await seedMember(ctx.db, { phone });
  if (opts.confirmed ?? true) {
    await ctx.db.query("INSERT INTO identity_documents (member_id, status) VALUES ($1, 'confirmed')", [memberId]);
  }
  return { memberId, phone, ...(await signIn(ctx, phone)) };
}

/** Puts points on a member's available balance (an operator's adjustment). */
export async function credit(ctx: TestContext, memberId: string, points: number, at = ctx.clock.now()): Promise<void> {
  await ctx.db.transaction((tx) =>
    adjustBalance(tx, { memberId, amount: points, reason: 'Стартовый баланс теста', operator: OPERATOR, at }),
  );
}

let contractNo = 0;

/** Imports a contract for a member (signed today unless told), accruing its reward. */
export async function contract(
  ctx: TestContext,
  memberId: string,
  opts: { number?: string; clientName?: string; signedOn?: string; at?: Date } = {},
) {
  const at = opts.at ?? ctx.clock.now();
  return ctx.db.transaction((tx) =>
    receiveContract(tx, {
      memberId,
      number: opts.number ?? `АД-ТЕСТ-${String(++contractNo).padStart(6, '0')}`,
      clientName: opts.clientName ?? 'Иванов Пётр Сергеевич',
      signedOn: opts.signedOn ?? moscowDate(at),
      at,
    }),
  );
}

export function withdraw(ctx: TestContext, m: SignedIn, body: Record<string, unknown>, key: string | null = randomUUID()) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/withdrawal/',
    headers: { ...m.headers, ...(key === null ? {} : { 'idempotency-key': key }) },
    payload: body,
  });
}

export function get(ctx: TestContext, m: SignedIn, url: string) {
  return ctx.app.inject({ method: 'GET', url, headers: m.headers });
}

export async function balances(
  ctx: TestContext,
  m: SignedIn,
): Promise<{ balance: number; frozen: number; pendingOrders: number }> {
  const b = (await get(ctx, m, '/api/balance/user-balance/')).json<{ balance: number }>();
  const p = (await get(ctx, m, '/api/pending-amount/')).json<{ amount: number; orders: number }>();
  return { balance: b.balance, frozen: p.amount, pendingOrders: p.orders };
}

/** Counts of every money table, to show that a refusal changed nothing. */
export async function moneyRowCounts(ctx: TestContext): Promise<Record<string, number>> {
  const { rows } = await ctx.db.query<Record<string, number>>(`SELECT
    (SELECT count(*)::int FROM withdrawal_orders) AS orders,
    (SELECT count(*)::int FROM order_events) AS events,
    (SELECT count(*)::int FROM ledger_transactions) AS transactions,
    (SELECT count(*)::int FROM ledger_entries) AS entries,
    (SELECT count(*)::int FROM notifications) AS notifications,
    (SELECT sum(balance)::float8 FROM ledger_accounts WHERE member_id IS NOT NULL) AS member_balances`);
  return rows[0]!;
}

/** Points arithmetic in expectations without binary-fraction noise: pts(0.1 + 0.2) → 0.3. */
export const pts = (n: number) => Math.round(n * 100) / 100;
