// The migration that gave orders their rail (apps/api/migrations/0122_order_rail.sql, decision 0061),
// run again on a database with orders of every kind as they were before it: each order's rail comes
// from what it is — an account the bank's registry's, a card and an order handed over the provider's,
// a самозанятый's waiting SBP order the provider's, one closed by hand manual — and a waiting SBP
// order gets the rail in force where that rail pays SBP, by hand otherwise.
import { readFileSync } from 'node:fs';
import { beforeAll, expect, it } from 'vitest';
import { desk, memberWithOrder } from '../admin/desk-fixtures.js';
import { backOfficeApp, type OperatorSession } from '../admin/fixtures.js';
import type { TestContext } from '../helper.js';

const migration = readFileSync(new URL('../../migrations/0122_order_rail.sql', import.meta.url), 'utf8');

let ctx: TestContext;
let operator: OperatorSession;
/** The orders by what they are. */
let orders: Record<'sbp' | 'selfEmployed' | 'handed' | 'paidByHand' | 'card' | 'account', number>;

beforeAll(async () => {
  ({ ctx, operator } = await backOfficeApp());
  const order = async () => (await memberWithOrder(ctx, 300)).orderId;
  orders = {
    sbp: await order(),
    selfEmployed: await order(),
    handed: await order(),
    paidByHand: await order(),
    card: await order(),
    account: await order(),
  };
  expect((await desk.pay(ctx, operator, orders.paidByHand)).json().outcome).toBe('paid');
  // The table as it was before the migration; then orders it could not have had otherwise.
  await ctx.db.exec(`ALTER TABLE withdrawal_orders DROP CONSTRAINT withdrawal_orders_rail;
                     ALTER TABLE withdrawal_orders DROP COLUMN rail;`);
  await ctx.db.query("UPDATE order_tax_decisions SET regime = 'self_employed', payer = NULL WHERE order_id = $1", [
    orders.selfEmployed,
  ]);
  await ctx.db.query(
    `INSERT INTO provider_payouts (order_id, provider, idempotence_key, state, amount, approved_by, approved_at, updated_at)
     VALUES ($1, 'yookassa', 'backfill-key', 'approved', 30000, 'operator@agent-plus.test', now(), now())`,
    [orders.handed],
  );
  const card = await ctx.db.query<{ id: number }>(
    `INSERT INTO payout_cards (member_id, provider, payout_token, first6, last4, status, is_default, created_at, activated_at)
     SELECT member_id, 'yookassa', 'pt-backfill-0000000001', '220220', '7895', 'active', true, now(), now()
       FROM withdrawal_orders WHERE id = $1 RETURNING id::float8 AS id`,
    [orders.card],
  );
  await ctx.db.query('UPDATE withdrawal_orders SET bank_id = NULL, phone = NULL, payout_card_id = $2 WHERE id = $1', [
    orders.card,
    card.rows[0]!.id,
  ]);
  const account = await ctx.db.query<{ id: number }>(
    `INSERT INTO payout_accounts (member_id, account_number, bik, status, created_at, activated_at)
     SELECT member_id, '40817810500001234567', '044525974', 'active', now(), now()
       FROM withdrawal_orders WHERE id = $1 RETURNING id::float8 AS id`,
    [orders.account],
  );
  await ctx.db.query('UPDATE withdrawal_orders SET bank_id = NULL, phone = NULL, payout_account_id = $2 WHERE id = $1', [
    orders.account,
    account.rows[0]!.id,
  ]);
});

async function migrateWith(rail: 'manual' | 'provider' | 'bank_registry' | null): Promise<Record<string, string>> {
  await ctx.db.query('DELETE FROM payout_rail');
  if (rail)
    await ctx.db.query("INSERT INTO payout_rail (id, rail, updated_at, updated_by) VALUES (true, $1, now(), 'test')", [rail]);
  await ctx.db.transaction((tx) => tx.exec(migration));
  const { rows } = await ctx.db.query<{ id: number; rail: string }>(
    'SELECT id::float8 AS id, rail FROM withdrawal_orders WHERE id = ANY($1::bigint[])',
    [Object.values(orders)],
  );
  const railOf = new Map(rows.map((r) => [r.id, r.rail]));
  // Ready for the next run: the table as it was before.
  await ctx.db.exec(`ALTER TABLE withdrawal_orders DROP CONSTRAINT withdrawal_orders_rail;
                     ALTER TABLE withdrawal_orders DROP COLUMN rail;`);
  return Object.fromEntries(Object.entries(orders).map(([kind, id]) => [kind, railOf.get(id)!]));
}

/** What is decided from the order itself, whatever the rail in force. */
const fixed = { selfEmployed: 'provider', handed: 'provider', paidByHand: 'manual', card: 'provider', account: 'bank_registry' };

it.each([
  ['the provider’s', 'provider', 'provider'],
  ['the bank’s registry (which pays no SBP)', 'bank_registry', 'manual'],
  ['the manual', 'manual', 'manual'],
  ['none chosen', null, 'manual'],
] as const)('decides every order before it from what it is, with %s rail in force', async (_, inForce, sbp) => {
  expect(await migrateWith(inForce)).toEqual({ ...fixed, sbp });
});

it('leaves the table as the product needs it: every order with a rail its destination allows', async () => {
  await ctx.db.transaction((tx) => tx.exec(migration));
  const { rows } = await ctx.db.query('SELECT count(*)::int AS n FROM withdrawal_orders WHERE rail IS NULL');
  expect(rows).toEqual([{ n: 0 }]);
  await expect(ctx.db.query("UPDATE withdrawal_orders SET rail = 'manual' WHERE id = $1", [orders.card])).rejects.toThrow(
    /withdrawal_orders_rail/,
  );
  await expect(ctx.db.query("UPDATE withdrawal_orders SET rail = 'bank_registry' WHERE id = $1", [orders.sbp])).rejects.toThrow(
    /withdrawal_orders_rail/,
  );
});
