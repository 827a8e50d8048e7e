import type { Queryable } from '../src/db/types.js';

/**
 * The ledger's rules, checked over the whole database. Throws naming every breach:
 * - the entries of every ledger transaction sum to zero (and there are at least two);
 * - every stored member balance equals the sum of its account's entries (and its count, their
 *   number); programme accounts store none;
 * - each member's frozen balance equals the sum of their pending withdrawals;
 * - no member balance is negative;
 * - the programme's debts account mirrors the sum of members' debts (the two sum to zero);
 * - the tax account holds the tax of the paid orders.
 */
export async function assertLedgerInvariants(db: Queryable): Promise<void> {
  const checks: Record<string, string> = {
    'unbalanced ledger transactions': `
      SELECT t.id, count(e.id) AS entries, coalesce(sum(e.amount), 0) AS total
        FROM ledger_transactions t LEFT JOIN ledger_entries e ON e.transaction_id = t.id
       GROUP BY t.id HAVING count(e.id) < 2 OR coalesce(sum(e.amount), 0) <> 0`,
    // Programme accounts store nothing (migration 0016): their balance is the sum of their entries.
    'stored member balances (or entry counts) that differ from their entries': `
      SELECT a.id, a.kind, a.member_id, a.balance, a.entries_count, coalesce(s.total, 0) AS total, coalesce(s.n, 0) AS n
        FROM ledger_accounts a
        LEFT JOIN (SELECT account_id, sum(amount) AS total, count(*) AS n FROM ledger_entries GROUP BY account_id) s ON s.account_id = a.id
       WHERE a.member_id IS NOT NULL AND (a.balance <> coalesce(s.total, 0) OR a.entries_count <> coalesce(s.n, 0))`,
    'programme accounts with a stored balance': `
      SELECT id, kind, balance, entries_count FROM ledger_accounts WHERE member_id IS NULL AND (balance <> 0 OR entries_count <> 0)`,
    'frozen balances that differ from pending withdrawals': `
      SELECT a.member_id, a.balance, coalesce(p.total, 0) AS pending
        FROM ledger_accounts a
        LEFT JOIN (SELECT member_id, sum(amount) AS total FROM withdrawal_orders WHERE status = 'pending' GROUP BY member_id) p
          ON p.member_id = a.member_id
       WHERE a.kind = 'frozen' AND a.balance <> coalesce(p.total, 0)`,
    'negative member balances': `SELECT id, kind, member_id, balance FROM ledger_accounts WHERE member_id IS NOT NULL AND balance < 0`,
    'members without their three accounts (available, frozen, debt)': `
      SELECT m.id FROM members m LEFT JOIN ledger_accounts a ON a.member_id = m.id GROUP BY m.id HAVING count(a.id) <> 3`,
    // The programme's side is the sum of its entries: it stores no balance.
    'debts that the programme account does not mirror': `
      SELECT (SELECT coalesce(sum(balance), 0) FROM ledger_accounts WHERE kind = 'debt') AS members,
             (SELECT coalesce(sum(e.amount), 0) FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
               WHERE a.kind = 'debts') AS programme
      WHERE (SELECT coalesce(sum(balance), 0) FROM ledger_accounts WHERE kind = 'debt')
          + (SELECT coalesce(sum(e.amount), 0) FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
              WHERE a.kind = 'debts') <> 0`,
    // The 6-НДФЛ register's detail agrees with the ledger (decision 0033): the tax account holds
    // exactly the tax of paid orders.
    'tax account that differs from the paid orders’ tax': `
      SELECT l.total, r.total AS register
        FROM (SELECT coalesce(sum(e.amount), 0) AS total FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
               WHERE a.kind = 'tax_payable') l,
             (SELECT coalesce(sum(t.tax), 0) AS total FROM order_taxes t JOIN withdrawal_orders o ON o.id = t.order_id
               WHERE o.status = 'paid') r
       WHERE l.total <> r.total`,
  };
  const breaches: string[] = [];
  for (const [name, sql] of Object.entries(checks)) {
    const { rows } = await db.query(sql);
    if (rows.length > 0)
      breaches.push(`${name}: ${JSON.stringify(rows.slice(0, 5))}${rows.length > 5 ? ` and ${rows.length - 5} more` : ''}`);
  }
  if (breaches.length > 0) throw new Error(`ledger invariants broken:\n${breaches.join('\n')}`);
}
