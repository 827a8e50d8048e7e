import { listNewsResponse, newsCategoriesResponse, getNewsItemResponse, type NewsItem } from '@cabinet/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signIn, type TestContext } from '../helper.js';
import { addNews, DAY, newsNotFound, seedMembers, signedInMember, unauthorized, type Member } from './fixtures.js';

let ctx: TestContext;
let reader: Member;
let other: Member;
let t0: Date;
const news: NewsItem[] = [];
let future: NewsItem;
let draft: NewsItem;

// Item i is published i+1 days ago, in category CATEGORIES[i % 3], with LIKES[i] likes.
const CATEGORIES = ['Программа', 'Продукты', 'Обучение'];
const LIKES = [3, 5, 0, 3, 1, 0, 2, 4, 0, 1, 0, 6, 2];

beforeAll(async () => {
  ctx = await buildTestApp();
  reader = await signedInMember(ctx, 'Ирина');
  other = await signedInMember(ctx, 'Олег');
  // The reader is always the first liker: isLiked is true for them exactly where likes > 0.
  const likers = [reader.memberId, ...(await seedMembers(ctx.db, 5))];
  t0 = ctx.clock.now();
  for (const [i, likes] of LIKES.entries()) {
    news.push(
      await addNews(ctx, {
        title: `Новость №${i}`,
        content: `<p onclick="steal()">Текст новости ${i}</p><script>alert(1)</script>`,
        category: CATEGORIES[i % 3],
        publishedAt: new Date(t0.getTime() - (i + 1) * DAY),
        likedBy: likers.slice(0, likes),
      }),
    );
  }
  future = await addNews(ctx, { title: 'Анонс', category: 'Анонсы', publishedAt: new Date(t0.getTime() + 3 * DAY) });
  draft = await addNews(ctx, {
    title: 'Черновик',
    category: 'Анонсы',
    isPublished: false,
    publishedAt: new Date(t0.getTime() - DAY),
  });
});

const get = (url: string, m: Member | null = reader, query?: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url, headers: m ? m.headers : {}, ...(query ? { query } : {}) });
const list = async (query: Record<string, string> = {}, m: Member = reader) => {
  const res = await get('/api/news/', m, query);
  expect(res.statusCode).toBe(200);
  return listNewsResponse.parse(res.json());
};
const indexes = (body: { allNews: { id: number }[] }) => body.allNews.map((n) => news.findIndex((x) => x.id === n.id));

describe('GET /api/news/', () => {
  it('answers the first 10 published items, newest first, without content', async () => {
    const res = await get('/api/news/');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totalCount).toBe(13);
    expect(indexes(body)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(body.allNews[1]).toEqual({
      id: news[1]!.id,
      slugId: expect.stringMatching(/^novost-1-[a-z0-9]{6}$/),
      title: 'Новость №1',
      preview: 'Текст новости 1',
      imageUrl: null,
      category: 'Продукты',
      publishedAt: new Date(t0.getTime() - 2 * DAY).toISOString(),
      likesCount: 5,
      isLiked: true,
    });
    expect(listNewsResponse.parse(body)).toEqual(body);
  });

  it('pages with skipCount and maxResultCount; totalCount counts every page', async () => {
    expect(indexes(await list({ skipCount: '10' }))).toEqual([10, 11, 12]);
    expect(await list({ skipCount: '20' })).toEqual({ allNews: [], totalCount: 13 });
    const pages = [];
    for (let skip = 0; skip < 13; skip += 4) pages.push(...indexes(await list({ skipCount: String(skip), maxResultCount: '4' })));
    expect(pages).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('sorts by date in both directions', async () => {
    expect(indexes(await list({ sort: 'date', sortDirection: 'desc', maxResultCount: '50' }))).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
    expect(indexes(await list({ sort: 'date', sortDirection: 'asc', maxResultCount: '50' }))).toEqual([
      12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0,
    ]);
  });

  it('sorts by likes in both directions, ties by date in the same direction', async () => {
    const desc = await list({ sort: 'likes', maxResultCount: '50' });
    expect(indexes(desc)).toEqual([11, 1, 7, 0, 3, 6, 12, 4, 9, 2, 5, 8, 10]);
    expect(desc.allNews.map((n) => n.likesCount)).toEqual([6, 5, 4, 3, 3, 2, 2, 1, 1, 0, 0, 0, 0]);
    const asc = await list({ sort: 'likes', sortDirection: 'asc', maxResultCount: '50' });
    expect(indexes(asc)).toEqual([10, 8, 5, 2, 9, 4, 12, 6, 3, 0, 7, 1, 11]);
  });

  it('filters by category; all and an empty value mean every category', async () => {
    const products = await list({ category: 'Продукты' });
    expect(indexes(products)).toEqual([1, 4, 7, 10]);
    expect(products.totalCount).toBe(4);
    expect(indexes(await list({ category: 'Продукты', sort: 'likes' }))).toEqual([1, 7, 4, 10]);
    expect((await list({ category: 'all' })).totalCount).toBe(13);
    expect((await list({ category: '' })).totalCount).toBe(13);
    expect(await list({ category: 'Нет такой' })).toEqual({ allNews: [], totalCount: 0 });
    // Hidden items do not leak through their category either.
    expect(await list({ category: 'Анонсы' })).toEqual({ allNews: [], totalCount: 0 });
  });

  it('shows each member their own likes only', async () => {
    const mine = await list({ maxResultCount: '50' });
    expect(mine.allNews.map((n) => n.isLiked)).toEqual(mine.allNews.map((n) => n.likesCount > 0));
    const theirs = await list({ maxResultCount: '50' }, other);
    expect(theirs.allNews.every((n) => !n.isLiked)).toBe(true);
    expect(theirs.allNews.map((n) => n.likesCount)).toEqual(mine.allNews.map((n) => n.likesCount));
  });

  it('refuses bad parameters with the fields named in Russian', async () => {
    const res = await get('/api/news/', reader, { sort: 'popular', sortDirection: 'up', skipCount: '-1', maxResultCount: '0' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'validation_error',
      message: 'Проверьте правильность заполнения полей',
      fields: {
        sort: 'Сортировка: date или likes',
        sortDirection: 'Направление: asc или desc',
        skipCount: 'Не меньше 0',
        maxResultCount: 'Не меньше 1',
      },
    });
    const notNumber = await get('/api/news/', reader, { skipCount: 'abc', maxResultCount: '2.5' });
    expect(notNumber.json().fields).toEqual({ skipCount: 'Укажите число', maxResultCount: 'Укажите целое число' });
  });
});

describe('GET /api/news/categories', () => {
  it('lists the categories of published news alphabetically', async () => {
    const res = await get('/api/news/categories');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ categories: ['Обучение', 'Программа', 'Продукты'] });
    expect(newsCategoriesResponse.parse(res.json())).toEqual(res.json());
  });
});

