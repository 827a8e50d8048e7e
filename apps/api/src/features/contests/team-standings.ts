// A team contest's standings kept by the accrual and the clawback (docs/product.md §11.8), in their
// transactions, as a member contest's are (standings.ts): a contract counts for the team its agent was
// in on its signing day (decision 0065), looked up for the whole batch in one statement; the team's
// counted contracts and each agent's contribution move with it. The per-agent score divides by the
// structure's agent-days when read (team-board.ts), so nothing here depends on the day.
import type { Queryable } from '../../db/types.js';
import { teamsOfMembersOn } from '../teams/service.js';
import type { ContestRow } from './contest-row.js';
import type { CountedContract } from './contest-row.js';
import { raiseStandingsVersion } from './standings-version.js';
import { enrolTeamsLate } from './team-leagues.js';

/** The team of each contract's agent on its signing day, by contract id: one statement for a batch. */
export async function teamsOfContracts(tx: Queryable, items: readonly CountedContract[]): Promise<Map<number, string | null>> {
  const teams = await teamsOfMembersOn(
    tx,
    items.map((i) => ({ memberId: i.memberId, day: i.signedOn })),
  );
  return new Map(items.map((i, n) => [i.contractId, teams[n]!]));
}

/**
 * Counts contracts entered in the caller's transaction (or found by the start) into a running team
 * contest: each for its agent's team of the day, a team not in the contest yet enrolled with it when
 * it may take part. `teams` holds the team of every contract given.
 */
export async function recordTeamContracts(
  tx: Queryable,
  c: ContestRow,
  counted: readonly CountedContract[],
  teams: ReadonlyMap<number, string | null>,
  at: Date,
): Promise<void> {
  const attributed = counted.flatMap((i) => {
    const teamId = teams.get(i.contractId);
    return teamId ? [{ ...i, teamId }] : [];
  });
  if (attributed.length === 0) return;
  // The version's row first, as every writer of the contest's standings takes it: a batch enrolling a
  // new team waits for another behind it instead of both waiting for each other.
  await raiseStandingsVersion(tx, c.id, at);
  const leagues = await enrolTeamsLate(tx, c, [...new Set(attributed.map((i) => i.teamId))].sort(), at);
  const taking = attributed.filter((i) => leagues.has(i.teamId));
  if (taking.length === 0) return;
  const byAgent = new Map<string, { teamId: string; memberId: string; n: number }>();
  for (const i of taking) {
    const key = `${i.teamId} ${i.memberId}`;
    const a = byAgent.get(key) ?? { teamId: i.teamId, memberId: i.memberId, n: 0 };
    a.n += 1;
    byAgent.set(key, a);
  }
  // One fixed order of rows (team, then member), so that two batches never wait for each other in a cycle.
  const agents = [...byAgent.values()].sort((a, b) => Number(a.teamId) - Number(b.teamId) || (a.memberId < b.memberId ? -1 : 1));
  await tx.query(
    `INSERT INTO contest_team_agents (contest_id, team_id, member_id, contracts)
     SELECT $1, t, m, n FROM unnest($2::bigint[], $3::uuid[], $4::int[]) WITH ORDINALITY AS x (t, m, n, o) ORDER BY o
     ON CONFLICT (contest_id, team_id, member_id) DO UPDATE SET contracts = contest_team_agents.contracts + EXCLUDED.contracts`,
    [c.id, agents.map((a) => a.teamId), agents.map((a) => a.memberId), agents.map((a) => a.n)],
  );
  await tx.query(
    `INSERT INTO contest_team_contracts (contest_id, contract_id, team_id, member_id)
     SELECT $1, k, t, m FROM unnest($2::bigint[], $3::bigint[], $4::uuid[]) AS x (k, t, m)`,
    [c.id, taking.map((i) => i.contractId), taking.map((i) => i.teamId), taking.map((i) => i.memberId)],
  );
  const byTeam = new Map<string, number>();
  for (const a of agents) byTeam.set(a.teamId, (byTeam.get(a.teamId) ?? 0) + a.n);
  const ids = [...byTeam.keys()];
  await tx.query(
    `UPDATE contest_teams ct SET contracts = ct.contracts + x.n
       FROM unnest($2::bigint[], $3::int[]) AS x (t, n) WHERE ct.contest_id = $1 AND ct.team_id = x.t`,
    [c.id, ids, ids.map((id) => byTeam.get(id)!)],
  );
}

export interface WithdrawnTeamContract {
  contestId: number;
  teamId: string;
  memberId: string;
  status: ContestRow['status'];
}

/**
 * A cancelled contract leaves every team contest that counted it: its team and its agent count one
 * contract less. Answers the contests it left with their state, for a settled one's shares to be taken back.
 */
export async function withdrawTeamContract(tx: Queryable, contractId: number, at: Date): Promise<WithdrawnTeamContract[]> {
  const { rows } = await tx.query<{ contestId: number }>(
    `SELECT contest_id::int AS "contestId" FROM contest_team_contracts WHERE contract_id = $1 AND withdrawn_at IS NULL ORDER BY contest_id`,
    [contractId],
  );
  const left: WithdrawnTeamContract[] = [];
  for (const { contestId } of rows) {
    // Waits for a settlement under way, so a cancellation after it takes the share back.
    const { rows: st } = await tx.query<{ status: ContestRow['status'] }>('SELECT status FROM contests WHERE id = $1 FOR SHARE', [
      contestId,
    ]);
    const { rows: w } = await tx.query<{ teamId: string; memberId: string }>(
      `UPDATE contest_team_contracts SET withdrawn_at = $3 WHERE contest_id = $1 AND contract_id = $2 AND withdrawn_at IS NULL
       RETURNING team_id::text AS "teamId", member_id::text AS "memberId"`,
      [contestId, contractId, at],
    );
    const k = w[0];
    if (!k) continue;
    await raiseStandingsVersion(tx, contestId, at);
    await tx.query(
      'UPDATE contest_team_agents SET contracts = contracts - 1 WHERE contest_id = $1 AND team_id = $2 AND member_id = $3',
      [contestId, k.teamId, k.memberId],
    );
    await tx.query('UPDATE contest_teams SET contracts = contracts - 1 WHERE contest_id = $1 AND team_id = $2', [
      contestId,
      k.teamId,
    ]);
    left.push({ contestId, teamId: k.teamId, memberId: k.memberId, status: st[0]!.status });
  }
  return left;
}
