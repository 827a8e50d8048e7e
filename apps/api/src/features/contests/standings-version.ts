// A contest's standings version (migration 0075): raised by every transaction that changes a
// member's league or score in the contest, read with the member's row by their contest page, which
// keeps a league's histogram and top ten only under the version they were read at (board-cache.ts).
// The time it was raised (migration 0127) is the page's «обновлено N мин назад».
import type { Queryable } from '../../db/types.js';

export async function raiseStandingsVersion(tx: Queryable, contestId: number, at: Date): Promise<void> {
  await tx.query(
    `INSERT INTO contest_standings (contest_id, version, counted_at) VALUES ($1, 1, $2)
     ON CONFLICT (contest_id) DO UPDATE SET version = contest_standings.version + 1, counted_at = EXCLUDED.counted_at`,
    [contestId, at],
  );
}
