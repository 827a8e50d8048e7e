import type { Queryable } from '../db/types.js';
import { isMemberAccount } from './accounts.js';
import { checkCreation } from './money-control.js';
import { checkLines, type Posting } from './post.js';

/**
 * Posts many ledger transactions in a handful of statements, whatever their number (the contracts
 * import posts up to 2 000 rewards a batch): the same rows `post` writes, with the same checks, in
 * the caller's database transaction. The member accounts it moves are locked first in one fixed order (by
 * id), so two batches never wait for each other in a cycle; programme accounts store no balance
 * (migration 0016) and are not locked. Returns the ledger transactions' ids, in the postings' order.
 */
export async function postMany(tx: Queryable, postings: readonly Posting[]): Promise<number[]> {
  if (postings.length === 0) return [];
  for (const p of postings) {
    checkLines(p.lines);
    checkCreation(p.kind, p.lines);
  }

  // Only the member accounts the lines move, as `post` touches them: locking more (a frozen account
  // beside an available one) would take rows out of the order the other writers keep.
  const touched = new Map<string, { memberId: string; kind: string }>();
  for (const p of postings)
    for (const l of p.lines)
      if (isMemberAccount(l.account)) touched.set(`${p.memberId} ${l.account}`, { memberId: p.memberId, kind: l.account });
  const { rows: memberAccounts } = await tx.query<{ id: string; memberId: string; kind: string }>(
    `SELECT a.id::text AS id, a.member_id AS "memberId", a.kind FROM ledger_accounts a
       JOIN unnest($1::uuid[], $2::text[]) AS t (member_id, kind) ON a.member_id = t.member_id AND a.kind = t.kind
      ORDER BY a.id FOR UPDATE OF a`,
    [[...touched.values()].map((t) => t.memberId), [...touched.values()].map((t) => t.kind)],
  );
  const { rows: programmeAccounts } = await tx.query<{ id: string; kind: string }>(
    'SELECT id::text AS id, kind FROM ledger_accounts WHERE member_id IS NULL',
  );
  const accountId = new Map<string, string>();
  for (const a of memberAccounts) accountId.set(`${a.memberId} ${a.kind}`, a.id);
  for (const a of programmeAccounts) accountId.set(a.kind, a.id);

  // The ids first, so that each posting's lines name its transaction whatever order rows come back in.
  const { rows: idRows } = await tx.query<{ id: string }>(
    "SELECT nextval(pg_get_serial_sequence('ledger_transactions', 'id'))::text AS id FROM generate_series(1, $1)",
    [postings.length],
  );
  const ids = idRows.map((r) => r.id);
  await tx.query(
    `INSERT INTO ledger_transactions (id, kind, member_id, contract_id, order_id, title, description, reason, actor, created_at)
     OVERRIDING SYSTEM VALUE
     SELECT * FROM unnest($1::bigint[], $2::text[], $3::uuid[], $4::bigint[], $5::bigint[], $6::text[], $7::text[], $8::text[],
                          $9::text[], $10::timestamptz[])`,
    [
      ids,
      postings.map((p) => p.kind),
      postings.map((p) => p.memberId),
      postings.map((p) => p.contractId ?? null),
      postings.map((p) => p.orderId ?? null),
      postings.map((p) => p.title),
      postings.map((p) => p.description ?? ''),
      postings.map((p) => p.reason ?? null),
      postings.map((p) => p.actor),
      postings.map((p) => p.at),
    ],
  );

  // Every line of every posting in one statement: each account's row moves once per line.
  const entryTx: string[] = [];
  const entryAccount: string[] = [];
  const entryAmount: number[] = [];
  postings.forEach((p, i) => {
    for (const line of p.lines) {
      const key = isMemberAccount(line.account) ? `${p.memberId} ${line.account}` : line.account;
      const account = accountId.get(key);
      if (!account) throw new Error(`no ${line.account} account for member ${p.memberId}`);
      entryTx.push(ids[i]!);
      entryAccount.push(account);
      entryAmount.push(line.amount);
    }
  });
  await tx.query(
    `INSERT INTO ledger_entries (transaction_id, account_id, amount)
     SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::bigint[])`,
    [entryTx, entryAccount, entryAmount],
  );
  return ids.map(Number);
}
