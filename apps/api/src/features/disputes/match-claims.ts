// A claimed contract that a later import brings (docs/product.md «Споры»): the claim is matched to it in
// the import's transaction, by the number's key (migration 0118). A contract that paid points decides
// the claim as credited by that very accrual (a held reward's, posted at the end of its hold, is found
// through the matched contract); one that paid nothing (no tier reached) leaves the claim to the
// operator, with a note. A credit of the claim still waiting for a second admin is withdrawn then: the
// accrual paid it.
import type { Queryable } from '../../db/types.js';
import { notifyMany, type NotifyInput } from '../notifications/service.js';
import { pendingApprovalOf, withdrawNeedlessApproval } from '../approvals/service.js';
import { creditSupersededReason, disputeNotice, matchedAnswer } from './texts.js';

interface Matched {
  id: number;
  member_id: string;
  contract_number: string;
  credited: boolean;
}

export async function matchClaimedContracts(
  tx: Queryable,
  contracts: readonly { id: number; memberId: string; number: string }[],
  at: Date,
): Promise<number> {
  if (contracts.length === 0) return 0;
  const { rows } = await tx.query<Matched>(
    `WITH brought AS (
       SELECT c.id AS contract_id, c.member_id, c.number, c.reward, t.id AS transaction_id
         FROM contracts c
         LEFT JOIN ledger_transactions t ON t.contract_id = c.id AND t.kind = 'reward'
        WHERE c.id = ANY($1::bigint[])
     )
     UPDATE disputes d
        SET matched_contract_id = b.contract_id, matched_at = $2,
            status = CASE WHEN b.reward > 0 THEN 'credited' ELSE 'in_progress' END,
            credited_amount = CASE WHEN b.reward > 0 THEN b.reward END,
            transaction_id = CASE WHEN b.reward > 0 THEN b.transaction_id END,
            resolved_at = CASE WHEN b.reward > 0 THEN $2::timestamptz END,
            first_answered_at = coalesce(d.first_answered_at, $2)
       FROM brought b
      WHERE d.kind = 'missing_contract' AND d.status IN ('new', 'in_progress', 'need_info')
        AND d.member_id = b.member_id AND contract_number_key(d.contract_number) = contract_number_key(b.number)
      RETURNING d.id::int AS id, d.member_id, d.contract_number, b.reward > 0 AS credited`,
    [contracts.map((c) => c.id), at],
  );
  for (const m of rows)
    await tx.query(
      `INSERT INTO dispute_answers (dispute_id, author, status, text, created_at) VALUES ($1, 'system', $2, $3, $4)`,
      [m.id, m.credited ? 'credited' : 'in_progress', matchedAnswer(m.contract_number, m.credited), at],
    );
  // A credit still waiting for a second admin is needless once the accrual paid the contract.
  for (const m of rows) {
    const waiting = m.credited ? await pendingApprovalOf(tx, 'dispute_credit', String(m.id)) : null;
    if (waiting) await withdrawNeedlessApproval(tx, waiting.id, creditSupersededReason(m.contract_number), at);
  }
  await notifyMany(
    tx,
    rows.map((m): NotifyInput => ({
      memberId: m.member_id,
      category: 'system',
      ...disputeNotice.matched(m.id, m.contract_number, m.credited),
      link: `/disputes/${m.id}`,
      createdAt: at,
      message: { kind: 'dispute' },
    })),
  );
  return rows.length;
}
