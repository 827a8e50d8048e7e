import type { NewsSort, NewsSortDirection } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';

export interface NewsRow {
  id: string;
  slugId: string;
  title: string;
  preview: string;
  content: string;
  imageFileId: string | null;
  category: string;
  publishedAt: Date;
  likesCount: number;
  isLiked: boolean;
}

// bigint ids travel as text (pg returns int8 as strings; PGlite as bigint): the service makes numbers.
const COLUMNS = `n.id::text AS id, n.slug_id AS "slugId", n.title, n.preview, n.image_file_id AS "imageFileId",
  n.category, n.published_at AS "publishedAt", n.likes_count AS "likesCount"`;

// What a member may see: published, and its time has come ($2 is "now").
const VISIBLE = 'n.is_published AND n.published_at <= $2';

// Fixed SQL per choice, never text from the request. Ties fall back to date and id in the same
// direction, so the order is total (pages never overlap) and an index of news_published_idx or
// news_likes_idx serves it forwards or backwards.
const ORDER: Record<NewsSort, Record<NewsSortDirection, string>> = {
  date: {
    desc: 'n.published_at DESC, n.id DESC',
    asc: 'n.published_at ASC, n.id ASC',
  },
  likes: {
    desc: 'n.likes_count DESC, n.published_at DESC, n.id DESC',
    asc: 'n.likes_count ASC, n.published_at ASC, n.id ASC',
  },
};

export interface ListNewsFilter {
  memberId: string;
  now: Date;
  /** null: every category. */
  category: string | null;
  sort: NewsSort;
  direction: NewsSortDirection;
  skip: number;
  take: number;
}

/**
 * A page of the list, each row with the count of the whole list: one round trip where two would
 * each pay their own (decision 0014). A page past the end has no row to carry the count (countNews).
 */
export async function listNews(db: Queryable, f: ListNewsFilter): Promise<(Omit<NewsRow, 'content'> & { totalCount: number })[]> {
  const { rows } = await db.query<Omit<NewsRow, 'content'> & { totalCount: number }>(
    `SELECT ${COLUMNS}, (l.member_id IS NOT NULL) AS "isLiked",
            (SELECT count(*)::int FROM news c
              WHERE c.is_published AND c.published_at <= $2 AND ($3::text IS NULL OR c.category = $3)) AS "totalCount"
       FROM news n
       LEFT JOIN news_likes l ON l.news_id = n.id AND l.member_id = $1
      WHERE ${VISIBLE} AND ($3::text IS NULL OR n.category = $3)
      ORDER BY ${ORDER[f.sort][f.direction]}
      LIMIT $4 OFFSET $5`,
    [f.memberId, f.now, f.category, f.take, f.skip],
    // Planning it costs several times running it (EXPLAIN: 0.8 ms against 0.1 ms); one text per order.
    { prepared: true },
  );
  return rows;
}

