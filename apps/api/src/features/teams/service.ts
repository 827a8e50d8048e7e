// The team structure as other features use it (decision 0065): which team a member was in on a day,
// and a team's agents over a period with the days they were in it — the supervisor's cabinet, cascaded
// targets, team contests and overrides read the structure only through these.
import type { Queryable } from '../../db/types.js';
import { addDays } from '../../lib/moscow-time.js';

export { teamSupervisorApproval } from './memberships.js';

export interface TeamOnDay {
  teamId: string;
  /** The first day of this membership. */
  from: string;
  /** Its last day; null while it lasts. */
  lastDay: string | null;
}

/** The team `memberId` was an agent of on the Moscow day `date` (YYYY-MM-DD), or null. */
export async function teamOfMemberOn(db: Queryable, memberId: string, date: string): Promise<TeamOnDay | null> {
  const { rows } = await db.query<{ teamId: string; from: string; to: string | null }>(
    `SELECT team_id::text AS "teamId", to_char(valid_from, 'YYYY-MM-DD') AS "from", to_char(valid_to, 'YYYY-MM-DD') AS "to"
       FROM team_agents WHERE member_id = $1 AND valid_from <= $2 AND (valid_to IS NULL OR valid_to > $2)`,
    [memberId, date],
  );
  const r = rows[0];
  return r ? { teamId: r.teamId, from: r.from, lastDay: r.to === null ? null : addDays(r.to, -1) } : null;
}

export interface TeamAgentDays {
  memberId: string;
  /** The first day of [from, to] they were in the team. */
  from: string;
  /** The last day of [from, to] they were in the team. */
  lastDay: string;
}

/**
 * The agents of `teamId` on any day of `from`…`to` (both included), each with the days of that period
 * they were in the team; a member who left and came back has a line for each stay.
 */
export async function teamAgentsOn(db: Queryable, teamId: string, from: string, to: string): Promise<TeamAgentDays[]> {
  const { rows } = await db.query<TeamAgentDays>(
    `SELECT member_id::text AS "memberId", to_char(greatest(valid_from, $2::date), 'YYYY-MM-DD') AS "from",
            to_char(CASE WHEN valid_to IS NULL THEN $3::date ELSE least(valid_to - 1, $3::date) END, 'YYYY-MM-DD') AS "lastDay"
       FROM team_agents
      WHERE team_id = $1 AND valid_from <= $3::date AND (valid_to IS NULL OR valid_to > $2::date)
      ORDER BY valid_from, member_id`,
    [teamId, from, to],
  );
  return rows;
}
