import { orderStatusText, type HistoryEntry, type HistoryFilter, type OrderStatus } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { BoundedCache } from '../../lib/bounded-cache.js';
import { containsPattern, SqlWhere } from '../../lib/sql-where.js';
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
  accrual: [
    'reward',
    'clawback',
    'contest_prize',
    'contest_clawback',
    'target_bonus',
    'target_clawback',
    'dispute_credit',
    'supervisor_override',
    'supervisor_override_clawback',
  ],
  withdrawal: ['withdrawal_request', 'withdrawal_return', 'tax_withholding'],
};

const kindsOf = (category: HistoryFilter) => (category === 'all' ? undefined : CATEGORY_KINDS[category]);

const CATEGORY_OF: Record<string, HistoryEntry['category']> = {
  reward: 'accrual',
  clawback: 'accrual',
  contest_prize: 'accrual',
  contest_clawback: 'accrual',
  target_bonus: 'accrual',
  target_clawback: 'accrual',
  dispute_credit: 'accrual',
  supervisor_override: 'accrual',
  supervisor_override_clawback: 'accrual',
  withdrawal_request: 'withdrawal',
  withdrawal_return: 'withdrawal',
  tax_withholding: 'withdrawal',
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
  /** The order's НПД receipt, on its withdrawal line (decision 0034). */
  receipt_order: number | null;
  receipt_id: string | null;
  receipt_url: string | null;
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
  const historyKey = JSON.stringify([
    accounts.map((a) => [a.id, a.entries]).sort(),
    q.category,
    q.since ?? '',
    q.to ?? '',
    q.search?.trim() ?? '',
  ]);
  const pageKey = JSON.stringify([historyKey, q.skip, q.take]);
  const cache = cachesOf(db);
  const known = cache.pages.get(pageKey);
  if (known) {
    const current = await withRegisteredReceipts(db, known);
    // A receipt registered since: the page is kept with it, and not asked about again.
    if (current !== known) cache.pages.set(pageKey, current);
    return current;
  }

  const search = q.search?.trim();
  const { ids, params, counted } = search ? bySearch(q, account.id, search) : byEntries(q, account.id);
  // A deep page starts from the nearest line an earlier page of the same history ended at, found by
  // the index, instead of counting off every line before it (decision 0014).
  const mark = nearestMark(cache.marks.get(historyKey), q.skip);
  const pageParams = mark
    ? [...params, mark.entryId, Math.trunc(q.take), Math.trunc(q.skip) - mark.position]
    : [...params, Math.trunc(q.take), Math.trunc(q.skip)];
  const [page, count] = await Promise.all([
    db.query<Row>(
      `SELECT e.id::float8 AS id, e.created_at, e.amount::float8 AS amount, e.kind, t.title, t.description,
              c.number AS contract_number, t.order_id::float8 AS order_id, o.status AS order_status,
              a.kind AS account_kind, r.order_id::float8 AS receipt_order, r.receipt_id, r.url AS receipt_url
         FROM (${ids(mark !== null)}) p
         JOIN ledger_entries e ON e.id = p.id
         JOIN ledger_accounts a ON a.id = e.account_id
         JOIN ledger_transactions t ON t.id = e.transaction_id
         LEFT JOIN contracts c ON c.id = t.contract_id
         LEFT JOIN withdrawal_orders o ON o.id = t.order_id
         LEFT JOIN payout_receipts r ON r.order_id = t.order_id AND t.kind = 'withdrawal_request'
        ORDER BY e.created_at DESC, e.id DESC`,
      pageParams,
      // Planning these joins costs more than running them (EXPLAIN: ~9 ms against ~7 ms under load).
      { prepared: true },
    ),
    // Unfiltered, the account knows how many entries it has; filtered, they are counted once per
    // state of the account (see filteredCount).
    counted === null ? account.entries : filteredCount(db, account, q, counted, params),
  ]);
  const answer = frozenPage(page.rows.map(toEntry), count);
  cache.pages.set(pageKey, answer);
  const last = page.rows.at(-1);
  if (last) cache.marks.set(historyKey, withMark(cache.marks.get(historyKey), q.skip + q.take, String(last.id)));
  return answer;
}

/**
 * Where pages of one history ended: position (lines, or operations for a search) → the id of the
 * page's last entry. Exact for as long as the key's account state holds (the ledger is
 * append-only), like the pages.
 */
