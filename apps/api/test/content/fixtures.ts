import type { NewsItem, NotificationCategory } from '@cabinet/contracts';
import sharp from 'sharp';
import type { Queryable } from '../../src/db/types.js';
import { notify } from '../../src/features/notifications/notify.js';
import { publishNews, type PublishNewsInput } from '../../src/features/news/publish-news.js';
import { seedMember } from '../../src/seed/members.js';
import { signIn, type SignedIn, type TestContext } from '../helper.js';

export const DAY = 86_400_000;
export const unauthorized = { code: 'unauthorized', message: 'Unauthorized' };
export const newsNotFound = { code: 'not_found', message: 'Новость не найдена' };

let phoneCounter = 0;
/** A phone no other content test file uses (each file has its own database anyway). */
export function nextPhone(): string {
  return `7900500${String(phoneCounter++).padStart(4, '0')}`;
}

export interface Member extends SignedIn {
  memberId: string;
  phone: string;
}

/** Seeds a member and signs in through the real code flow. */
export async function signedInMember(ctx: TestContext, firstName = 'Анна'): Promise<Member> {
  const phone = nextPhone();
  const memberId = await seedMember(ctx.db, { phone, firstName });
  return { memberId, phone, ...(await signIn(ctx, phone)) };
}

/** Members who only exist to like things; they never sign in. */
export async function seedMembers(db: Queryable, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) ids.push(await seedMember(db, { phone: nextPhone() }));
  return ids;
}

/** Publishes through the real service (sanitiser, slug, image) and adds likes of the given members. */
export async function addNews(
  ctx: TestContext,
  input: Partial<PublishNewsInput> & { likedBy?: string[] } = {},
): Promise<NewsItem> {
  const { likedBy = [], ...rest } = input;
  const now = ctx.clock.now();
  const item = await publishNews(
    ctx.db,
    { title: 'Новость', content: '<p>Текст</p>', category: 'Программа', ...rest },
    { files: ctx.app.deps.files, now },
  );
  for (const memberId of likedBy) {
    await ctx.db.query('INSERT INTO news_likes (news_id, member_id, created_at) VALUES ($1, $2, $3)', [item.id, memberId, now]);
  }
  return { ...item, likesCount: likedBy.length };
}

export async function addNotification(
  ctx: TestContext,
  memberId: string,
  n: { category?: NotificationCategory; title?: string; body?: string; link?: string | null; createdAt: Date; read?: boolean },
): Promise<number> {
  const { id } = await notify(ctx.db, {
    memberId,
    category: n.category ?? 'system',
    title: n.title ?? 'Уведомление',
    body: n.body ?? '',
    link: n.link ?? null,
    createdAt: n.createdAt,
  });
  if (n.read) await ctx.db.query('UPDATE notifications SET read_at = $2 WHERE id = $1', [id, n.createdAt]);
  return id;
}

export async function pngBytes(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 200 } } })
    .png()
    .toBuffer();
}

/** Rows of a table, to prove that a refusal wrote nothing. */
export async function countRows(db: Queryable, table: 'news' | 'news_likes' | 'files' | 'notifications'): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return rows[0]!.n;
}

/** likes_count of every item equals its like rows. */
export async function likeCountsInStep(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ bad: number }>(
    `SELECT count(*)::int AS bad FROM news n
      WHERE n.likes_count <> (SELECT count(*) FROM news_likes l WHERE l.news_id = n.id)`,
  );
  return rows[0]!.bad === 0;
}
