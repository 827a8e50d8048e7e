// The news editor's SQL: every state, who changed what, versions. Members' queries (queries.ts)
// stay as they were: they see `is_published AND published_at <= now`.
import type { NewsState } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { containsPattern, SqlWhere } from '../../lib/sql-where.js';

export interface EditorNewsRow {
  id: string;
  slugId: string;
  title: string;
  category: string;
  preview: string;
  markdown: string | null;
  content: string;
  imageFileId: string | null;
  state: NewsState;
  important: boolean;
  importantPushedAt: Date | null;
  publishedAt: Date;
  likesCount: number;
  version: number;
  createdAt: Date;
  createdBy: string | null;
  updatedAt: Date;
  updatedBy: string | null;
}

/** The state as of `now` (the placeholder given): scheduled turns published when its time comes. */
const stateOf = (
  now: string,
) => `CASE WHEN n.is_published THEN (CASE WHEN n.published_at <= ${now} THEN 'published' ELSE 'scheduled' END)
                    WHEN n.unpublished_at IS NOT NULL THEN 'unpublished' ELSE 'draft' END`;

const columns = (now: string) => `n.id::text AS id, n.slug_id AS "slugId", n.title, n.category, n.preview,
  n.image_file_id AS "imageFileId", ${stateOf(now)} AS state, n.is_important AS important,
  n.important_pushed_at AS "importantPushedAt", n.published_at AS "publishedAt",
  n.likes_count AS "likesCount", n.version, n.created_at AS "createdAt", c.email AS "createdBy",
  n.updated_at AS "updatedAt", u.email AS "updatedBy"`;

const FROM = `FROM news n LEFT JOIN operators c ON c.id = n.created_by LEFT JOIN operators u ON u.id = n.updated_by`;

/** Each state as a condition that an index or a plain scan serves (no CASE in WHERE). */
const STATE_WHERE: Record<NewsState, (now: string) => string> = {
  draft: () => 'NOT n.is_published AND n.unpublished_at IS NULL',
  unpublished: () => 'NOT n.is_published AND n.unpublished_at IS NOT NULL',
  scheduled: (now) => `n.is_published AND n.published_at > ${now}`,
  published: (now) => `n.is_published AND n.published_at <= ${now}`,
};

export interface EditorListFilter {
  now: Date;
  state?: NewsState;
  category?: string;
  search?: string;
  skip: number;
  take: number;
}

function filterOf(f: EditorListFilter): SqlWhere {
  const where = new SqlWhere();
  if (f.state) where.and(STATE_WHERE[f.state](f.state === 'scheduled' || f.state === 'published' ? where.param(f.now) : ''));
  where.when(f.category || undefined, (p) => `n.category = ${p}`);
  where.when(f.search ? containsPattern(f.search) : undefined, (p) => `n.title ILIKE ${p}`);
  return where;
}

export async function listEditorNews(db: Queryable, f: EditorListFilter): Promise<{ rows: EditorNewsRow[]; total: number }> {
  const where = filterOf(f);
  const now = `$${where.params.length + 1}`;
  const [list, count] = await Promise.all([
    db.query<EditorNewsRow>(
      `SELECT ${columns(now)}, NULL AS markdown, '' AS content ${FROM} ${where}
        ORDER BY n.updated_at DESC, n.id DESC LIMIT ${f.take} OFFSET ${f.skip}`,
      [...where.params, f.now],
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM news n ${where}`, where.params),
  ]);
  return { rows: list.rows, total: count.rows[0]?.n ?? 0 };
}

export async function listAllCategories(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ category: string }>('SELECT DISTINCT category FROM news');
  return rows.map((r) => r.category);
}

/** One item; `lock` holds its row until the transaction ends (an edit, a publication). */
export async function findEditorNews(
  db: Queryable,
  q: { id: number; now: Date; lock?: boolean },
): Promise<EditorNewsRow | undefined> {
  // FOR UPDATE OF n: the operators joined in are only read.
  const { rows } = await db.query<EditorNewsRow>(
    `SELECT ${columns('$1')}, n.markdown, n.content ${FROM} WHERE n.id = $2 ${q.lock ? 'FOR UPDATE OF n' : ''}`,
    [q.now, q.id],
  );
  return rows[0];
}

export async function insertDraft(
  db: Queryable,
  d: {
    slugId: string;
    title: string;
    category: string;
    preview: string;
    markdown: string;
    content: string;
    important: boolean;
    by: string;
    now: Date;
  },
): Promise<string | undefined> {
  // A draft's published_at is a placeholder (the column is NOT NULL for members' indexes); the
  // publication sets the real time.
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO news (slug_id, title, category, preview, markdown, content, is_published, published_at,
                       created_at, updated_at, created_by, updated_by, is_important)
     VALUES ($1, $2, $3, $4, $5, $6, false, $7, $7, $7, $8, $8, $9)
     ON CONFLICT (slug_id) DO NOTHING RETURNING id::text AS id`,
    [d.slugId, d.title, d.category, d.preview, d.markdown, d.content, d.now, d.by, d.important],
  );
  return rows[0]?.id;
}

/** The fields an edit may change; each change bumps the version. */
export interface NewsChange {
  title?: string;
  category?: string;
  preview?: string;
  markdown?: string;
  content?: string;
  important?: boolean;
  imageFileId?: string | null;
  isPublished?: boolean;
  publishedAt?: Date;
  unpublishedAt?: Date | null;
}

const COLUMN: Record<keyof NewsChange, string> = {
  title: 'title',
  category: 'category',
  preview: 'preview',
  markdown: 'markdown',
  content: 'content',
  important: 'is_important',
  imageFileId: 'image_file_id',
  isPublished: 'is_published',
  publishedAt: 'published_at',
  unpublishedAt: 'unpublished_at',
};

/** Applies a change to a row the caller has locked and checked the version of. */
export async function updateNewsRow(db: Queryable, id: number, change: NewsChange, by: string, now: Date): Promise<void> {
  const entries = Object.entries(change).filter(([, v]) => v !== undefined) as [keyof NewsChange, unknown][];
  const sets = entries.map(([key], i) => `${COLUMN[key]} = $${i + 4}`);
  await db.query(
    `UPDATE news SET ${[...sets, 'version = version + 1', 'updated_at = $2', 'updated_by = $3'].join(', ')} WHERE id = $1`,
    [id, now, by, ...entries.map(([, v]) => v)],
  );
}
