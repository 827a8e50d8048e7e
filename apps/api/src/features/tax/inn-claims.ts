// Refused claims of an ИНН another member holds (migration 0095, decision 0043), for the operators:
// the latest first, with both members' names and phones to settle it with them. An operator limited
// to dealers (decision 0066) sees a claim when they see both members: each line names both.
import type { RefusedInnClaim, TaxRegime } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { memberScopeSql, type Scoped } from '../dealer-scope/service.js';

const fullName = (alias: string) =>
  `trim(concat_ws(' ', nullif(${alias}.last_name, ''), nullif(${alias}.first_name, ''), nullif(${alias}.middle_name, '')))`;

export async function listRefusedInnClaims(db: Queryable, op: Scoped, limit = 100): Promise<RefusedInnClaim[]> {
  const params: unknown[] = [limit];
  const scope = `${memberScopeSql(op, 'c.member_id', params)} AND ${memberScopeSql(op, 'c.holder_member_id', params)}`;
  const { rows } = await db.query<{
    id: number;
    inn: string;
    regime: TaxRegime;
    claimedId: string;
    claimedName: string;
    claimedPhone: string;
    heldId: string;
    heldName: string;
    heldPhone: string;
    refusedAt: Date;
  }>(
    `SELECT c.id::float8 AS id, c.inn, c.regime,
            a.id AS "claimedId", ${fullName('a')} AS "claimedName", a.phone AS "claimedPhone",
            h.id AS "heldId", ${fullName('h')} AS "heldName", h.phone AS "heldPhone",
            c.refused_at AS "refusedAt"
       FROM tax_inn_refused_claims c
       JOIN members a ON a.id = c.member_id
       JOIN members h ON h.id = c.holder_member_id
      WHERE ${scope}
      ORDER BY c.refused_at DESC, c.id DESC
      LIMIT $1`,
    params,
  );
  return rows.map((r) => ({
    id: r.id,
    inn: r.inn,
    regime: r.regime,
    claimedBy: { id: r.claimedId, fullName: r.claimedName, phone: r.claimedPhone },
    heldBy: { id: r.heldId, fullName: r.heldName, phone: r.heldPhone },
    refusedAt: r.refusedAt.toISOString(),
  }));
}
