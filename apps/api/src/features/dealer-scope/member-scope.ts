// Which members an operator limited to dealers sees (decision 0066): the agents and the supervisors
// of those dealers' teams on the operator's day (Moscow), read from the dated structure (decision
// 0065). A member in no team that day belongs to no dealer: only an operator without a limit sees
// them. Every feature's query reads the rule from here, so that it is written once.
import type { Queryable } from '../../db/types.js';
import type { OperatorAuth } from '../../http/callers.js';

/** Whoever a query is asked for: an operator (or their scope alone). */
export type Scoped = Pick<OperatorAuth, 'scope'>;

/** A read of the whole programme, for no one operator (a job, a programme-wide figure). */
export const EVERY_MEMBER: Scoped = { scope: null };

/** The members of the dealers `$dealers` on the day `$day`: their teams' agents and supervisors. */
function membersOfDealers(dealers: string, day: string): string {
  const onDay = (t: string) => `${t}.valid_from <= ${day}::date AND (${t}.valid_to IS NULL OR ${t}.valid_to > ${day}::date)`;
  return `SELECT a.member_id FROM team_agents a JOIN teams t ON t.id = a.team_id JOIN sales_points p ON p.id = t.point_id
           WHERE p.dealer_id = ANY(${dealers}::bigint[]) AND ${onDay('a')}
          UNION ALL
          SELECT s.member_id FROM team_supervisors s JOIN teams t ON t.id = s.team_id JOIN sales_points p ON p.id = t.point_id
           WHERE p.dealer_id = ANY(${dealers}::bigint[]) AND ${onDay('s')}`;
}

/**
 * A condition on `column` (a member's id) that holds for the members the operator sees, its
 * parameters appended to `params`. Without a limit it is the constant `true` and adds none, so an
 * operator who sees everyone runs the query as before. A NULL member (a row of nobody's) is not seen.
 */
export function memberScopeSql(op: Scoped, column: string, params: unknown[]): string {
  if (!op.scope) return 'true';
  params.push(op.scope.dealerIds);
  const dealers = `$${params.length}`;
  params.push(op.scope.on);
  return `${column} IN (${membersOfDealers(dealers, `$${params.length}`)})`;
}

/** A condition on `column` (a dealer's id) that holds for the operator's dealers; `true` without a limit. */
export function dealerScopeSql(op: Scoped, column: string, params: unknown[]): string {
  if (!op.scope) return 'true';
  params.push(op.scope.dealerIds);
  return `${column} = ANY($${params.length}::bigint[])`;
}

/**
 * How many of the resources `ids` the operator does not see: `lookup` selects each found resource's
 * `member_id` (NULL for a resource of nobody's) from the ids as `$1`.
 */
export async function countOutOfScope(db: Queryable, op: Scoped, lookup: string, ids: readonly unknown[]): Promise<number> {
  if (!op.scope) return 0;
  const params: unknown[] = [ids];
  const { rows } = await db.query<{ outside: number }>(
    `SELECT count(*) FILTER (WHERE NOT coalesce(${memberScopeSql(op, 'r.member_id', params)}, false))::int AS outside
       FROM (${lookup}) r`,
    params,
  );
  return rows[0]?.outside ?? 0;
}
