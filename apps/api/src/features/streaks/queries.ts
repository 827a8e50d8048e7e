// The contracts a streak is made of (docs/product.md §11.2): a member's active contracts per Monday–
// Sunday week of their signing date. The member's whole history through their (member_id, signed_month,
// position_in_month) key: a few rows a week, read in a few milliseconds for the home page.
import type { Queryable } from '../../db/types.js';
import type { WeekCount } from './streak-rules.js';

const WEEKS = `SELECT member_id::text AS "memberId", to_char(date_trunc('week', signed_on::timestamp), 'YYYY-MM-DD') AS week,
                      count(*)::int AS contracts
                 FROM contracts`;

/** The member's active contracts per week, up to `today` (a Moscow calendar day). */
export async function weekCounts(db: Queryable, memberId: string, today: string): Promise<WeekCount[]> {
  return (await weekCountsOf(db, [memberId], today)).get(memberId) ?? [];
}

/** Many members' active contracts per week, by member (a member without contracts is absent). */
export async function weekCountsOf(
  db: Queryable,
  memberIds: readonly string[],
  today: string,
): Promise<Map<string, WeekCount[]>> {
  const { rows } = await db.query<WeekCount & { memberId: string }>(
    `${WEEKS} WHERE member_id = ANY($1::uuid[]) AND status = 'active' AND signed_on <= $2::date GROUP BY 1, 2`,
    [memberIds, today],
  );
  const byMember = new Map<string, WeekCount[]>();
  for (const r of rows) {
    const list = byMember.get(r.memberId) ?? [];
    list.push({ week: r.week, contracts: r.contracts });
    byMember.set(r.memberId, list);
  }
  return byMember;
}

/**
 * Members who may have a live series this week: an active contract signed in the four finished weeks
 * before `monday`. A live series has one there — at most two frozen weeks in a row (two months'
 * freezes) and then one owing its repair pass without a contract. One scan of the recent contracts
 * for the whole programme, read once (100 000 ids are a few megabytes).
 */
export async function streakCandidates(db: Queryable, monday: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT DISTINCT member_id::text AS id FROM contracts
      WHERE signed_on >= $1::date - 28 AND signed_on < $1::date AND status = 'active' ORDER BY 1`,
    [monday],
  );
  return rows.map((r) => r.id);
}
