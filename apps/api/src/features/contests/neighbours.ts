// The member's neighbours in their league (docs/product.md §11.1): up to three just above and three
// just below them, in the order of the league's standing index (migration 0040: score, then who
// joined first, then the member's id), the order of the top ten too, so equal scores line up the
// same way on every call. Each side is two range scans of that index of at most three rows — equal
// scores on the member's side of them, then the scores next to theirs — whatever the league's size.
// Only members with a counted contract are shown, as on the top ten (the bottom of a league is never
// listed); the member's own line always is.
import { leaderboardName, type MemberContest } from '@cabinet/contracts';
import type { Histogram } from './board-cache.js';
import { placeOf } from './standings.js';

/** How many members each side of the member's own line. */
const NEIGHBOURS_EACH_SIDE = 3;

export interface NeighbourRow {
  memberId: string;
  firstName: string;
  lastName: string;
  score: number;
}

const N = NEIGHBOURS_EACH_SIDE;
const COLUMNS = 'member_id, score, joined_at';
const LEAGUE = 'contest_id = cm.contest_id AND league = cm.league';
/** The index's order, and the same order read backwards (from the member up). */
const DOWN = 'score DESC, joined_at, member_id';
const UP = 'score, joined_at DESC, member_id DESC';

/**
 * A lateral join of `neighbours` (JSON, best first, the member's own line included) for the row
 * `cm` of `contest_members`; null when `cm` is null (a member not in a league).
 */
export const NEIGHBOURS_LATERAL = `LEFT JOIN LATERAL (
    SELECT json_agg(json_build_object('memberId', x.member_id::text, 'firstName', m.first_name, 'lastName', m.last_name,
                                      'score', x.score) ORDER BY x.score DESC, x.joined_at, x.member_id) AS neighbours
      FROM (
        (SELECT a.* FROM (
           (SELECT ${COLUMNS} FROM contest_members WHERE ${LEAGUE} AND score = cm.score AND score > 0
               AND (joined_at, member_id) < (cm.joined_at, cm.member_id) ORDER BY joined_at DESC, member_id DESC LIMIT ${N})
           UNION ALL
           (SELECT ${COLUMNS} FROM contest_members WHERE ${LEAGUE} AND score > cm.score ORDER BY ${UP} LIMIT ${N})
         ) a ORDER BY ${UP} LIMIT ${N})
        UNION ALL
        SELECT cm.member_id, cm.score, cm.joined_at WHERE cm.member_id IS NOT NULL
        UNION ALL
        (SELECT b.* FROM (
           (SELECT ${COLUMNS} FROM contest_members WHERE ${LEAGUE} AND score = cm.score AND score > 0
               AND (joined_at, member_id) > (cm.joined_at, cm.member_id) ORDER BY joined_at, member_id LIMIT ${N})
           UNION ALL
           (SELECT ${COLUMNS} FROM contest_members WHERE ${LEAGUE} AND score < cm.score AND score > 0 ORDER BY ${DOWN} LIMIT ${N})
         ) b ORDER BY ${DOWN} LIMIT ${N})
      ) x JOIN members m ON m.id = x.member_id) nb ON true`;

/** The lines as the member reads them: places from the league's histogram (equal scores share one). */
export function neighbourLines(
  rows: readonly NeighbourRow[] | null,
  histogram: Histogram | null,
  memberId: string,
): MemberContest['neighbours'] {
  return (rows ?? []).map((r) => ({
    place: r.score > 0 ? placeOf(histogram ?? [], r.score) : null,
    name: leaderboardName(r.firstName, r.lastName),
    score: r.score,
    isMe: r.memberId === memberId,
  }));
}
