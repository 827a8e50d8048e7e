// A member's monthly statement (accrued, clawed back, paid, tax, debt) and yearly income statement
// (decision 0034), read from the ledger and the receipts.
import { MONTHS, type IncomeStatement, type NpdReceipt, type Statement } from '@cabinet/contracts';
import type { Env } from '../../config/env.js';
import type { Queryable } from '../../db/types.js';
import { toPoints } from '../../ledger/amounts.js';
import { addMonths } from '../../lib/moscow-time.js';
import { listReceipts, readTaxProfile, type ReceiptRow } from './queries.js';
import { moscowYear, npdSettings } from './settings.js';

const ACCRUALS = ['reward', 'contest_prize', 'target_bonus'];
const CLAWBACKS = ['clawback', 'contest_clawback', 'target_clawback'];

const monthStart = (month: string) => new Date(`${month}-01T00:00:00+03:00`);

function toReceipt(r: ReceiptRow): NpdReceipt {
  return {
    orderId: r.orderId,
    receiptId: r.receiptId,
    url: r.url,
    amount: toPoints(r.amount),
    serviceName: r.serviceName,
    registeredAt: r.registeredAt.toISOString(),
  };
}

export async function monthlyStatement(db: Queryable, env: Env, memberId: string, month: string): Promise<Statement> {
  const from = monthStart(month);
  const to = monthStart(addMonths(month, 1));
  // Member-side lines: a credit adds to «available» and pays off «debt»; a take-back does the reverse.
  const { rows } = await db.query<{ accrued: number; clawed: number; paid: number; debt: number }>(
    `SELECT coalesce(sum(CASE WHEN e.kind = ANY($4) AND e.created_at >= $2
                          THEN CASE a.kind WHEN 'available' THEN e.amount WHEN 'debt' THEN -e.amount ELSE 0 END END), 0)::float8 AS accrued,
            coalesce(sum(CASE WHEN e.kind = ANY($5) AND e.created_at >= $2
                          THEN CASE a.kind WHEN 'available' THEN -e.amount WHEN 'debt' THEN e.amount ELSE 0 END END), 0)::float8 AS clawed,
            coalesce(sum(CASE WHEN e.kind = 'payout' AND e.created_at >= $2 AND a.kind = 'frozen' THEN -e.amount END), 0)::float8 AS paid,
            coalesce(sum(CASE WHEN a.kind = 'debt' THEN e.amount END), 0)::float8 AS debt
       FROM ledger_accounts a JOIN ledger_entries e ON e.account_id = a.id
      WHERE a.member_id = $1 AND e.created_at < $3`,
    [memberId, from, to, ACCRUALS, CLAWBACKS],
  );
  const sums = rows[0]!;
  const [profile, receipts] = await Promise.all([readTaxProfile(db, memberId), listReceipts(db, { memberId, from, to })]);
  const s = npdSettings(env);
  const selfEmployedIncome = receipts.reduce((sum, r) => sum + r.amount, 0);
  const [y, m] = month.split('-').map(Number) as [number, number];
  return {
    month,
    title: `${MONTHS[m - 1]!.charAt(0).toUpperCase()}${MONTHS[m - 1]!.slice(1)} ${y}`,
    regime: profile.regime,
    accrued: toPoints(sums.accrued),
    clawedBack: toPoints(sums.clawed),
    paid: toPoints(sums.paid),
    tax: toPoints(Math.round((selfEmployedIncome * s.taxRatePercent) / 100)),
    taxNote:
      profile.regime === 'self_employed' || receipts.length > 0
        ? `НПД ${String(s.taxRatePercent).replace('.', ',')}\u00a0% с выплат по чекам: налог платите вы сами по уведомлению ФНС в «Мой налог», программа его не удерживает`
        : 'Налог самозанятого не начисляется: выплаты месяца прошли без чеков НПД',
    debt: toPoints(sums.debt),
    receipts: receipts.map(toReceipt),
  };
}

export async function incomeStatement(db: Queryable, env: Env, memberId: string, year: number): Promise<IncomeStatement> {
  const { from, to } = moscowYear(year);
  const receipts = await listReceipts(db, { memberId, from, to });
  return {
    year,
    total: toPoints(receipts.reduce((sum, r) => sum + r.amount, 0)),
    limit: toPoints(npdSettings(env).limit),
    receipts: receipts.map(toReceipt),
  };
}
