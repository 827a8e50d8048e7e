import type { PeriodDocumentKind } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import type { DeliveryStatus } from '../../providers/sms/sms.js';
import { isCodePurpose, type CodeSubject } from './code-messages.js';

export interface DeliveryRow {
  id: string;
  otp_code_id: string;
  channel: 'sms' | 'telegram';
  provider: string;
  provider_message_id: string | null;
  status: DeliveryStatus;
  detail: string;
  polls: number;
  passed_on_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export async function insertDelivery(
  db: Queryable,
  row: Pick<DeliveryRow, 'otp_code_id' | 'channel' | 'provider' | 'provider_message_id' | 'status' | 'detail'> & { now: Date },
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO otp_deliveries (otp_code_id, channel, provider, provider_message_id, status, detail, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING id::text`,
    [row.otp_code_id, row.channel, row.provider, row.provider_message_id, row.status, row.detail.slice(0, 300), row.now],
  );
  return rows[0]!.id;
}

export async function findDelivery(db: Queryable, id: string) {
  const { rows } = await db.query<DeliveryRow & { phone: string }>(
    `SELECT d.id::text AS id, d.otp_code_id::text AS otp_code_id, d.channel, d.provider, d.provider_message_id,
            d.status, d.detail, d.polls, d.passed_on_at, d.created_at, d.updated_at, c.phone
       FROM otp_deliveries d JOIN otp_codes c ON c.id = d.otp_code_id WHERE d.id = $1`,
    [id],
  );
  return rows[0];
}

/** A status only moves forward; a final one (delivered, failed) stays. */
export async function recordStatus(db: Queryable, id: string, status: DeliveryStatus, detail: string, now: Date) {
  await db.query(
    `UPDATE otp_deliveries SET status = $2, detail = $3, updated_at = $4, polls = polls + 1
      WHERE id = $1 AND status NOT IN ('delivered', 'failed')`,
    [id, status, detail.slice(0, 300), now],
  );
}

/**
 * Claims the right to pass a delivery's code on (to SMS, to the next provider): once per delivery,
 * and only while its code is live. Answers the sealed code, or nothing.
 */
export async function claimPassOn(
  db: Queryable,
  deliveryId: string,
  now: Date,
): Promise<{ sealed: string; codeId: string; phone: string } | undefined> {
  const { rows } = await db.query<{ sealed: string; codeId: string; phone: string }>(
    `UPDATE otp_deliveries d SET passed_on_at = $2
       FROM otp_codes c
      WHERE d.id = $1 AND c.id = d.otp_code_id AND d.passed_on_at IS NULL
        AND c.consumed_at IS NULL AND c.invalidated_at IS NULL AND c.expires_at > $2 AND c.code_sealed IS NOT NULL
     RETURNING c.code_sealed AS sealed, c.id::text AS "codeId", c.phone`,
    [deliveryId, now],
  );
  return rows[0];
}

/** The providers a code has already been handed to, so a failover goes to another one. */
export async function providersTried(db: Queryable, codeId: string): Promise<string[]> {
  const { rows } = await db.query<{ provider: string }>('SELECT DISTINCT provider FROM otp_deliveries WHERE otp_code_id = $1', [
    codeId,
  ]);
  return rows.map((r) => r.provider);
}

/** The newest live code of a sign-in and its Telegram delivery, if it went there. */
export async function findTelegramDeliveryOfSignIn(db: Queryable, subjectId: string, now: Date) {
  const { rows } = await db.query<{ deliveryId: string | null }>(
    `SELECT (SELECT d.id::text FROM otp_deliveries d WHERE d.otp_code_id = c.id AND d.channel = 'telegram'
              ORDER BY d.id DESC LIMIT 1) AS "deliveryId"
       FROM otp_codes c
      WHERE c.subject_id = $1 AND c.consumed_at IS NULL AND c.invalidated_at IS NULL AND c.expires_at > $2
      ORDER BY c.created_at DESC, c.id DESC LIMIT 1`,
    [subjectId, now],
  );
  return rows[0];
}

/**
 * What a code is for, read when its message is written — first, and again when it is passed on by
 * SMS — from the row its purpose binds it to (the other features' tables, read only).
 */
export async function readCodeSubject(db: Queryable, codeId: string): Promise<CodeSubject> {
  const { rows } = await db.query<{
    purpose: string;
    target_id: number | null;
    document_kind: PeriodDocumentKind | null;
    document_month: string | null;
    rules_version: number | null;
    card_last4: string | null;
    account_last4: string | null;
  }>(
    `SELECT c.purpose,
            COALESCE(c.document_id, c.legal_version_id, c.payout_card_id, c.payout_account_id)::float8 AS target_id,
            d.kind AS document_kind, to_char(d.month, 'YYYY-MM') AS document_month,
            v.number AS rules_version, k.last4 AS card_last4, right(a.account_number, 4) AS account_last4
       FROM otp_codes c
       LEFT JOIN period_documents d ON d.id = c.document_id
       LEFT JOIN legal_versions v ON v.id = c.legal_version_id
       LEFT JOIN payout_cards k ON k.id = c.payout_card_id
       LEFT JOIN payout_accounts a ON a.id = c.payout_account_id
      WHERE c.id = $1`,
    [codeId],
  );
  const r = rows[0];
  if (!r || !isCodePurpose(r.purpose)) throw new Error(`code ${codeId}: no such code, or a purpose without a message`);
  const purpose = r.purpose;
  const targetId = r.target_id!;
  switch (purpose) {
    case 'sign_in':
      return { purpose };
    case 'document':
      return { purpose, targetId, kind: r.document_kind!, month: r.document_month! };
    case 'rules':
      return { purpose, targetId, version: r.rules_version! };
    case 'card_add':
    case 'card_remove':
    case 'card_default':
      return { purpose, targetId, last4: r.card_last4! };
    case 'account_set':
      return { purpose, targetId, last4: r.account_last4! };
  }
}

export async function upsertBalance(db: Queryable, provider: string, balance: number, now: Date) {
  await db.query(
    `INSERT INTO sms_provider_balances (provider, balance, checked_at) VALUES ($1, $2, $3)
     ON CONFLICT (provider) DO UPDATE SET balance = EXCLUDED.balance, checked_at = EXCLUDED.checked_at`,
    [provider, balance, now],
  );
}

export async function listBalances(db: Queryable): Promise<{ provider: string; balance: number; checkedAt: Date }[]> {
  const { rows } = await db.query<{ provider: string; balance: string; checkedAt: Date }>(
    'SELECT provider, balance::text AS balance, checked_at AS "checkedAt" FROM sms_provider_balances ORDER BY provider',
  );
  return rows.map((r) => ({ ...r, balance: Number(r.balance) }));
}
