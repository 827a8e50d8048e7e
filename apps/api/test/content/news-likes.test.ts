import { likeNewsResponse, type NewsItem } from '@cabinet/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helper.js';
import { addNews, countRows, DAY, likeCountsInStep, newsNotFound, signedInMember, type Member } from './fixtures.js';

let ctx: TestContext;
let anna: Member;
let oleg: Member;

beforeAll(async () => {
  ctx = await buildTestApp();
  anna = await signedInMember(ctx, 'Анна');
  oleg = await signedInMember(ctx, 'Олег');
});

const like = (m: Member, slugId: string) =>
  ctx.app.inject({ method: 'PUT', url: '/api/news/', query: { slugId }, headers: m.headers });
const unlike = (m: Member, slugId: string) =>
  ctx.app.inject({ method: 'DELETE', url: '/api/news/', query: { slugId }, headers: m.headers });
const item = async (m: Member, n: NewsItem) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/news/item/',
    query: { newsId: String(n.id) },
    headers: m.headers,
  });
  return res.json().news as NewsItem;
};
const fresh = (title = 'Лидеры месяца') => addNews(ctx, { title, publishedAt: new Date(ctx.clock.now().getTime() - DAY) });

describe('PUT /api/news/ and DELETE /api/news/', () => {
  it('like, like again, unlike, unlike again: each repeat changes nothing', async () => {
    const n = await fresh();
    const first = await like(anna, n.slugId);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ likesCount: 1, isLiked: true });
    expect(likeNewsResponse.parse(first.json())).toEqual(first.json());
    expect((await like(anna, n.slugId)).json()).toEqual({ likesCount: 1, isLiked: true });
    expect(await item(anna, n)).toMatchObject({ likesCount: 1, isLiked: true });

    const removed = await unlike(anna, n.slugId);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ likesCount: 0, isLiked: false });
    expect((await unlike(anna, n.slugId)).json()).toEqual({ likesCount: 0, isLiked: false });
    expect(await item(anna, n)).toMatchObject({ likesCount: 0, isLiked: false });
    expect(await likeCountsInStep(ctx.db)).toBe(true);
  });

  it('two members liking count twice; one member’s like is not the other’s', async () => {
    const n = await fresh();
    expect((await like(anna, n.slugId)).json()).toEqual({ likesCount: 1, isLiked: true });
    expect(await item(oleg, n)).toMatchObject({ likesCount: 1, isLiked: false });
    expect((await like(oleg, n.slugId)).json()).toEqual({ likesCount: 2, isLiked: true });
    // Oleg taking his like back leaves Anna's in place.
    expect((await unlike(oleg, n.slugId)).json()).toEqual({ likesCount: 1, isLiked: false });
    expect(await item(anna, n)).toMatchObject({ likesCount: 1, isLiked: true });
    // Unliking what one never liked changes nothing.
    expect((await unlike(oleg, n.slugId)).json()).toEqual({ likesCount: 1, isLiked: false });
  });

  it('20 parallel likes of one member count once, 20 parallel unlikes once', async () => {
    const n = await fresh();
    const likes = await Promise.all(Array.from({ length: 20 }, () => like(anna, n.slugId)));
    expect(likes.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(likes.map((r) => r.json())).toEqual(Array(20).fill({ likesCount: 1, isLiked: true }));
    const { rows } = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM news_likes WHERE news_id = $1', [n.id]);
    expect(rows[0]!.n).toBe(1);

    const unlikes = await Promise.all(Array.from({ length: 20 }, () => unlike(anna, n.slugId)));
    expect(unlikes.map((r) => r.json())).toEqual(Array(20).fill({ likesCount: 0, isLiked: false }));
    expect(await likeCountsInStep(ctx.db)).toBe(true);
  });

  it('parallel likes of several members all count', async () => {
    const n = await fresh();
    const members = [
      anna,
      oleg,
      await signedInMember(ctx, 'Пётр'),
      await signedInMember(ctx, 'Вера'),
      await signedInMember(ctx, 'Глеб'),
    ];
    const res = await Promise.all(members.flatMap((m) => [like(m, n.slugId), like(m, n.slugId)]));
    expect(res.every((r) => r.statusCode === 200 && r.json().isLiked === true)).toBe(true);
    expect(await item(anna, n)).toMatchObject({ likesCount: 5, isLiked: true });
    expect(await likeCountsInStep(ctx.db)).toBe(true);
  });

  it('accepts the bodyless JSON requests generic clients send', async () => {
    const n = await fresh();
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/news/',
      query: { slugId: n.slugId },
      headers: { ...anna.headers, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ likesCount: 1, isLiked: true });
  });

  it('is 404 for an unknown slug, a scheduled or a draft item, and writes nothing', async () => {
    const scheduled = await addNews(ctx, { title: 'Скоро', publishedAt: new Date(ctx.clock.now().getTime() + DAY) });
    const draft = await addNews(ctx, { title: 'Черновик', isPublished: false });
    const before = await countRows(ctx.db, 'news_likes');
    for (const slugId of ['net-takoy-novosti-abc123', scheduled.slugId, draft.slugId]) {
      for (const send of [like, unlike]) {
        const res = await send(anna, slugId);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(newsNotFound);
      }
    }
    expect(await countRows(ctx.db, 'news_likes')).toBe(before);
  });

  it('refuses a missing slugId', async () => {
    const res = await ctx.app.inject({ method: 'PUT', url: '/api/news/', headers: anna.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'validation_error',
      message: 'Проверьте правильность заполнения полей',
      fields: { slugId: 'Укажите новость' },
    });
  });

  it('deleting a liked item takes its likes with it', async () => {
    const n = await fresh();
    await like(anna, n.slugId);
    await like(oleg, n.slugId);
    await ctx.db.query('DELETE FROM news WHERE id = $1', [n.id]);
    const { rows } = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM news_likes WHERE news_id = $1', [n.id]);
    expect(rows[0]!.n).toBe(0);
    expect(await likeCountsInStep(ctx.db)).toBe(true);
  });
});
