// Every member enrolled in a contest told the same thing about it (its start, its cancellation),
// in the caller's transaction, with a link to the contest's page. In a team contest those are the
// agents of its teams on the day (docs/product.md §11.8).
import type { Queryable } from '../../db/types.js';
import { moscowDate } from '../../lib/moscow-time.js';
import { notifyMany } from '../notifications/service.js';
import { agentsOfTeamsOn } from '../teams/service.js';

/** The members a contest speaks to on `day`: its enrolled members, and the agents of its teams then. */
export async function enrolledOn(tx: Queryable, contestId: number, day: string): Promise<string[]> {
  const { rows: enrolled } = await tx.query<{ memberId: string }>(
    'SELECT member_id::text AS "memberId" FROM contest_members WHERE contest_id = $1',
    [contestId],
  );
  const { rows: teams } = await tx.query<{ teamId: string }>(
    'SELECT team_id::text AS "teamId" FROM contest_teams WHERE contest_id = $1',
    [contestId],
  );
  const agents = await agentsOfTeamsOn(
    tx,
    teams.map((t) => t.teamId),
    day,
    day,
  );
  return [...new Set([...enrolled.map((m) => m.memberId), ...agents.map((a) => a.memberId)])];
}

export async function tellEnrolled(
  tx: Queryable,
  contestId: number,
  text: { title: string; body: string },
  at: Date,
): Promise<void> {
  const members = await enrolledOn(tx, contestId, moscowDate(at));
  await notifyMany(
    tx,
    members.map((memberId) => ({
      memberId,
      category: 'system' as const,
      ...text,
      link: `/contests/${contestId}`,
      createdAt: at,
      message: { kind: 'contest' as const },
    })),
  );
}
