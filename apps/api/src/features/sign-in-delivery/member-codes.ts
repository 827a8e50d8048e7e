import type { SignInCode } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';

/** How many of a member's latest codes the member card shows. */
export const MEMBER_CARD_CODES = 10;

interface Row {
  id: string;
  phone: string;
  created_at: Date;
  expires_at: Date;
  consumed_at: Date | null;
  invalidated_at: Date | null;
  deliveries:
    | {
        channel: 'sms' | 'telegram';
        provider: string;
        messageId: string | null;
        status: 'queued' | 'sent' | 'delivered' | 'failed';
        detail: string;
        at: string;
        updatedAt: string;
      }[]
    | null;
}

/** The member's latest sign-in codes with each delivery (support's first question: did it arrive?). */
export async function listMemberSignInCodes(db: Queryable, memberId: string, now: Date): Promise<SignInCode[]> {
  const member = await db.query('SELECT 1 FROM members WHERE id = $1', [memberId]);
  if (member.rowCount === 0) throw new AppError('not_found');
  const { rows } = await db.query<Row>(
    `SELECT c.id::text AS id, c.phone, c.created_at, c.expires_at, c.consumed_at, c.invalidated_at,
            (SELECT json_agg(json_build_object(
                      'channel', d.channel, 'provider', d.provider, 'messageId', d.provider_message_id,
                      'status', d.status, 'detail', d.detail,
                      'at', to_char(d.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                      'updatedAt', to_char(d.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
                    ORDER BY d.id)
               FROM otp_deliveries d WHERE d.otp_code_id = c.id) AS deliveries
       FROM otp_codes c
      WHERE c.subject_id = $1 AND c.purpose = 'sign_in'
      ORDER BY c.created_at DESC, c.id DESC
      LIMIT ${MEMBER_CARD_CODES}`,
    [memberId],
  );
  return rows.map((r) => ({
    id: r.id,
    phone: r.phone,
    createdAt: r.created_at.toISOString(),
    state: r.consumed_at ? 'used' : r.invalidated_at ? 'replaced' : r.expires_at.getTime() <= now.getTime() ? 'expired' : 'live',
    deliveries: r.deliveries ?? [],
  }));
}
