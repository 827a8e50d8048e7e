// A team of 200 agents with its supervisor in the bench data set (decision 0065): bench:api reads the
// supervisor's «Команда» (GET /api/team) for it. Written set-based by bench:data, in the data set made
// now or in one made before the team existed: the data set's last 200 members are its agents, with
// their two years of contracts, in the team (and the member before them its supervisor) since before
// the first of them.
import type { Queryable } from '../../apps/api/dist/db/types.js';

const TEAM_NAME = 'Бенчмарк: команда';
export const TEAM_AGENTS = 200;

const uuid = (g: string) => `('00000000-0000-4000-8000-' || lpad(to_hex(${g}), 12, '0'))::uuid`;

/** Adds the team over the last 200 of `members` unless the data set has it; answers whether it was added. */
export async function ensureBenchTeam(db: Queryable, members: number): Promise<boolean> {
  if ((await db.query('SELECT 1 FROM teams WHERE name = $1', [TEAM_NAME])).rows.length > 0) return false;
  await db.query(
    `WITH d AS (INSERT INTO dealers (name, inn, created_at) VALUES ('ООО «Бенчмарк»', '7714526306', now()) RETURNING id),
          p AS (INSERT INTO sales_points (dealer_id, name, address, created_at)
                SELECT id, 'Салон бенчмарка', 'г. Москва', now() FROM d RETURNING id),
          t AS (INSERT INTO teams (point_id, name, created_at) SELECT id, $1, now() FROM p RETURNING id),
          s AS (INSERT INTO team_supervisors (team_id, member_id, valid_from)
                SELECT id, ${uuid('$2::bigint - $3')}, current_date - 800 FROM t)
     INSERT INTO team_agents (member_id, team_id, valid_from)
     SELECT ${uuid('g')}, t.id, current_date - 800 FROM t, generate_series($2::bigint - $3 + 1, $2::bigint) g`,
    [TEAM_NAME, members, TEAM_AGENTS],
  );
  await db.query('ANALYZE dealers, sales_points, teams, team_supervisors, team_agents');
  return true;
}

/** The generator's number of the bench team's supervisor (bench/lib/bench-db.ts memberUuid), or null. */
export async function benchTeamSupervisor(db: Pick<Queryable, 'query'>): Promise<number | null> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT s.member_id::text AS id FROM team_supervisors s JOIN teams t ON t.id = s.team_id WHERE t.name = $1 AND s.valid_to IS NULL`,
    [TEAM_NAME],
  );
  return rows[0] ? parseInt(rows[0].id.slice(-12), 16) : null;
}
