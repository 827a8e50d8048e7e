// Notifications sent from the back office: the send rows, and their delivery to members' lists in
// one statement each (INSERT … SELECT), whatever the number of members.
import type { NotificationAudience, NotificationCategory, NotificationSendStatus } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { memberScopeSql, type Scoped } from '../dealer-scope/service.js';
import { queueSendDeliveries } from '../messages/service.js';

export interface SendRow {
  id: string;
  audience: NotificationAudience;
  recipients: number | null;
  /** For `member`: «Фамилия Имя» and the phone of the one recipient. */
  memberName: string | null;
  memberPhone: string | null;
  category: NotificationCategory;
  title: string;
  body: string;
  link: string | null;
  status: NotificationSendStatus;
  sendAt: Date;
  deliveredCount: number | null;
  deliveredAt: Date | null;
  channels: ('push' | 'sms')[];
  createdBy: string;
  createdAt: Date;
  cancelledBy: string | null;
  cancelledAt: Date | null;
}

const SELECT = `SELECT s.id::text AS id, s.audience, cardinality(s.member_ids) AS recipients,
    trim(m.last_name || ' ' || m.first_name) AS "memberName", m.phone AS "memberPhone",
    s.category, s.title, s.body, s.link, s.status, s.send_at AS "sendAt",
    s.delivered_count AS "deliveredCount", s.delivered_at AS "deliveredAt", s.channels,
    c.email AS "createdBy", s.created_at AS "createdAt", x.email AS "cancelledBy", s.cancelled_at AS "cancelledAt"
  FROM notification_sends s
  JOIN operators c ON c.id = s.created_by
  LEFT JOIN operators x ON x.id = s.cancelled_by
  LEFT JOIN members m ON s.audience = 'member' AND m.id = s.member_ids[1]`;

/**
 * The sends, newest first. One to a single member names them: an operator limited to dealers
 * (decision 0066) sees it when they see that member; a send to all or to a list names nobody.
 */
export async function listSends(
  db: Queryable,
  op: Scoped,
  f: { status?: NotificationSendStatus; skip: number; take: number },
): Promise<{ rows: SendRow[]; total: number }> {
  const status = f.status ?? null;
  const seen = (params: unknown[]) => `(s.audience <> 'member' OR ${memberScopeSql(op, 's.member_ids[1]', params)})`;
  const listParams: unknown[] = [status, f.take, f.skip];
  const listSeen = seen(listParams);
  const countParams: unknown[] = [status];
  const countSeen = seen(countParams);
  const [list, count] = await Promise.all([
    db.query<SendRow>(
      `${SELECT} WHERE ($1::text IS NULL OR s.status = $1) AND ${listSeen}
        ORDER BY s.created_at DESC, s.id DESC LIMIT $2 OFFSET $3`,
      listParams,
    ),
    db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM notification_sends s WHERE ($1::text IS NULL OR s.status = $1) AND ${countSeen}`,
      countParams,
    ),
  ]);
  return { rows: list.rows, total: count.rows[0]?.n ?? 0 };
}

export async function findSend(db: Queryable, id: number | string, opts: { lock?: boolean } = {}): Promise<SendRow | undefined> {
  const { rows } = await db.query<SendRow>(`${SELECT} WHERE s.id = $1 ${opts.lock ? 'FOR UPDATE OF s' : ''}`, [id]);
  return rows[0];
}

/** Everyone a notification to all would reach now. */
export async function countActiveMembers(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM members WHERE status = 'active'`);
  return rows[0]?.n ?? 0;
}

export interface NewSend {
  audience: NotificationAudience;
  memberIds: string[] | null;
  category: NotificationCategory;
  title: string;
  body: string;
  link: string | null;
  sendAt: Date;
  /** Push and SMS besides the cabinet (decision 0036). */
  channels: readonly string[];
  by: string;
  now: Date;
}

export async function insertSend(db: Queryable, s: NewSend): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO notification_sends (audience, member_ids, category, title, body, link, send_at, status, created_by, created_at, channels)
     VALUES ($1, $2::uuid[], $3, $4, $5, $6, $7, 'scheduled', $8, $9, $10::text[]) RETURNING id::text AS id`,
    [s.audience, s.memberIds, s.category, s.title, s.body, s.link, s.sendAt, s.by, s.now, [...s.channels]],
  );
  return rows[0]!.id;
}

// Who a send reaches, by audience: every active member at delivery, or the listed members.
const RECIPIENTS: Record<NotificationAudience, string> = {
  all: `CROSS JOIN members m WHERE s.id = $1 AND m.status = 'active'`,
  list: 'JOIN members m ON m.id = ANY (s.member_ids) WHERE s.id = $1',
  member: 'JOIN members m ON m.id = ANY (s.member_ids) WHERE s.id = $1',
};

/**
 * Delivers a send to its members in one INSERT … SELECT and marks it sent with the count. The
 * caller holds the send's row (locked, or inserted in the same transaction) and it is scheduled.
 */
export async function deliverSend(
  db: Queryable,
  send: { id: string; audience: NotificationAudience },
  now: Date,
): Promise<number> {
  const inserted = await db.query(
    `INSERT INTO notifications (member_id, category, title, body, link, created_at, send_id)
     SELECT m.id, s.category, s.title, s.body, s.link, $2, s.id
       FROM notification_sends s ${RECIPIENTS[send.audience]}`,
    [send.id, now],
  );
  await db.query(`UPDATE notification_sends SET status = 'sent', delivered_count = $2, delivered_at = $3 WHERE id = $1`, [
    send.id,
    inserted.rowCount,
    now,
  ]);
  await queueSendDeliveries(db, send.id);
  return inserted.rowCount;
}

/** The next send that is due and that no other process is delivering (SKIP LOCKED), locked. */
export async function claimDueSend(
  db: Queryable,
  now: Date,
): Promise<{ id: string; audience: NotificationAudience } | undefined> {
  const { rows } = await db.query<{ id: string; audience: NotificationAudience }>(
    `SELECT id::text AS id, audience FROM notification_sends
      WHERE status = 'scheduled' AND send_at <= $1
      ORDER BY send_at, id LIMIT 1
      FOR UPDATE SKIP LOCKED`,
    [now],
  );
  return rows[0];
}

export async function markCancelled(db: Queryable, id: string, by: string, now: Date): Promise<void> {
  await db.query(`UPDATE notification_sends SET status = 'cancelled', cancelled_by = $2, cancelled_at = $3 WHERE id = $1`, [
    id,
    by,
    now,
  ]);
}
