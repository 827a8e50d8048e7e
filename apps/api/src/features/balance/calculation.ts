// «Как посчитано» of a history line (docs/product.md §11): everything the amount came from, read
// from what the ledger and the import kept — never recomputed, so it shows what was paid.
import type { EntryCalculation } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { toPoints } from '../../ledger/amounts.js';
import { AppError } from '../../lib/app-error.js';
import { disputesOfEntry } from '../disputes/service.js';
import { overrideCalculation } from '../supervisor-overrides/service.js';
import { listTierRows } from '../tiers/service.js';

interface Row {
  transaction_id: number;
  created_at: Date;
  amount: number;
  title: string;
  description: string;
  kind: string;
  contract_id: number | null;
  number: string | null;
  client_name: string | null;
  signed_on: string | null;
  tariff: string | null;
  status: 'active' | 'terminated' | null;
  cancelled_at: Date | null;
  position_in_month: number | null;
  tier_min_contracts: number | null;
  reward: number | null;
  import_id: number | null;
  import_at: Date | null;
  claim_id: number | null;
}

export async function entryCalculation(db: Queryable, memberId: string, entryId: number): Promise<EntryCalculation> {
  const { rows } = await db.query<Row>(
    `SELECT t.id::float8 AS transaction_id, e.created_at, e.amount::float8 AS amount, t.title, t.description, t.kind,
            c.id::float8 AS contract_id, c.number, c.client_name, to_char(c.signed_on, 'YYYY-MM-DD') AS signed_on, c.tariff,
            c.status, c.cancelled_at, c.position_in_month, c.tier_min_contracts, c.reward::float8 AS reward,
            i.id::int AS import_id, i.finished_at AS import_at, c.dispute_id::int AS claim_id
       FROM ledger_entries e
       JOIN ledger_accounts a ON a.id = e.account_id
       JOIN ledger_transactions t ON t.id = e.transaction_id
       LEFT JOIN contracts c ON c.id = t.contract_id
       LEFT JOIN contract_imports i ON i.id = c.import_id
      WHERE e.id = $1 AND a.member_id = $2`,
    [entryId, memberId],
  );
  const r = rows[0];
  // Another member's line is answered like a missing one.
  if (!r) throw new AppError('not_found', { message: 'Строка истории не найдена' });
  if (r.kind === 'supervisor_override' || r.kind === 'supervisor_override_clawback')
    return overrideLine(db, memberId, entryId, r);
  // A contract a claim brought was priced by the admin who credited it: no level of its month applies.
  const month = r.claim_id === null ? (r.signed_on?.slice(0, 7) ?? null) : null;
  const [table, disputes] = await Promise.all([
    month === null ? Promise.resolve([]) : listTierRows(db, month),
    disputesOfEntry(db, memberId, { entryId, transactionId: r.transaction_id, contractId: r.contract_id }),
  ]);
  return {
    entryId,
    date: r.created_at.toISOString(),
    amount: toPoints(r.amount),
    title: r.title,
    description: r.description,
    contract:
      r.number === null
        ? null
        : {
            number: r.number,
            clientName: r.client_name!,
            signedOn: r.signed_on!,
            tariff: r.tariff,
            status: r.status!,
            cancelledAt: r.cancelled_at?.toISOString() ?? null,
          },
    tier:
      month === null
        ? null
        : {
            month,
            position: r.position_in_month!,
            minContracts: r.tier_min_contracts,
            reward: toPoints(r.reward!),
            table: table.map((t) => ({ minContracts: t.minContracts, reward: toPoints(t.reward) })),
          },
    import: r.import_id === null ? null : { id: r.import_id, at: (r.import_at ?? r.created_at).toISOString() },
    claim: r.claim_id === null ? null : { disputeId: r.claim_id },
    disputes,
  };
}

/**
 * A supervisor's override or its taking back (docs/product.md §11.6): the agent's contract is named by
 * its number and day only — its client is the agent's — with the agent's reward, the percent and the
 * share; no level of the supervisor's month applies.
 */
async function overrideLine(db: Queryable, memberId: string, entryId: number, r: Row): Promise<EntryCalculation> {
  const [override, disputes] = await Promise.all([
    overrideCalculation(db, r.contract_id!),
    disputesOfEntry(db, memberId, { entryId, transactionId: r.transaction_id, contractId: null }),
  ]);
  return {
    entryId,
    date: r.created_at.toISOString(),
    amount: toPoints(r.amount),
    title: r.title,
    description: r.description,
    contract: null,
    tier: null,
    import: null,
    claim: null,
    ...(override ? { override } : {}),
    disputes,
  };
}