interface PageMarks {
  positions: number[];
  entryIds: string[];
}
const MARKS_PER_HISTORY = 256;

function nearestMark(marks: PageMarks | undefined, skip: number): { position: number; entryId: string } | null {
  if (!marks) return null;
  let found = -1;
  for (let lo = 0, hi = marks.positions.length - 1; lo <= hi;) {
    const mid = (lo + hi) >> 1;
    if (marks.positions[mid]! <= skip) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found < 0 ? null : { position: marks.positions[found]!, entryId: marks.entryIds[found]! };
}

function withMark(marks: PageMarks | undefined, position: number, entryId: string): PageMarks {
  const next = { positions: [...(marks?.positions ?? [])], entryIds: [...(marks?.entryIds ?? [])] };
  let at = next.positions.findIndex((p) => p >= position);
  if (at < 0) at = next.positions.length;
  if (next.positions[at] === position) return marks!;
  next.positions.splice(at, 0, position);
  next.entryIds.splice(at, 0, entryId);
  // Enough for any member's paging; a history paged further keeps its deepest marks.
  if (next.positions.length > MARKS_PER_HISTORY) {
    next.positions.shift();
    next.entryIds.shift();
  }
  return next;
}

interface PageQuery {
  /**
   * SQL answering the page's entry ids (column `id`) from the filter's parameters, then — when
   * `afterMark` — the id of the entry the page starts after, then the limit and the offset.
   */
  ids: (afterMark: boolean) => string;
  params: unknown[];
  /** SQL counting every matching entry with the same parameters; null when unfiltered. */
  counted: string | null;
}

/** Paging as the two parameters after the filter's and the mark's (the count shares the filter's alone). */
function limitOf(params: unknown[], afterMark: boolean): string {
  const first = params.length + (afterMark ? 2 : 1);
  return `LIMIT $${first} OFFSET $${first + 1}`;
}

/** The accounts a history shows (available, and debt once used) and their entries together. */
interface HistoryAccounts {
  id: string[];
  entries: number;
}

/**
 * Paging, category and dates from the entries' history index alone, one account at a time: each
 * account's lines come from the index in the history's order, at most the page's end of them, and
 * only those are merged. `account_id = ANY(…)` over the accounts at once cannot come out of a
 * btree in order (PostgreSQL 15 sorts whatever an array condition matches), so every page, even
 * one right after a mark, read and sorted all of the member's lines within the dates: 47 000 of
 * them for the heaviest member, 7–10 ms at any depth, in the generic plan and in custom ones.
 * This shape plans the same way generically, whatever the member or the depth (decision 0014).
 */
function byEntries(q: HistoryQuery, accountIds: string[]): PageQuery {
  const where = new SqlWhere();
  const accounts = where.param(accountIds);
  where
    .and('e.account_id = acc.id')
    .when(kindsOf(q.category), (p) => `e.kind = ANY(${p}::text[])`)
    .moscowDays('e.created_at', q.since, q.to);
  const { params } = where;
  const filter = `FROM ledger_entries e ${where}`;
  return {
    ids: (afterMark) => {
      const first = params.length + (afterMark ? 2 : 1);
      return `SELECT x.id FROM unnest(${accounts}::bigint[]) acc (id) CROSS JOIN LATERAL (
          SELECT e.id, e.created_at ${filter}${afterMark ? ` AND (e.created_at, e.id) < (SELECT created_at, id FROM ledger_entries WHERE id = $${params.length + 1}::bigint)` : ''}
          ORDER BY e.created_at DESC, e.id DESC LIMIT $${first}::bigint + $${first + 1}::bigint) x
        ORDER BY x.created_at DESC, x.id DESC ${limitOf(params, afterMark)}`;
    },
    params,
    // The accounts alone are the one parameter of an unfiltered history.
    counted:
      params.length === 1
        ? null
        : `SELECT count(*)::int AS n FROM unnest(${accounts}::bigint[]) acc (id), ledger_entries e ${where}`,
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
  const where = new SqlWhere();
  const member = where.param(q.memberId);
  const pattern = where.param(containsPattern(search));
  const accounts = where.param(accountIds);
  where
    .and(`t.member_id = ${member}`)
    .and("t.kind <> 'payout'")
    .and(`t.search_text LIKE lower(${pattern})`)
    .when(kindsOf(q.category), (p) => `t.kind = ANY(${p}::text[])`)
    .moscowDays('t.created_at', q.since, q.to);
  const { params } = where;
  const filter = `FROM ledger_transactions t ${where}`;
  return {
    // The mark is an entry; the search pages by operations, so it starts after the mark's operation.
    ids: (afterMark) =>
      `SELECT e.id FROM (SELECT t.id ${filter}${
        afterMark
          ? ` AND (t.created_at, t.id) < (SELECT mt.created_at, mt.id FROM ledger_entries me
                JOIN ledger_transactions mt ON mt.id = me.transaction_id WHERE me.id = $${params.length + 1}::bigint)`
          : ''
      }
          ORDER BY t.created_at DESC, t.id DESC ${limitOf(params, afterMark)}) m
        JOIN ledger_entries e ON e.transaction_id = m.id AND e.account_id = ANY(${accounts}::bigint[])`,
    params,
    // The accounts are used by the page only; the count names them so that both share the parameters.
    counted: `SELECT count(*)::int AS n ${filter} AND ${accounts}::bigint[] IS NOT NULL`,
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
  marks: BoundedCache<PageMarks>;
}
const caches = new WeakMap<object, HistoryCaches>();

function cachesOf(db: Queryable): HistoryCaches {
  let c = caches.get(db);
  if (!c) {
    c = {
      // About 600 bytes a line as JSON: 32 MB holds some 50 000 lines, 2 500 pages of 20.
      pages: new BoundedCache(32 * 1024 * 1024, (p) => 200 + p.history.length * 600),
      counts: new BoundedCache(10_000, () => 1),
      // About 40 bytes a mark: 8 MB.
      marks: new BoundedCache(8 * 1024 * 1024, (m) => 200 + m.positions.length * 40),
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
    ...(r.receipt_order ? { receipt: { receiptId: r.receipt_id, url: r.receipt_url } } : {}),
  };
}

/** Frozen, all of it: a cached page is handed out again as this object, and written once (serializer.ts). */
function frozenPage(history: HistoryEntry[], totalCount: number): { history: HistoryEntry[]; totalCount: number } {
  history.forEach((entry) => Object.freeze(entry));
  return Object.freeze({ history: Object.freeze(history) as HistoryEntry[], totalCount });
}

/**
 * A page is cached until the member's accounts move, but a receipt may be registered later without
 * a ledger entry (decision 0034): a line still showing one «being registered» reads it again.
 */
async function withRegisteredReceipts(
  db: Queryable,
  page: { history: HistoryEntry[]; totalCount: number },
): Promise<{ history: HistoryEntry[]; totalCount: number }> {
  const waiting = page.history.filter((h) => h.receipt && h.receipt.receiptId === null).map((h) => h.orderId!);
  if (waiting.length === 0) return page;
  const { rows } = await db.query<{ order_id: number; receipt_id: string | null; url: string | null }>(
    'SELECT order_id::float8 AS order_id, receipt_id, url FROM payout_receipts WHERE order_id = ANY($1::bigint[])',
    [waiting],
  );
  const registered = new Map(rows.filter((r) => r.receipt_id !== null).map((r) => [r.order_id, r]));
  if (registered.size === 0) return page;
  return frozenPage(
    page.history.map((h) => {
      const r = h.receipt && registered.get(h.orderId!);
      return r ? { ...h, receipt: { receiptId: r.receipt_id, url: r.url } } : h;
    }),
    page.totalCount,
  );
}

function statusOf(r: Row): string {
  if (r.account_kind === 'debt') return r.amount > 0 ? debtHistoryStatus.into : debtHistoryStatus.repaid;
  switch (r.kind) {
    case 'clawback':
    case 'contest_clawback':
    case 'target_clawback':
    case 'supervisor_override_clawback':
      return historyStatus.clawback;
    case 'withdrawal_request':
    case 'tax_withholding':
      return orderStatusText[r.order_status!];
    case 'withdrawal_return':
      return historyStatus.withdrawal_return;
    case 'adjustment':
      return r.amount > 0 ? historyStatus.adjustmentIn : historyStatus.adjustmentOut;
    default:
      return historyStatus.reward;
  }
}
