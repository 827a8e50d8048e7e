// The members' accounts for the bank's registry (migration 0117).
import type { PayoutAccount } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';

interface AccountRow {
  id: number;
  account_number: string;
  bik: string;
  bank_name: string | null;
  created_at: Date;
}

const toAccount = (r: AccountRow): PayoutAccount => ({
  id: r.id,
  last4: r.account_number.slice(-4),
  bik: r.bik,
  bankName: r.bank_name,
  createdAt: r.created_at.toISOString(),
});

/** The member's active account, with its bank's name where the programme's bank list has the БИК. */
export async function readActiveAccount(db: Queryable, memberId: string): Promise<PayoutAccount | null> {
  const { rows } = await db.query<AccountRow>(
    `SELECT a.id::float8 AS id, a.account_number, a.bik, (SELECT b.name FROM banks b WHERE b.bic = a.bik LIMIT 1) AS bank_name,
            a.created_at
       FROM payout_accounts a WHERE a.member_id = $1 AND a.status = 'active'`,
    [memberId],
  );
  return rows[0] ? toAccount(rows[0]) : null;
}

/** The member's active account an order may go to, held while the order is made. */
export async function findActiveAccount(
  tx: Queryable,
  memberId: string,
  id: number,
): Promise<{ id: number; last4: string; bik: string } | undefined> {
  const { rows } = await tx.query<{ id: number; last4: string; bik: string }>(
    `SELECT id::float8 AS id, right(account_number, 4) AS last4, bik FROM payout_accounts
      WHERE id = $1 AND member_id = $2 AND status = 'active' FOR SHARE`,
    [id, memberId],
  );
  return rows[0];
}

export async function insertPendingAccount(
  tx: Queryable,
  a: { memberId: string; accountNumber: string; bik: string; at: Date },
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO payout_accounts (member_id, account_number, bik, created_at) VALUES ($1, $2, $3, $4) RETURNING id::float8 AS id`,
    [a.memberId, a.accountNumber, a.bik, a.at],
  );
  return rows[0]!.id;
}

export async function lockPendingAccount(
  tx: Queryable,
  memberId: string,
  id: number,
): Promise<{ id: number; accountNumber: string; bik: string } | undefined> {
  const { rows } = await tx.query<{ id: number; accountNumber: string; bik: string }>(
    `SELECT id::float8 AS id, account_number AS "accountNumber", bik FROM payout_accounts
      WHERE id = $1 AND member_id = $2 AND status = 'pending' FOR UPDATE`,
    [id, memberId],
  );
  return rows[0];
}

/** The confirmed account becomes the member's one active account; the one before is removed (its orders keep it). */
export async function activateAccount(tx: Queryable, a: { id: number; memberId: string; at: Date }): Promise<void> {
  await tx.query(`UPDATE payout_accounts SET status = 'removed', removed_at = $2 WHERE member_id = $1 AND status = 'active'`, [
    a.memberId,
    a.at,
  ]);
  await tx.query(`UPDATE payout_accounts SET status = 'active', activated_at = $2 WHERE id = $1`, [a.id, a.at]);
}