describe('GET /api/news/item/', () => {
  it('answers the whole item with sanitised content and the reader’s like', async () => {
    const res = await get('/api/news/item/', reader, { newsId: String(news[3]!.id) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      news: {
        id: news[3]!.id,
        slugId: news[3]!.slugId,
        title: 'Новость №3',
        preview: 'Текст новости 3',
        content: '<p>Текст новости 3</p>',
        imageUrl: null,
        category: 'Программа',
        publishedAt: new Date(t0.getTime() - 4 * DAY).toISOString(),
        likesCount: 3,
        isLiked: true,
      },
    });
    expect(getNewsItemResponse.parse(res.json())).toEqual(res.json());
    const forOther = await get('/api/news/item/', other, { newsId: String(news[3]!.id) });
    expect(forOther.json().news.isLiked).toBe(false);
  });

  it('is 404 for an unknown, a scheduled or a draft item', async () => {
    for (const id of [999_999, future.id, draft.id]) {
      const res = await get('/api/news/item/', reader, { newsId: String(id) });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(newsNotFound);
    }
  });

  it('refuses a missing or malformed newsId', async () => {
    for (const query of [{}, { newsId: 'abc' }, { newsId: '0' }, { newsId: '-5' }] as Record<string, string>[]) {
      const res = await get('/api/news/item/', reader, query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'validation_error',
        message: 'Проверьте правильность заполнения полей',
        fields: { newsId: 'Укажите номер новости' },
      });
    }
  });
});

describe('without a token', () => {
  it('every news call is 401', async () => {
    for (const url of ['/api/news/', '/api/news/categories', `/api/news/item/?newsId=${news[0]!.id}`]) {
      const res = await get(url, null);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(unauthorized);
    }
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await ctx.app.inject({ method, url: `/api/news/?slugId=${news[0]!.slugId}` });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(unauthorized);
    }
    expect(news[0]!.likesCount).toBe(3);
    expect((await list({ maxResultCount: '1' })).allNews[0]!.likesCount).toBe(3);
  });
});

describe('scheduled news', () => {
  it('appears when its time comes', async () => {
    ctx.clock.set(new Date(t0.getTime() + 3 * DAY));
    // Three days on, the old access token has expired.
    reader = { ...reader, ...(await signIn(ctx, reader.phone)) };
    const body = await list();
    expect(body.totalCount).toBe(14);
    expect(body.allNews[0]!.id).toBe(future.id);
    expect((await get('/api/news/categories')).json()).toEqual({ categories: ['Анонсы', 'Обучение', 'Программа', 'Продукты'] });
  });
});

describe('page size cap', () => {
  it('cuts maxResultCount to 50', async () => {
    await ctx.db.query(
      `INSERT INTO news (slug_id, title, category, published_at, created_at, updated_at)
       SELECT 'massovaya-' || g, 'Массовая ' || g, 'Программа', $1::timestamptz - g * interval '1 minute', $1, $1
         FROM generate_series(1, 60) g`,
      [t0],
    );
    const body = await list({ maxResultCount: '1000' });
    expect(body.allNews).toHaveLength(50);
    expect(body.totalCount).toBe(74);
    expect(body.allNews[1]!.title).toBe('Массовая 1');
  });
});

describe('OpenAPI', () => {
  it('documents the news and notification calls with the bearer scheme', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    const calls: [string, string, string][] = [
      ['/api/news/', 'get', 'news'],
      ['/api/news/', 'put', 'news'],
      ['/api/news/', 'delete', 'news'],
      ['/api/news/categories', 'get', 'news'],
      ['/api/news/item/', 'get', 'news'],
      ['/api/notification/', 'get', 'notifications'],
      ['/api/notification/is-notification/', 'get', 'notifications'],
      ['/api/notification/read', 'post', 'notifications'],
    ];
    for (const [path, method, tag] of calls) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toMatchObject({ tags: [tag], security: [{ bearer: [] }] });
    }
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(['NewsItem', 'NewsCard', 'Notification']));
  });
});
