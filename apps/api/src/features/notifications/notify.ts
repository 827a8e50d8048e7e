import { notificationCategorySchema } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { deliveriesFromInserted, type MessageRoute } from '../messages/service.js';
import { insertNotification, type NewNotification } from './queries.js';

// The web app renders `link` as an href: only paths inside the cabinet, never `//host` or `javascript:`.
const CABINET_PATH_RE = /^\/(?!\/)[A-Za-z0-9\-._~/?=&%#]*$/;

export type NotifyInput = Omit<NewNotification, 'link' | 'body'> & {
  body?: string;
  link?: string | null;
  /** The news item it announces (notifyMany: each member is told of an item once). */
  newsId?: number;
  /**
   * Also by push (and SMS where it matters) as the member chose for this kind (decision 0036);
   * without it the notification stays in the cabinet's list only.
   */
  message?: MessageRoute;
};

/**
 * Tells a member something in the notification list (and lights the bell). Other features call it
 * inside their own transaction, so the notification exists exactly when the event does.
 * A bad category or link is a programming error and throws.
 */
export async function notify(tx: Queryable, input: NotifyInput): Promise<{ id: number }> {
  notificationCategorySchema.parse(input.category);
  const link = input.link ?? null;
  if (link !== null && !CABINET_PATH_RE.test(link)) throw new Error(`notification link must be a cabinet path: ${link}`);
  const title = input.title.trim();
  if (!title) throw new Error('notification title is empty');
  const { message, ...row } = input;
  const id = await insertNotification(tx, { ...row, title, body: input.body?.trim() ?? '', link });
  if (message)
    await tx.query(
      `WITH ins AS (SELECT id, member_id, created_at FROM notifications WHERE id = $3) ${deliveriesFromInserted(1, 2)}`,
      [message.kind, message.sms ?? false, id],
    );
  return { id: Number(id) };
}

/**
 * Many notifications in one statement (a contracts import tells thousands of members at once),
 * in the caller's transaction. Same rules as `notify`. A notification of a news item (`newsId`)
 * reaches a member once: a member it reached before is skipped (a push job retried after a crash).
 * Answers how many were written.
 */
export async function notifyMany(tx: Queryable, inputs: readonly NotifyInput[]): Promise<number> {
  if (inputs.length === 0) return 0;
  const rows = inputs.map((input) => {
    notificationCategorySchema.parse(input.category);
    const link = input.link ?? null;
    if (link !== null && !CABINET_PATH_RE.test(link)) throw new Error(`notification link must be a cabinet path: ${link}`);
    const title = input.title.trim();
    if (!title) throw new Error('notification title is empty');
    return { ...input, title, body: input.body?.trim() ?? '', link };
  });
  // One statement per route (usually one: a contest tells its members the same kind of thing).
  const groups = new Map<string, { route: MessageRoute | undefined; rows: typeof rows }>();
  for (const r of rows) {
    const key = r.message ? `${r.message.kind}:${r.message.sms ? 1 : 0}` : '';
    const group = groups.get(key) ?? { route: r.message, rows: [] };
    group.rows.push(r);
    groups.set(key, group);
  }
  let written = 0;
  for (const { route, rows: group } of groups.values()) {
    const insert = `INSERT INTO notifications (member_id, category, title, body, link, created_at, news_id)
     SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::timestamptz[], $7::bigint[])
     ON CONFLICT (news_id, member_id) WHERE news_id IS NOT NULL DO NOTHING`;
    const params: unknown[] = [
      group.map((r) => r.memberId),
      group.map((r) => r.category),
      group.map((r) => r.title),
      group.map((r) => r.body),
      group.map((r) => r.link),
      group.map((r) => r.createdAt),
      group.map((r) => r.newsId ?? null),
    ];
    if (!route) {
      written += (await tx.query(insert, params)).rowCount;
      continue;
    }
    const { rows: counted } = await tx.query<{ n: number }>(
      `WITH ins AS (${insert} RETURNING id, member_id, created_at), d AS (${deliveriesFromInserted(8, 9)})
       SELECT count(*)::int AS n FROM ins`,
      [...params, route.kind, route.sms ?? false],
    );
    written += counted[0]!.n;
  }
  return written;
}
