// The news list's pages are remembered by the API (decision 0014): whatever changes what a page
// shows — written by this process, another one or by hand — is on the next page asked for.
import { listNewsResponse } from '@cabinet/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helper.js';
import { addNews, DAY, signedInMember, type Member } from './fixtures.js';

let ctx: TestContext;
let reader: Member;
let liker: Member;

beforeAll(async () => {
  ctx = await buildTestApp();
  reader = await signedInMember(ctx, 'Ирина');
  liker = await signedInMember(ctx, 'Олег');
  const t0 = ctx.clock.now();
  for (let i = 0; i < 4; i++) {
    await addNews(ctx, { title: `Новость ${i}`, category: 'Программа', publishedAt: new Date(t0.getTime() - (i + 1) * DAY) });
  }
});

async function list(query: Record<string, string> = {}, m: Member = reader) {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/news/', headers: m.headers, query });
  expect(res.statusCode).toBe(200);
  return listNewsResponse.parse(res.json());
}
const titles = async (query: Record<string, string> = {}) => (await list(query)).allNews.map((n) => n.title);

describe('a remembered page of the news list', () => {
  it('shows likes as they are now, each member their own', async () => {
    const first = await list();
    const item = first.allNews[0]!;
    expect(item).toMatchObject({ likesCount: 0, isLiked: false });
    const like = await ctx.app.inject({
      method: 'PUT',
      url: '/api/news/',
      headers: liker.headers,
      query: { slugId: item.slugId },
    });
    expect(like.statusCode).toBe(200);
    expect((await list()).allNews[0]).toMatchObject({ likesCount: 1, isLiked: false });
    expect((await list({}, liker)).allNews[0]).toMatchObject({ likesCount: 1, isLiked: true });
    // Taken back: both are shown the page as it was before, an answer remembered with those likes.
    const unlike = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/news/',
      headers: liker.headers,
      query: { slugId: item.slugId },
    });
    expect(unlike.statusCode).toBe(200);
    expect((await list({}, liker)).allNews[0]).toMatchObject({ likesCount: 0, isLiked: false });
    expect(await list()).toEqual(first);
  });

  it('follows items taken off, edited, added and deleted behind its back', async () => {
    expect(await titles()).toEqual(['Новость 0', 'Новость 1', 'Новость 2', 'Новость 3']);
    await ctx.db.query("UPDATE news SET is_published = false, unpublished_at = now() WHERE title = 'Новость 1'");
    expect(await titles()).toEqual(['Новость 0', 'Новость 2', 'Новость 3']);
    await ctx.db.query("UPDATE news SET title = 'Новость 2 (исправлена)' WHERE title = 'Новость 2'");
    expect(await titles()).toEqual(['Новость 0', 'Новость 2 (исправлена)', 'Новость 3']);
    await addNews(ctx, { title: 'Свежая', category: 'Программа', publishedAt: ctx.clock.now() });
    expect(await titles()).toEqual(['Свежая', 'Новость 0', 'Новость 2 (исправлена)', 'Новость 3']);
    expect((await list()).totalCount).toBe(4);
    await ctx.db.query("DELETE FROM news WHERE title = 'Новость 3'");
    expect(await titles()).toEqual(['Свежая', 'Новость 0', 'Новость 2 (исправлена)']);
  });

  it('shows a scheduled item when its time comes, with nothing written then', async () => {
    const before = await titles();
    await addNews(ctx, {
      title: 'По расписанию',
      category: 'Программа',
      publishedAt: new Date(ctx.clock.now().getTime() + 60_000),
    });
    expect(await titles()).toEqual(before);
    ctx.clock.advance(61_000);
    expect(await titles()).toEqual(['По расписанию', ...before]);
  });

  it('sorted by likes, follows a like at once', async () => {
    const byLikes = { sort: 'likes', sortDirection: 'desc' };
    const top = (await list(byLikes)).allNews[0]!;
    const last = (await list(byLikes)).allNews.at(-1)!;
    for (const m of [reader, liker]) {
      await ctx.app.inject({ method: 'PUT', url: '/api/news/', headers: m.headers, query: { slugId: last.slugId } });
    }
    const now = (await list(byLikes)).allNews;
    expect(now[0]!.slugId).toBe(last.slugId);
    expect(now[0]!.likesCount).toBeGreaterThan(top.likesCount);
  });
});
