// A settled contest's results for the accountant (docs/product.md §11.4): a line per prize with the
// member, their league and place, the prize and what a cancelled contract took back, and the tax the
// prize bears when withdrawn — computed as the withdrawal's preview computes it, now. A team contest's
// results are a line per agent's share (docs/product.md §11.8).
import { CONTEST_RESULTS_HEADER, csvDocument, TAX_REGIME_TEXTS, TEAM_CONTEST_RESULTS_HEADER } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { toPoints } from '../../ledger/amounts.js';
import { AppError } from '../../lib/app-error.js';
import { audit, type AuditActor } from '../audit/service.js';
import { withdrawalTax } from '../tax/service.js';
import { teamNamesOf } from '../teams/service.js';
import { findContest, leagueName, type ContestRow } from './contest-row.js';

const STATUS = { paid: 'Начислен', awaiting_approval: 'Ждёт подтверждения', refused: 'Отказано' } as const;
const PAYER = { member: 'Удерживается из выплаты', company: 'Платит компания' } as const;

export async function contestResultsCsv(db: Queryable, who: AuditActor, id: number, now: Date): Promise<string> {
  const c = await findContest(db, id);
  if (c.status !== 'settled') throw new AppError('contest_wrong_state');
  const { header, lines } = c.kind === 'team' ? await teamResultLines(db, c, now) : await prizeLines(db, c, now);
  await audit(
    db,
    who,
    { action: 'contest.results_exported', targetType: 'contest', targetId: id, after: { lines: lines.length } },
    now,
  );
  return csvDocument(header, lines);
}

/** The tax withdrawing what a member kept of a prize would bear now; null for a refused or spent one. */
async function taxColumns(db: Queryable, memberId: string, kept: number, refused: boolean, now: Date) {
  // A refused prize was never the member's: no tax on it.
  const tax = refused || kept <= 0 ? null : await withdrawalTax(db, memberId, kept, now);
  return [
    tax ? TAX_REGIME_TEXTS[tax.regime].title : '',
    tax ? toPoints(tax.withheld + tax.paidByCompany) : 0,
    tax?.payer ? PAYER[tax.payer] : tax ? 'Платит участник сам' : '',
  ];
}

/** A member contest's lines: one per prize. */
async function prizeLines(db: Queryable, c: ContestRow, now: Date) {
  const id = c.id;
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
      ...(await taxColumns(db, r.memberId, kept, r.status === 'refused', now)),
    ]);
  }
  return { header: CONTEST_RESULTS_HEADER, lines };
}

/**
 * A team contest's lines (docs/product.md §11.8): one per agent's share, with its team, the team's place
 * and prize, the agent's contracts, and the tax the share bears for its agent as any prize does.
 */
async function teamResultLines(db: Queryable, c: ContestRow, now: Date) {
  const { rows } = await db.query<{
    memberId: string;
    name: string;
    phone: string;
    inn: string | null;
    teamId: string;
    league: number;
    place: number | null;
    contracts: number;
    teamAmount: number;
    amount: number;
    clawedBack: number;
    status: keyof typeof STATUS;
  }>(
    `SELECT s.member_id::text AS "memberId", trim(m.last_name || ' ' || m.first_name || ' ' || m.middle_name) AS name,
            m.phone, t.inn, s.team_id::text AS "teamId", p.league, p.place, s.contracts, p.amount::float8 AS "teamAmount",
            s.amount::float8 AS amount, s.clawed_back::float8 AS "clawedBack", s.status
       FROM contest_team_shares s
       JOIN contest_team_prizes p ON p.contest_id = s.contest_id AND p.team_id = s.team_id
       JOIN members m ON m.id = s.member_id
       LEFT JOIN member_tax_profiles t ON t.member_id = s.member_id
      WHERE s.contest_id = $1 ORDER BY p.league, p.place NULLS LAST, s.team_id, s.amount DESC, name, s.member_id`,
    [c.id],
  );
  const teams = await teamNamesOf(db, [...new Set(rows.map((r) => r.teamId))]);
  const lines = [];
  for (const r of rows) {
    lines.push([
      r.name,
      r.phone,
      r.inn ?? '',
      teams.get(r.teamId)?.name ?? '',
      leagueName(c, r.league),
      r.place ?? '',
      r.contracts,
      toPoints(r.teamAmount),
      toPoints(r.amount),
      toPoints(r.clawedBack),
      STATUS[r.status],
      ...(await taxColumns(db, r.memberId, r.amount - r.clawedBack, r.status === 'refused', now)),
    ]);
  }
  return { header: TEAM_CONTEST_RESULTS_HEADER, lines };
}
