import { orderStatusText, type HistoryEntry, type HistoryFilter, type OrderStatus } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { toPoints } from '../../ledger/amounts.js';
import { historyStatus } from '../../ledger/money-texts.js';
import type { LedgerKind } from '../../ledger/post.js';

export interface HistoryQuery {
  memberId: string;
  skip: number;
  take: number;
  category: HistoryFilter;
  /** Inclusive Moscow calendar days, `YYYY-MM-DD`. */
  since?: string;
  to?: string;
  search?: string;
}

const CATEGORY_KINDS: Record<Exclude<HistoryFilter, 'all'>, LedgerKind[]> = {
  accrual: ['reward'],
  withdrawal: ['withdrawal_request', 'withdrawal_return'],
};

const CATEGORY_OF: Record<string, HistoryEntry['category']> = {
  reward: 'accrual',
  withdrawal_request: 'withdrawal',
  withdrawal_return: 'withdrawal',
  adjustment: 'adjustment',
};

interface Row {
  id: number;
  created_at: Date;
  amount: number;
  kind: LedgerKind;
  title: string;
  description: string;
  contract_number: string | null;
  order_id: number | null;
  order_status: OrderStatus | null;
}

/**
 * The member's account history: the movements of their available account, newest first, so the
 * lines sum to the balance. Paging, category and dates are answered from the entries' history index
 * alone; only the page's rows are joined to their transactions (a search reads all the member's).
 */
export async function listHistory(db: Queryable, q: HistoryQuery): Promise<{ history: HistoryEntry[]; totalCount: number }> {
  const { rows: accounts } = await db.query<{ id: string; entries: number }>(
    "SELECT id, entries_count::float8 AS entries FROM ledger_accounts WHERE member_id = $1 AND kind = 'available'",
    [q.memberId],
  );
  const account = accounts[0];
  if (!account) return { history: [], totalCount: 0 };

  const params: unknown[] = [account.id];
  const where = ['e.account_id = $1'];
  if (q.category !== 'all') {
    params.push(CATEGORY_KINDS[q.category]);
    where.push(`e.kind = ANY($${params.length}::text[])`);
  }
  if (q.since) {
    params.push(q.since);
    where.push(`e.created_at >= ($${params.length}::date::timestamp AT TIME ZONE 'Europe/Moscow')`);
  }
  if (q.to) {
    params.push(q.to);
    where.push(`e.created_at < (($${params.length}::date + 1)::timestamp AT TIME ZONE 'Europe/Moscow')`);
  }
  const search = q.search?.trim();
  if (search) {
    // The statement line names the contract (number and client), so it covers the contract number
    // too. The member's matching transactions are found first, then probed from the entries.
    params.push(q.memberId, `%${search.replace(/[\\%_]/g, (c) => '\\' + c)}%`);
    const [member, pattern] = [`$${params.length - 1}`, `$${params.length}`];
    where.push(
      `e.transaction_id IN (SELECT id FROM ledger_transactions WHERE member_id = ${member} AND search_text LIKE lower(${pattern}))`,
    );
  }
  const filter = `FROM ledger_entries e WHERE ${where.join(' AND ')}`;
  // Validated integers, written into the text so that the count can share the filter's parameters.
  const limit = `LIMIT ${Math.trunc(q.take)} OFFSET ${Math.trunc(q.skip)}`;

  const [page, count] = await Promise.all([
    db.query<Row>(
      `SELECT e.id::float8 AS id, e.created_at, e.amount::float8 AS amount, e.kind, t.title, t.description,
              c.number AS contract_number, t.order_id::float8 AS order_id, o.status AS order_status
         FROM (SELECT e.id ${filter} ORDER BY e.created_at DESC, e.id DESC ${limit}) p
         JOIN ledger_entries e ON e.id = p.id
         JOIN ledger_transactions t ON t.id = e.transaction_id
         LEFT JOIN contracts c ON c.id = t.contract_id
         LEFT JOIN withdrawal_orders o ON o.id = t.order_id
        ORDER BY e.created_at DESC, e.id DESC`,
      params,
    ),
    // Unfiltered, the account knows how many entries it has; filtered, they are counted.
    where.length === 1
      ? account.entries
      : db.query<{ n: number }>(`SELECT count(*)::int AS n ${filter}`, params).then((r) => r.rows[0]!.n),
  ]);
  return { history: page.rows.map(toEntry), totalCount: count };
}

function toEntry(r: Row): HistoryEntry {
  return {
    id: r.id,
    date: r.created_at.toISOString(),
    amount: toPoints(r.amount),
    category: CATEGORY_OF[r.kind]!,
    status: statusOf(r),
    title: r.title,
    description: r.description,
    ...(r.contract_number ? { contractNumber: r.contract_number } : {}),
    ...(r.order_id ? { orderId: r.order_id } : {}),
  };
}

function statusOf(r: Row): string {
  switch (r.kind) {
    case 'withdrawal_request':
      return orderStatusText[r.order_status!];
    case 'withdrawal_return':
      return historyStatus.withdrawal_return;
    case 'adjustment':
      return r.amount > 0 ? historyStatus.adjustmentIn : historyStatus.adjustmentOut;
    default:
      return historyStatus.reward;
  }
}
