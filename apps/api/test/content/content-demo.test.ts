import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { sanitizeNewsHtml } from '../../src/features/news/sanitize-news-html.js';
import { seedContentDemo } from '../../src/seed/content-demo.js';
import { demoNews } from '../../src/seed/content-demo-news.js';
import { seedDemoNotifications } from '../../src/seed/content-demo-notifications.js';
import { DEMO_PHONE, SECOND_PHONE, seedMember } from '../../src/seed/members.js';
import { buildTestApp, signIn, type TestContext } from '../helper.js';
import { addNotification, likeCountsInStep, seedMembers } from './fixtures.js';

let ctx: TestContext;
let demoMemberId: string;
let secondMemberId: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  demoMemberId = await seedMember(ctx.db, { phone: DEMO_PHONE, firstName: 'Иван' });
  secondMemberId = await seedMember(ctx.db, { phone: SECOND_PHONE, firstName: 'Мария' });
  const now = ctx.clock.now();
  await ctx.db.transaction((tx) => seedContentDemo(tx, { demoMemberId, secondMemberId, now, files: ctx.app.deps.files }));
}, 120_000);

describe('seedContentDemo', () => {
  it('publishes 12+ news in three categories over the last months, each with a local WebP banner', async () => {
    const { rows } = await ctx.db.query<{
      title: string;
      content: string;
      category: string;
      published_at: Date;
      storage_key: string;
      kind: string;
      member_id: string | null;
    }>(
      `SELECT n.title, n.content, n.category, n.published_at, f.storage_key, f.kind, f.member_id
         FROM news n JOIN files f ON f.id = n.image_file_id ORDER BY n.published_at DESC`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(new Set(rows.map((r) => r.category))).toEqual(new Set(['Программа', 'Продукты', 'Обучение']));
    const ageDays = (d: Date) => (ctx.clock.now().getTime() - d.getTime()) / 86_400_000;
    expect(ageDays(rows[0]!.published_at)).toBeLessThan(7);
    expect(ageDays(rows.at(-1)!.published_at)).toBeGreaterThan(90);
    for (const r of rows) {
      expect(r).toMatchObject({ kind: 'news', member_id: null });
      expect(r.content).toBe(sanitizeNewsHtml(r.content));
      expect(r.content).toMatch(/<p>.+<\/p>/s);
      expect(r.content).toMatch(/<(ul|ol)>/);
      expect(r.content).not.toMatch(/src="(https?:)?\/\//);
      const meta = await sharp(await buffer((await ctx.app.deps.files.get(r.storage_key)).body)).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 1200, height: 600 });
    }
  });

  it('adds likes of the demo members, counted in step', async () => {
    const { rows } = await ctx.db.query<{ member_id: string; n: number }>(
      'SELECT member_id, count(*)::int AS n FROM news_likes GROUP BY member_id',
    );
    const byMember = Object.fromEntries(rows.map((r) => [r.member_id, r.n]));
    expect(byMember[demoMemberId]).toBeGreaterThanOrEqual(3);
    expect(byMember[secondMemberId]).toBeGreaterThanOrEqual(3);
    expect(await likeCountsInStep(ctx.db)).toBe(true);
  });

  it('gives the demo member 20+ notifications of every kind, the newest 4 unread, and the second member a few', async () => {
    const { rows } = await ctx.db.query<{ category: string; read: boolean }>(
      'SELECT category, read_at IS NOT NULL AS read FROM notifications WHERE member_id = $1 ORDER BY created_at DESC, id DESC',
      [demoMemberId],
    );
    expect(rows.length).toBeGreaterThanOrEqual(20);
    expect(rows.map((r) => r.read)).toEqual([false, false, false, false, ...Array(rows.length - 4).fill(true)]);
    expect(new Set(rows.map((r) => r.category))).toEqual(new Set(['accrual', 'withdrawal', 'identity', 'news', 'system']));
    const second = await ctx.db.query<{ unread: number; total: number }>(
      'SELECT count(*)::int AS total, count(*) FILTER (WHERE read_at IS NULL)::int AS unread FROM notifications WHERE member_id = $1',
      [secondMemberId],
    );
    expect(second.rows[0]).toEqual({ total: 3, unread: 1 });
  });

  it('is what the demo member sees through the API', async () => {
    const { headers } = await signIn(ctx, DEMO_PHONE);
    const news = (await ctx.app.inject({ method: 'GET', url: '/api/news/', headers })).json();
    expect(news.totalCount).toBe(14);
    expect(news.allNews[0].imageUrl).toMatch(/^\/api\/files\/news\/[0-9a-f-]{36}$/);
    expect(news.allNews.some((n: { isLiked: boolean }) => n.isLiked)).toBe(true);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/notification/is-notification/', headers })).json()).toEqual({
      message: true,
    });
    const unread = (await ctx.app.inject({ method: 'GET', url: '/api/notification/?category=unread', headers })).json();
    expect(unread.totalCount).toBe(4);
  });
});

describe('seedDemoNotifications beside real money and identity notifications', () => {
  it('adds no stand-in accruals, withdrawals or identity news where real ones exist', async () => {
    const [withEvents, withoutEvents] = await seedMembers(ctx.db, 2);
    const now = ctx.clock.now();
    for (const category of ['accrual', 'withdrawal', 'identity'] as const) {
      await addNotification(ctx, withEvents!, {
        category,
        title: 'Настоящее событие',
        createdAt: new Date(now.getTime() - 86_400_000),
      });
    }
    await ctx.db.transaction((tx) =>
      seedDemoNotifications(
        tx,
        { demoMemberId: withEvents!, secondMemberId: withoutEvents!, now, files: ctx.app.deps.files },
        demoNews(now),
      ),
    );
    const { rows } = await ctx.db.query<{ category: string; title: string; read: boolean }>(
      `SELECT category, title, read_at IS NOT NULL AS read FROM notifications WHERE member_id = $1 AND title <> 'Настоящее событие'
        ORDER BY created_at DESC`,
      [withEvents],
    );
    expect(rows.map((r) => r.category)).toEqual(['news', 'news', 'news', 'news', 'system', 'system']);
    expect(rows.map((r) => r.read)).toEqual([false, false, false, false, true, true]);
    const second = await ctx.db.query<{ category: string }>(
      'SELECT category FROM notifications WHERE member_id = $1 ORDER BY created_at DESC',
      [withoutEvents],
    );
    expect(second.rows.map((r) => r.category)).toEqual(['accrual', 'identity', 'system']);
  });
});
