// The quarter's НДФЛ register for the finance team (decision 0033): what 6-НДФЛ needs per member,
// read from the ledger's payouts and their `tax_payable` entries, each order's tax split by rate.
import { csvDocument, TAX_REGISTER_HEADER, type TaxSettings } from '@cabinet/contracts';
import type { Db, Queryable } from '../../db/types.js';
import { toPoints } from '../../ledger/amounts.js';
import { moscowDate } from '../../lib/moscow-time.js';
import { audit, type AuditActor } from '../audit/service.js';
import { memberScopeSql, type Scoped } from '../dealer-scope/service.js';
import { getTaxSettings } from './settings.js';

export interface RegisterLine {
  inn: string;
  name: string;
  resident: boolean;
  orderId: number;
  paidAt: Date;
  rate: number;
  /** Kopecks. */
  base: number;
  tax: number;
  payer: 'member' | 'company';
}

/** The first instant of a quarter in Moscow time (UTC+3 all year), and of the next. */
function quarterBounds(year: number, quarter: number): [Date, Date] {
  const start = (y: number, m: number) => new Date(`${y}-${String(m).padStart(2, '0')}-01T00:00:00+03:00`);
  const month = (quarter - 1) * 3 + 1;
  return [start(year, month), quarter === 4 ? start(year + 1, 1) : start(year, month + 3)];
}

/**
 * Lines of the orders paid in the quarter, by the time of their payout in the ledger; for an operator
 * limited to dealers (decision 0066), their members' orders.
 */
export async function registerLines(db: Queryable, op: Scoped, year: number, quarter: number): Promise<RegisterLine[]> {
  const [from, to] = quarterBounds(year, quarter);
  const params: unknown[] = [from, to];
  const scope = memberScopeSql(op, 'o.member_id', params);
  const { rows } = await db.query<RegisterLine>(
    // The ИНН of the confirmed identity document first: a declared one is the member's word (decision 0043).
    `SELECT coalesce(CASE WHEN d.status = 'confirmed' THEN nullif(trim(d.inn), '') END, p.inn, nullif(trim(d.inn), ''), '') AS inn,
            trim(concat_ws(' ', nullif(m.last_name, ''), nullif(m.first_name, ''), nullif(m.middle_name, ''))) AS name,
            t.resident, o.id::float8 AS "orderId", l.created_at AS "paidAt", t.rate::float8 AS rate,
            t.base::float8 AS base, t.tax::float8 AS tax, t.payer
       FROM ledger_transactions l
       JOIN withdrawal_orders o ON o.id = l.order_id
       JOIN order_taxes t ON t.order_id = o.id
       JOIN members m ON m.id = o.member_id
       LEFT JOIN member_tax_profiles p ON p.member_id = o.member_id
       LEFT JOIN identity_documents d ON d.member_id = o.member_id
      WHERE l.kind = 'payout' AND l.created_at >= $1 AND l.created_at < $2 AND ${scope}
      ORDER BY l.created_at, o.id, t.rate`,
    params,
  );
  return rows;
}

/** The ledger's side: kopecks credited to `tax_payable` by the quarter's payouts. */
export async function ledgerTaxOfQuarter(db: Queryable, year: number, quarter: number): Promise<number> {
  const [from, to] = quarterBounds(year, quarter);
  const { rows } = await db.query<{ total: number }>(
    `SELECT coalesce(sum(e.amount), 0)::float8 AS total
       FROM ledger_entries e
       JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'tax_payable' AND a.member_id IS NULL
       JOIN ledger_transactions l ON l.id = e.transaction_id
      WHERE l.kind = 'payout' AND l.created_at >= $1 AND l.created_at < $2`,
    [from, to],
  );
  return rows[0]!.total;
}

/**
 * The transfer deadline of tax withheld on `day` (Moscow): by the settings' transfer day of that
 * month when withheld up to the period's end day, of the next month otherwise; in December after
 * the period's end, by 31 December.
 */
export function transferDeadline(day: string, s: Pick<TaxSettings, 'periodEndDay' | 'transferDay'>): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const dd = String(s.transferDay).padStart(2, '0');
  if (d <= s.periodEndDay) return `${y}-${String(m).padStart(2, '0')}-${dd}`;
  if (m === 12) return `${y}-12-31`;
  return `${y}-${String(m + 1).padStart(2, '0')}-${dd}`;
}

const ruDate = (iso: string) => iso.split('-').reverse().join('.');

export async function exportTaxRegister(
  db: Db,
  who: AuditActor & Scoped,
  q: { year: number; quarter: number },
  now: Date,
): Promise<string> {
  const [lines, settings] = await Promise.all([registerLines(db, who, q.year, q.quarter), getTaxSettings(db)]);
  let income = 0;
  let withheld = 0;
  let byCompany = 0;
  const rows = lines.map((l) => {
    const day = moscowDate(l.paidAt);
    const own = l.payer === 'member' ? l.tax : 0;
    const company = l.payer === 'company' ? l.tax : 0;
    income += l.base;
    withheld += own;
    byCompany += company;
    return [
      l.inn,
      l.name,
      l.resident ? 'да' : 'нет',
      String(l.orderId),
      ruDate(day),
      toPoints(l.base),
      l.rate,
      toPoints(l.tax),
      toPoints(own),
      toPoints(company),
      ruDate(day),
      ruDate(transferDeadline(day, settings)),
    ];
  });
  const csv = csvDocument(TAX_REGISTER_HEADER, [
    ...rows,
    [
      'Итого',
      `Строк: ${rows.length}`,
      '',
      '',
      '',
      toPoints(income),
      '',
      toPoints(withheld + byCompany),
      toPoints(withheld),
      toPoints(byCompany),
      '',
      '',
    ],
  ]);
  await db.transaction((tx) =>
    audit(
      tx,
      who,
      { action: 'tax.register_exported', after: { ...q, lines: rows.length, tax: toPoints(withheld + byCompany) } },
      now,
    ),
  );
  return csv;
}
