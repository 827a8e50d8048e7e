// The outbox of push and SMS deliveries (decision 0036): written in the transaction of the
// notification it carries, by the same statement, so a message leaves exactly when its event is
// committed. Who gets which channel is decided here, once: push to members with a device and push
// on for the kind, SMS where the event allows it and the member has not turned it off.
import type { MessageKind } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';

/** What a notification asks of the other channels. */
export interface MessageRoute {
  kind: MessageKind;
  /** The event is one that matters enough for SMS (a cancelled payout, a rejected document). */
  sms?: boolean;
}

/**
 * The INSERT of message_deliveries for the notifications a CTE named `ins` (id, member_id,
 * created_at) has just written; `$k` is the kind and `$s` whether SMS is allowed, at the given
 * parameter positions.
 */
export function deliveriesFromInserted(kindParam: number, smsParam: number): string {
  return `INSERT INTO message_deliveries (notification_id, member_id, channel, created_at)
    SELECT ins.id, ins.member_id, c.channel, ins.created_at
      FROM ins
     CROSS JOIN (VALUES ('push'), ('sms')) AS c (channel)
      LEFT JOIN message_preferences p ON p.member_id = ins.member_id AND p.kind = $${kindParam}::text
     WHERE (c.channel = 'push' AND coalesce(p.push, true)
            AND EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.member_id = ins.member_id))
        OR (c.channel = 'sms' AND $${smsParam}::boolean AND coalesce(p.sms, true))`;
}

/**
 * The deliveries of a back-office send (its notifications carry `send_id`): the channels the
 * operator chose; push respects the member's «Сообщения программы», SMS is the operator's call.
 */
export async function queueSendDeliveries(tx: Queryable, sendId: string): Promise<void> {
  await tx.query(
    `INSERT INTO message_deliveries (notification_id, member_id, channel, created_at)
     SELECT n.id, n.member_id, c.channel, n.created_at
       FROM notification_sends s
       JOIN notifications n ON n.send_id = s.id
      CROSS JOIN unnest(s.channels) AS c (channel)
       LEFT JOIN message_preferences p ON p.member_id = n.member_id AND p.kind = 'programme'
      WHERE s.id = $1
        AND ((c.channel = 'push' AND coalesce(p.push, true)
              AND EXISTS (SELECT 1 FROM push_subscriptions ps WHERE ps.member_id = n.member_id))
          OR c.channel = 'sms')`,
    [sendId],
  );
}

export interface ChannelCount {
  delivered: number;
  pending: number;
  failed: number;
}

/** Per channel, how the deliveries of a send stand. */
export async function countSendDeliveries(
  db: Queryable,
  sendIds: readonly string[],
): Promise<Map<string, { push: ChannelCount; sms: ChannelCount }>> {
  const out = new Map<string, { push: ChannelCount; sms: ChannelCount }>();
  if (sendIds.length === 0) return out;
  const { rows } = await db.query<{ sendId: string; channel: 'push' | 'sms'; status: string; n: number }>(
    `SELECT n.send_id::text AS "sendId", d.channel, d.status, count(*)::int AS n
       FROM message_deliveries d JOIN notifications n ON n.id = d.notification_id
      WHERE n.send_id = ANY($1::bigint[])
      GROUP BY 1, 2, 3`,
    [sendIds],
  );
  for (const r of rows) {
    const zero = () => ({ delivered: 0, pending: 0, failed: 0 });
    const counts = out.get(r.sendId) ?? { push: zero(), sms: zero() };
    const c = counts[r.channel];
    if (r.status === 'sent') c.delivered += r.n;
    else if (r.status === 'failed') c.failed += r.n;
    else c.pending += r.n;
    out.set(r.sendId, counts);
  }
  return out;
}
