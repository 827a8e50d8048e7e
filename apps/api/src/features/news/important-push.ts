// The push of an important news item (decision 0036): once, when the item is first live, to every
// active member whose «Важные новости» push is on and who has a device with push on. Written in
// batches, each its own short transaction: a notification per member (it carries the push; the
// member also finds it in the cabinet's list) and its delivery in the outbox, which the delivery
// job sends. Never in the publication's transaction: that would hold thousands of rows.
import { outsideLinkIn } from '@cabinet/contracts';
import type { Db } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import { notifyMany } from '../notifications/service.js';

/** Members written per transaction. */
export const IMPORTANT_PUSH_BATCH = 500;
/** What the push says above the news item's title. */
export const IMPORTANT_NEWS_PUSH_TITLE = 'Важная новость';

/**
 * Marks the push as begun when the item is important, live and not pushed before; an item pushed
 * already is taken up again (a job retried after a crash mid-way: the batches skip whom they reached).
 */
async function begin(deps: { db: Db; clock: Clock }, newsId: number): Promise<{ title: string; pushedAt: Date } | undefined> {
  const now = deps.clock.now();
  const { rows } = await deps.db.query<{ title: string; pushedAt: Date }>(
    `UPDATE news SET important_pushed_at = coalesce(important_pushed_at, $2)
      WHERE id = $1 AND is_important AND is_published AND published_at <= $2
      RETURNING title, important_pushed_at AS "pushedAt"`,
    [newsId, now],
  );
  return rows[0];
}

/**
 * Writes the item's notifications and push deliveries batch by batch; returns how many members it
 * reached in this run. Members who joined after the push began are not part of it.
 */
export async function pushImportantNews(
  deps: { db: Db; clock: Clock },
  newsId: number,
  signal?: AbortSignal,
): Promise<{ members: number } | null> {
  const item = await begin(deps, newsId);
  if (!item) return null;
  // The editor refuses an important item whose title names another site; one saved before that
  // rule goes without its title: the push still leads to the item, its text links nowhere else.
  const text = outsideLinkIn(item.title) ? '' : item.title;
  let after = '00000000-0000-0000-0000-000000000000';
  let members = 0;
  while (!signal?.aborted) {
    const batch = await deps.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `SELECT m.id::text AS id FROM members m
          WHERE m.status = 'active' AND m.id > $1::uuid AND m.created_at <= $2
            AND EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.member_id = m.id)
            AND NOT EXISTS (SELECT 1 FROM message_preferences p WHERE p.member_id = m.id AND p.kind = 'news' AND NOT p.push)
          ORDER BY m.id LIMIT $3`,
        [after, item.pushedAt, IMPORTANT_PUSH_BATCH],
      );
      if (rows.length === 0) return null;
      // A member this push reached before (a retried run) gets nothing twice: notifyMany skips them.
      const at = deps.clock.now();
      const written = await notifyMany(
        tx,
        rows.map((r) => ({
          memberId: r.id,
          category: 'news' as const,
          title: IMPORTANT_NEWS_PUSH_TITLE,
          body: text,
          link: `/news/${newsId}`,
          createdAt: at,
          newsId,
          message: { kind: 'news' as const, sms: false },
        })),
      );
      return { last: rows[rows.length - 1]!.id, written };
    });
    if (!batch) break;
    after = batch.last;
    members += batch.written;
  }
  return { members };
}
