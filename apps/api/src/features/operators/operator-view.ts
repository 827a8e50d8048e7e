import type { Operator } from '@cabinet/contracts';
import type { OperatorRow } from './queries.js';

export function toOperator(row: OperatorRow, now: Date): Operator {
  return {
    id: row.id,
    email: row.email,
    displayName: row.displayName,
    role: row.role,
    mustChangePassword: row.mustChangePassword,
    totpEnabled: row.totpEnabledAt !== null,
    totpRequired: row.role === 'admin',
    disabled: row.disabledAt !== null,
    lockedUntil: row.lockedUntil && row.lockedUntil > now ? row.lockedUntil.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    // The database keeps an admin's list empty (migration 0139).
    dealers: row.dealers.length > 0 ? row.dealers : null,
  };
}

/** The sign-in is not finished: a temporary password to replace, or an admin without an authenticator. */
export function setupUnfinished(row: OperatorRow): boolean {
  return row.mustChangePassword || (row.role === 'admin' && row.totpEnabledAt === null);
}
