// A settled contest's results for the accountant (docs/product.md §11.4): a line per prize with the
// member, their league and place, the prize and what a cancelled contract took back, and the tax the
// prize bears when withdrawn — computed as the withdrawal's preview computes it, now.
import { CONTEST_RESULTS_HEADER, csvDocument, TAX_REGIME_TEXTS } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { toPoints } from '../../ledger/amounts.js';
import { AppError } from '../../lib/app-error.js';
import { audit, type AuditActor } from '../audit/service.js';
import { withdrawalTax } from '../tax/service.js';
import { findContest, leagueName } from './contest-row.js';

const STATUS = { paid: 'Начислен', awaiting_approval: 'Ждёт подтверждения', refused: 'Отказано' } as const;
const PAYER = { member: 'Удерживается из выплаты', company: 'Платит компания' } as const;

export async function contestResultsCsv(db: Queryable, who: AuditActor, id: number, now: Date): Promise<string> {
  const c = await findContest(db, id);
  if (c.status !== 'settled') throw new AppError('contest_wrong_state');
  const { rows } = await db.query<{
    memberId: string;
    name: string;
    phone: string;
    inn: string | null;
    league: number;
    place: number | null;
    score: number;
    amount: number;
    clawedBack: number;
    status: keyof typeof STATUS;
  }>(
    `SELECT p.member_id::text AS "memberId", trim(m.last_name || ' ' || m.first_name || ' ' || m.middle_name) AS name,
            m.phone, t.inn, p.league, p.place, p.score, p.amount::float8 AS amount, p.clawed_back::float8 AS "clawedBack", p.status
       FROM contest_prizes p JOIN members m ON m.id = p.member_id
       LEFT JOIN member_tax_profiles t ON t.member_id = p.member_id
      WHERE p.contest_id = $1 ORDER BY p.league, p.place NULLS LAST, p.score DESC, name, p.member_id`,
    [id],
  );
  const lines = [];
  for (const r of rows) {
    const kept = r.amount - r.clawedBack;
    // A refused prize was never the member's: no tax on it.
    const tax = r.status === 'refused' || kept <= 0 ? null : await withdrawalTax(db, r.memberId, kept, now);
    lines.push([
      r.name,
      r.phone,
      r.inn ?? '',
      leagueName(c, r.league),
      r.place ?? '',
      r.score,
      toPoints(r.amount),
      toPoints(r.clawedBack),
      STATUS[r.status],
      tax ? TAX_REGIME_TEXTS[tax.regime].title : '',
      tax ? toPoints(tax.withheld + tax.paidByCompany) : 0,
      tax?.payer ? PAYER[tax.payer] : tax ? 'Платит участник сам' : '',
    ]);
  }
  await audit(
    db,
    who,
    { action: 'contest.results_exported', targetType: 'contest', targetId: id, after: { lines: rows.length } },
    now,
  );
  return csvDocument(CONTEST_RESULTS_HEADER, lines);
}
