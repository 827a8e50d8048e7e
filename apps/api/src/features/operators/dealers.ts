// The dealers an operator is limited to (decision 0066). Fewer dealers, or a first limit, tighten a
// control and act at once, from the operator's next request; more dealers, or no limit any more,
// loosen it and wait for a second admin at the approvals door (kind `operator_change`, change
// `dealers`), as a promotion does while taking the admin role away acts at once.
import type { Queryable } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import type { OperatorRow } from './queries.js';

export type DealerRef = OperatorRow['dealers'][number];

/** The dealers of these ids, by name; an id of no dealer is the field's error. */
export async function findDealers(db: Queryable, ids: readonly string[]): Promise<DealerRef[]> {
  const wanted = [...new Set(ids)];
  const { rows } = await db.query<DealerRef>(
    'SELECT id::text, name FROM dealers WHERE id = ANY($1::bigint[]) ORDER BY name, id',
    [wanted],
  );
  if (rows.length !== wanted.length) {
    throw new AppError('validation_error', {
      details: { fields: { dealerIds: 'Такого дилера нет — обновите страницу и выберите снова' } },
    });
  }
  return rows;
}

/** Whether `next` (null: every dealer) lets the operator see a member `before` did not. */
export function widens(before: readonly DealerRef[], next: readonly DealerRef[] | null): boolean {
  if (before.length === 0) return false;
  if (next === null) return true;
  const had = new Set(before.map((d) => d.id));
  return next.some((d) => !had.has(d.id));
}

export const sameDealers = (a: readonly DealerRef[], b: readonly DealerRef[] | null): boolean =>
  (b ?? []).length === a.length && (b ?? []).every((d) => a.some((x) => x.id === d.id));

/** Replaces the operator's dealers (none: every dealer); the database refuses it for an admin. */
export async function setOperatorDealers(tx: Queryable, operatorId: string, dealerIds: readonly string[]): Promise<void> {
  await tx.query('DELETE FROM operator_dealers WHERE operator_id = $1', [operatorId]);
  if (dealerIds.length === 0) return;
  await tx.query('INSERT INTO operator_dealers (operator_id, dealer_id) SELECT $1, unnest($2::bigint[])', [
    operatorId,
    dealerIds,
  ]);
}

/** The audit log's words for a limit: the dealers' names, or null for every dealer. */
export const dealersForAudit = (dealers: readonly DealerRef[] | null): string[] | null =>
  dealers && dealers.length > 0 ? dealers.map((d) => d.name) : null;
