// The resources a back-office route may address by its path, each with how its member is found: the
// dealer-scope check (guard.ts) reads whose it is before the route's handler runs (decision 0066).
// Each selects `member_id` of the resources whose ids are `$1`; one not found selects nothing, and
// the handler answers its own not-found.
import type { Queryable } from '../../db/types.js';
import { countOutOfScope, type Scoped } from './member-scope.js';

export const MEMBER_OF = {
  member: 'SELECT id AS member_id FROM members WHERE id = ANY($1::uuid[])',
  withdrawal_order: 'SELECT member_id FROM withdrawal_orders WHERE id = ANY($1::bigint[])',
  dispute: 'SELECT member_id FROM disputes WHERE id = ANY($1::bigint[])',
  // A request of nobody's (a setting, an import, an account) has no member: a limited operator does not see it.
  approval: 'SELECT member_id FROM approvals WHERE id = ANY($1::bigint[])',
} as const satisfies Record<string, string>;

export type MemberResource = keyof typeof MEMBER_OF;

/** Whether the operator sees the resource: its member is theirs, or it does not exist (its own not-found follows). */
export async function seesResource(db: Queryable, op: Scoped, resource: MemberResource, id: unknown): Promise<boolean> {
  return (await countOutOfScope(db, op, MEMBER_OF[resource], [id])) === 0;
}
