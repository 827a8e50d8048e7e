import { notificationCategorySchema } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { insertNotification, type NewNotification } from './queries.js';

// The web app renders `link` as an href: only paths inside the cabinet, never `//host` or `javascript:`.
const CABINET_PATH_RE = /^\/(?!\/)[A-Za-z0-9\-._~/?=&%#]*$/;

export type NotifyInput = Omit<NewNotification, 'link' | 'body'> & { body?: string; link?: string | null };

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
  const id = await insertNotification(tx, { ...input, title, body: input.body?.trim() ?? '', link });
  return { id: Number(id) };
}

/**
 * Many notifications in one statement (a contracts import tells thousands of members at once),
 * in the caller's transaction. Same rules as `notify`.
 */
export async function notifyMany(tx: Queryable, inputs: readonly NotifyInput[]): Promise<void> {
  if (inputs.length === 0) return;
  const rows = inputs.map((input) => {
    notificationCategorySchema.parse(input.category);
    const link = input.link ?? null;
    if (link !== null && !CABINET_PATH_RE.test(link)) throw new Error(`notification link must be a cabinet path: ${link}`);
    const title = input.title.trim();
    if (!title) throw new Error('notification title is empty');
    return { ...input, title, body: input.body?.trim() ?? '', link };
  });
  await tx.query(
    `INSERT INTO notifications (member_id, category, title, body, link, created_at)
     SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::timestamptz[])`,
    [
      rows.map((r) => r.memberId),
      rows.map((r) => r.category),
      rows.map((r) => r.title),
      rows.map((r) => r.body),
      rows.map((r) => r.link),
      rows.map((r) => r.createdAt),
    ],
  );
}