export async function countNews(db: Queryable, f: Pick<ListNewsFilter, 'now' | 'category'>): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM news n
      WHERE n.is_published AND n.published_at <= $1 AND ($2::text IS NULL OR n.category = $2)`,
    [f.now, f.category],
    { prepared: true },
  );
  return rows[0]?.n ?? 0;
}

export async function listNewsCategories(db: Queryable, now: Date): Promise<string[]> {
  const { rows } = await db.query<{ category: string }>(
    'SELECT DISTINCT n.category FROM news n WHERE n.is_published AND n.published_at <= $1',
    [now],
  );
  return rows.map((r) => r.category);
}

export async function findVisibleNews(
  db: Queryable,
  q: { memberId: string; now: Date; id: number },
): Promise<NewsRow | undefined> {
  const { rows } = await db.query<NewsRow>(
    `SELECT ${COLUMNS}, n.content, (l.member_id IS NOT NULL) AS "isLiked"
       FROM news n
       LEFT JOIN news_likes l ON l.news_id = n.id AND l.member_id = $1
      WHERE ${VISIBLE} AND n.id = $3`,
    [q.memberId, q.now, q.id],
    { prepared: true },
  );
  return rows[0];
}

/** The id of a visible item by its slug; likes are only for what members can see. */
export async function findVisibleNewsIdBySlug(db: Queryable, q: { slugId: string; now: Date }): Promise<string | undefined> {
  const { rows } = await db.query<{ id: string }>(
    'SELECT n.id::text AS id FROM news n WHERE n.slug_id = $1 AND n.is_published AND n.published_at <= $2',
    [q.slugId, q.now],
  );
  return rows[0]?.id;
}

/** True when the like is new; a repeated like conflicts and changes nothing (the count trigger does not fire). */
export async function insertLike(db: Queryable, like: { newsId: string; memberId: string; at: Date }): Promise<boolean> {
  const res = await db.query(
    `INSERT INTO news_likes (news_id, member_id, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (news_id, member_id) DO NOTHING`,
    [like.newsId, like.memberId, like.at],
  );
  return res.rowCount === 1;
}

export async function deleteLike(db: Queryable, like: { newsId: string; memberId: string }): Promise<boolean> {
  const res = await db.query('DELETE FROM news_likes WHERE news_id = $1 AND member_id = $2', [like.newsId, like.memberId]);
  return res.rowCount === 1;
}

export async function likeState(
  db: Queryable,
  q: { newsId: string; memberId: string },
): Promise<{ likesCount: number; isLiked: boolean }> {
  const { rows } = await db.query<{ likesCount: number; isLiked: boolean }>(
    `SELECT n.likes_count AS "likesCount",
            EXISTS (SELECT 1 FROM news_likes l WHERE l.news_id = n.id AND l.member_id = $2) AS "isLiked"
       FROM news n WHERE n.id = $1`,
    [q.newsId, q.memberId],
  );
  return rows[0]!;
}

export interface NewNewsRow {
  slugId: string;
  title: string;
  preview: string;
  content: string;
  imageFileId: string | null;
  category: string;
  isPublished: boolean;
  publishedAt: Date;
  now: Date;
}

/** Inserts the item unless its slug is taken (then undefined: the caller picks another suffix). */
export async function insertNews(db: Queryable, n: NewNewsRow): Promise<Omit<NewsRow, 'isLiked'> | undefined> {
  const { rows } = await db.query<Omit<NewsRow, 'isLiked'>>(
    `INSERT INTO news AS n (slug_id, title, preview, content, image_file_id, category, is_published, published_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)
     ON CONFLICT (slug_id) DO NOTHING
     RETURNING ${COLUMNS}, n.content`,
    [n.slugId, n.title, n.preview, n.content, n.imageFileId, n.category, n.isPublished, n.publishedAt, n.now],
  );
  return rows[0];
}

/**
 * The version of what the news list shows (migration 0015: raised by every change of an item's
 * list fields, never by a like) and when the next scheduled item appears (null: none is waiting).
 */
export async function newsListState(db: Queryable, now: Date): Promise<{ version: string; nextAt: Date | null }> {
  const { rows } = await db.query<{ version: string; nextAt: Date | null }>(
    `SELECT v.version::text AS version,
            (SELECT min(n.published_at) FROM news n WHERE n.is_published AND n.published_at > $1) AS "nextAt"
       FROM news_list_version v`,
    [now],
    { prepared: true },
  );
  return rows[0]!;
}

/**
 * The likes of a remembered page's items for the member, with the list's version to check the page
 * against: one row even for an empty page. An item deleted meanwhile has no likes row. `ids` may be
 * given as an array literal already written (list-cache.ts).
 */
export async function newsPageLikes(
  db: Queryable,
  q: { ids: readonly string[] | string; memberId: string },
): Promise<{ version: string; likes: Map<string, { likesCount: number; isLiked: boolean }> }> {
  const { rows } = await db.query<{ version: string; id: string | null; likesCount: number; isLiked: boolean }>(
    // The member's likes among the page's ids by the likes' primary key (news, member): half the
    // cost of joining every like of the member (measured on the bench data: 67 against 125 µs).
    `SELECT v.version::text AS version, n.id::text AS id, n.likes_count AS "likesCount",
            n.id = ANY(ARRAY(SELECT l.news_id FROM news_likes l WHERE l.news_id = ANY($1::bigint[]) AND l.member_id = $2))
              AS "isLiked"
       FROM news_list_version v LEFT JOIN news n ON n.id = ANY($1::bigint[])`,
    [q.ids, q.memberId],
    { prepared: true },
  );
  const likes = new Map<string, { likesCount: number; isLiked: boolean }>();
  for (const r of rows) if (r.id !== null) likes.set(r.id, { likesCount: r.likesCount, isLiked: r.isLiked });
  return { version: rows[0]!.version, likes };
}
