// Who of some members meets a badge's rule now (docs/product.md §11.5), each rule one statement over
// those members' contracts — a batch of an import or the whole programme in slices — but the streak,
// which the streaks feature judges from the same weeks its home page shows.
import type { Queryable } from '../../db/types.js';
import { tariffKey, tariffKeySql } from '../contests/service.js';
import { streaksOf } from '../streaks/service.js';
import type { BadgeRow } from './badge-row.js';

async function ids(db: Queryable, sql: string, params: unknown[]): Promise<string[]> {
  return (await db.query<{ id: string }>(sql, params)).rows.map((r) => r.id);
}

/**
 * The members of `memberIds` who meet the badge's rule at `today` (a Moscow calendar day). With
 * `entered` (the contracts the intake has just entered), a tariff's first contract is looked for
 * among those only: an earlier one would have given the badge when it came.
 */
export async function qualifying(
  db: Queryable,
  b: BadgeRow,
  memberIds: readonly string[],
  today: string,
  now: Date,
  entered: readonly number[] | null = null,
): Promise<string[]> {
  switch (b.rule) {
    case 'contracts':
      return ids(
        db,
        `SELECT member_id::text AS id FROM contracts WHERE member_id = ANY($1::uuid[]) AND status = 'active'
          GROUP BY member_id HAVING count(*) >= $2`,
        [memberIds, b.threshold],
      );
    case 'first_tariff':
      return ids(
        db,
        `SELECT DISTINCT member_id::text AS id FROM contracts
          WHERE member_id = ANY($1::uuid[]) AND status = 'active' AND ${tariffKeySql('tariff')} = $2
            AND ($3::bigint[] IS NULL OR id = ANY($3::bigint[]))`,
        [memberIds, tariffKey(b.tariff!), entered],
      );
    case 'clean_quarter':
      // A finished calendar quarter with the member's contracts signed in it, none of them terminated.
      return ids(
        db,
        `SELECT DISTINCT member_id::text AS id FROM (
           SELECT member_id FROM contracts
            WHERE member_id = ANY($1::uuid[]) AND signed_on < date_trunc('quarter', $2::date::timestamp)::date
            GROUP BY member_id, date_trunc('quarter', signed_on::timestamp)
           HAVING bool_and(status = 'active')) q`,
        [memberIds, today],
      );
    case 'streak': {
      const streaks = await streaksOf(db, memberIds, now);
      return [...streaks].filter(([, s]) => s.weeks >= b.threshold!).map(([id]) => id);
    }
  }
}

/** How far a member is on the way to each counted badge: contracts, weeks of the series. */
export async function progressOf(db: Queryable, memberId: string, now: Date): Promise<{ contracts: number; weeks: number }> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM contracts WHERE member_id = $1 AND status = 'active'`,
    [memberId],
  );
  const streak = (await streaksOf(db, [memberId], now)).get(memberId);
  return { contracts: rows[0]!.n, weeks: streak?.weeks ?? 0 };
}
