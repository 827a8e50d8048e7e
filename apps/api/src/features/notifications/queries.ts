import type { NotificationCategory } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';

export interface NotificationRow {
  id: string;
  category: NotificationCategory;
  title: string;
  body: string;
  link: string | null;
  createdAt: Date;
  isRead: boolean;
}

export async function listNotifications(
  db: Queryable,
  f: { memberId: string; unreadOnly: boolean; skip: number; take: number },
): Promise<NotificationRow[]> {
  // Served by notifications_member_created_idx (member_id, created_at DESC, id DESC).
  const { rows } = await db.query<NotificationRow>(
    `SELECT id::text AS id, category, title, body, link, created_at AS "createdAt", (read_at IS NOT NULL) AS "isRead"
       FROM notifications
      WHERE member_id = $1 AND (NOT $2::boolean OR read_at IS NULL)
      ORDER BY created_at DESC, id DESC
      LIMIT $3 OFFSET $4`,
    [f.memberId, f.unreadOnly, f.take, f.skip],
  );
  return rows;
}

export async function countNotifications(db: Queryable, f: { memberId: string; unreadOnly: boolean }): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM notifications WHERE member_id = $1 AND (NOT $2::boolean OR read_at IS NULL)',
    [f.memberId, f.unreadOnly],
  );
  return rows[0]?.n ?? 0;
}

export async function hasUnread(db: Queryable, memberId: string): Promise<boolean> {
  const { rows } = await db.query<{ any: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM notifications WHERE member_id = $1 AND read_at IS NULL) AS any',
    [memberId],
    { prepared: true },
  );
  return rows[0]?.any ?? false;
}

/**
 * Marks the member's unread notifications read: those of `ids`, or all when `ids` is null.
 * The member_id condition is what keeps other members' ids untouched.
 */
export async function markRead(db: Queryable, m: { memberId: string; ids: number[] | null; at: Date }): Promise<number> {
  const res = await db.query(
    `UPDATE notifications SET read_at = $3
      WHERE member_id = $1 AND read_at IS NULL AND ($2::bigint[] IS NULL OR id = ANY ($2::bigint[]))`,
    [m.memberId, m.ids, m.at],
  );
  return res.rowCount;
}

export interface NewNotification {
  memberId: string;
  category: NotificationCategory;
  title: string;
  body: string;
  link: string | null;
  createdAt: Date;
}

export async function insertNotification(db: Queryable, n: NewNotification): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO notifications (member_id, category, title, body, link, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::text AS id`,
    [n.memberId, n.category, n.title, n.body, n.link, n.createdAt],
  );
  return rows[0]!.id;
}
