import { orderStatusText, type HistoryEntry, type HistoryFilter, type OrderStatus } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { BoundedCache } from '../../lib/bounded-cache.js';
import { toPoints } from '../../ledger/amounts.js';
import { debtHistoryStatus, historyStatus } from '../../ledger/money-texts.js';
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
  accrual: ['reward', 'clawback'],
  withdrawal: ['withdrawal_request', 'withdrawal_return'],
};

const CATEGORY_OF: Record<string, HistoryEntry['category']> = {
  reward: 'accrual',
  clawback: 'accrual',
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
  account_kind: 'available' | 'debt';
}

/**
 * The member's account history: the movements of their available account, and of their debt account
 * once they ever had a debt (a clawback beyond their points, its payoff from rewards), newest first:
 * the lines sum to available − debt. Paging, category and dates are answered from the entries' history index
 * alone, a search from the transactions' covering index; only the page's rows are joined.
 */
export async function listHistory(db: Queryable, q: HistoryQuery): Promise<{ history: HistoryEntry[]; totalCount: number }> {
  const { rows: accounts } = await db.query<{ id: string; kind: string; entries: number }>(
    "SELECT id, kind, entries_count::float8 AS entries FROM ledger_accounts WHERE member_id = $1 AND kind IN ('available', 'debt', 'frozen')",
    [q.memberId],
    { prepared: true },
  );
  const shown = accounts.filter((a) => a.kind === 'available' || (a.kind === 'debt' && a.entries > 0));
  if (!shown.some((a) => a.kind === 'available')) return { history: [], totalCount: 0 };
  const account: HistoryAccounts = { id: shown.map((a) => a.id), entries: shown.reduce((n, a) => n + a.entries, 0) };

  // Everything a page shows changes only with a new entry on one of these accounts (the frozen
  // one: an order paid or returned changes its line's status), so their entry counts key the page.
  const pageKey = JSON.stringify([
    accounts.map((a) => [a.id, a.entries]).sort(),
    q.category,
    q.since ?? '',
    q.to ?? '',
    q.search?.trim() ?? '',
    q.skip,
    q.take,
  ]);
  const cache = cachesOf(db);
  const known = cache.pages.get(pageKey);
  if (known) return known;

  const search = q.search?.trim();
  const { ids, params, counted } = search ? bySearch(q, account.id, search) : byEntries(q, account.id);
  const [page, count] = await Promise.all([
    db.query<Row>(
      `SELECT e.id::float8 AS id, e.created_at, e.amount::float8 AS amount, e.kind, t.title, t.description,
              c.number AS contract_number, t.order_id::float8 AS order_id, o.status AS order_status,
              a.kind AS account_kind
         FROM (${ids}) p
         JOIN ledger_entries e ON e.id = p.id
         JOIN ledger_accounts a ON a.id = e.account_id
         JOIN ledger_transactions t ON t.id = e.transaction_id
         LEFT JOIN contracts c ON c.id = t.contract_id
         LEFT JOIN withdrawal_orders o ON o.id = t.order_id
        ORDER BY e.created_at DESC, e.id DESC`,
      [...params, Math.trunc(q.take), Math.trunc(q.skip)],
      // Planning these joins costs more than running them (EXPLAIN: ~9 ms against ~7 ms under load).
      { prepared: true },
    ),
    // Unfiltered, the account knows how many entries it has; filtered, they are counted once per
    // state of the account (see filteredCount).
    counted === null ? account.entries : filteredCount(db, account, q, counted, params),
  ]);
  const answer = { history: page.rows.map(toEntry), totalCount: count };
  cache.pages.set(pageKey, answer);
  return answer;
}

interface PageQuery {
  /** SQL answering the page's entry ids (column `id`). */
  ids: string;
  params: unknown[];
  /** SQL counting every matching entry with the same parameters; null when unfiltered. */
  counted: string | null;
}

/** Paging as the two parameters after the filter's (the count shares the filter's alone). */
function limitOf(params: unknown[]): string {
  return `LIMIT $${params.length + 1} OFFSET $${params.length + 2}`;
}

/** The accounts a history shows (available, and debt once used) and their entries together. */
interface HistoryAccounts {
  id: string[];
  entries: number;
}

/** Paging, category and dates from the entries' history index alone. */
function byEntries(q: HistoryQuery, accountIds: string[]): PageQuery {
  const params: unknown[] = [accountIds];
  const where = ['e.account_id = ANY($1::bigint[])'];
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
  const filter = `FROM ledger_entries e WHERE ${where.join(' AND ')}`;
  return {
    ids: `SELECT e.id ${filter} ORDER BY e.created_at DESC, e.id DESC ${limitOf(params)}`,
    params,
    counted: where.length === 1 ? null : `SELECT count(*)::int AS n ${filter}`,
  };
}

/**
 * A search reads the member's transactions in the history's order from one covering index
 * (member, time, id; kind and the search text included: migration 0012) and stops at the page,
 * instead of matching all their transactions first (decision 0014). Every kind but `payout` has
 * one line on the available account, and its time is the transaction's; entry ids grow with
 * transaction ids, so (time, transaction id) orders like (time, entry id). A member with a debt
 * has a second line on some (a reward paying the debt off, a clawback beyond the points): a page
 * of a search then holds those lines together, and the count is of operations.
 */
function bySearch(q: HistoryQuery, accountIds: string[], search: string): PageQuery {
  const params: unknown[] = [q.memberId, `%${search.replace(/[\\%_]/g, (c) => '\\' + c)}%`, accountIds];
  const where = ['t.member_id = $1', "t.kind <> 'payout'", 't.search_text LIKE lower($2)'];
  if (q.category !== 'all') {
    params.push(CATEGORY_KINDS[q.category]);
    where.push(`t.kind = ANY($${params.length}::text[])`);
  }
  if (q.since) {
    params.push(q.since);
    where.push(`t.created_at >= ($${params.length}::date::timestamp AT TIME ZONE 'Europe/Moscow')`);
  }
  if (q.to) {
    params.push(q.to);
    where.push(`t.created_at < (($${params.length}::date + 1)::timestamp AT TIME ZONE 'Europe/Moscow')`);
  }
  const filter = `FROM ledger_transactions t WHERE ${where.join(' AND ')}`;
  return {
    ids: `SELECT e.id FROM (SELECT t.id ${filter} ORDER BY t.created_at DESC, t.id DESC ${limitOf(params)}) m
            JOIN ledger_entries e ON e.transaction_id = m.id AND e.account_id = ANY($3::bigint[])`,
    params,
    // $3 is used by the page only; the count names it so that both share the parameters.
    counted: `SELECT count(*)::int AS n ${filter} AND $3::bigint[] IS NOT NULL`,
  };
}

/**
 * Answers remembered per database (decision 0014). Exact, not a guess: the ledger is append-only
 * (entries and their transactions never change or go) and every new entry of an account raises its
 * count, so the same key always answers the same rows — in every API process, whichever wrote the
 * entry. Counts of filtered histories are kept apart from pages: a member paging through one
 * filtered history counts it once.
 */
interface HistoryCaches {
  pages: BoundedCache<{ history: HistoryEntry[]; totalCount: number }>;
  counts: BoundedCache<number>;
}
const caches = new WeakMap<object, HistoryCaches>();

function cachesOf(db: Queryable): HistoryCaches {
  let c = caches.get(db);
  if (!c) {
    c = {
      // About 600 bytes a line as JSON: 32 MB holds some 50 000 lines, 2 500 pages of 20.
      pages: new BoundedCache(32 * 1024 * 1024, (p) => 200 + p.history.length * 600),
      counts: new BoundedCache(10_000, () => 1),
    };
    caches.set(db, c);
  }
  return c;
}

async function filteredCount(
  db: Queryable,
  account: HistoryAccounts,
  q: HistoryQuery,
  sql: string,
  params: unknown[],
): Promise<number> {
  const key = JSON.stringify([account.id, account.entries, q.category, q.since ?? '', q.to ?? '', q.search?.trim() ?? '']);
  const { counts } = cachesOf(db);
  const known = counts.get(key);
  if (known !== undefined) return known;
  const n = (await db.query<{ n: number }>(sql, params, { prepared: true })).rows[0]!.n;
  counts.set(key, n);
  return n;
}

function toEntry(r: Row): HistoryEntry {
  return {
    id: r.id,
    date: r.created_at.toISOString(),
    // A debt line counts against the member: into the debt shows negative, its payoff positive.
    amount: toPoints(r.account_kind === 'debt' ? -r.amount : r.amount),
    category: CATEGORY_OF[r.kind]!,
    status: statusOf(r),
    title: r.title,
    description: r.description,
    ...(r.contract_number ? { contractNumber: r.contract_number } : {}),
    ...(r.order_id ? { orderId: r.order_id } : {}),
  };
}

function statusOf(r: Row): string {
  if (r.account_kind === 'debt') return r.amount > 0 ? debtHistoryStatus.into : debtHistoryStatus.repaid;
  switch (r.kind) {
    case 'clawback':
      return historyStatus.clawback;
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
