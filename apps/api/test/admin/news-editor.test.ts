// The news editor: drafts in Markdown rendered to the sanitised HTML members read, a banner image,
// publication now or on time, taking an item off, edits after publishing, two editors at once, and
// who may do what (an operator writes drafts; an admin publishes and changes what members see).
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileStoreEnv, storedFileNames } from '../file-stores.js';
import { buildTestApp, signIn, type TestContext } from '../helper.js';
import { countRows, signedInMember, type Member } from '../content/fixtures.js';
import { multipart, pngFile, solidPng } from '../profile/fixtures.js';
import {
  auditActions,
  seedOperators,
  signInAdmin,
  signInAnotherAdmin,
  signInDemoOperator,
  type OperatorSession,
} from './fixtures.js';

let ctx: TestContext;
let admin: OperatorSession;
let secondAdmin: OperatorSession;
let operator: OperatorSession;
let reader: Member;

beforeAll(async () => {
  ctx = await buildTestApp(await fileStoreEnv());
  await seedOperators(ctx);
  admin = await signInAdmin(ctx);
  secondAdmin = await signInAnotherAdmin(ctx, 'editor2@agent-plus.test');
  operator = await signInDemoOperator(ctx);
  reader = await signedInMember(ctx);
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (who: OperatorSession, method: Method, url: string, payload?: Record<string, unknown>) =>
  ctx.app.inject({ method, url, headers: who.headers, ...(payload === undefined ? {} : { payload }) });

const draft = (over: Record<string, unknown> = {}) => ({
  title: 'Новые уровни вознаграждения',
  category: 'Программа',
  preview: 'С 1 числа за 10 договоров — 1 000 б.',
  markdown: 'С **1 числа** за 10 договоров — *1 000 б.*',
  ...over,
});

async function create(who: OperatorSession = operator, over: Record<string, unknown> = {}) {
  const res = await call(who, 'POST', '/api/admin/news', draft(over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: number; version: number; slugId: string; state: string; content: string; imageId: string | null }>();
}

/** A member's call; the reader signs in again when the moved clock has outlived the access token. */
async function asReader(url: string, query: Record<string, string>) {
  let res = await ctx.app.inject({ method: 'GET', url, query, headers: reader.headers });
  if (res.statusCode === 401) {
    reader = { ...reader, ...(await signIn(ctx, reader.phone)) };
    res = await ctx.app.inject({ method: 'GET', url, query, headers: reader.headers });
  }
  return res;
}
const memberItem = (id: number) => asReader('/api/news/item/', { newsId: String(id) });
const memberList = async () =>
  (await asReader('/api/news/', { maxResultCount: '50' })).json<{ allNews: { id: number }[] }>().allNews.map((n) => n.id);

const storedFiles = () => storedFileNames(ctx);

async function putImage(who: OperatorSession, id: number, version: number, bytes: Buffer) {
  const body = await multipart({ version: String(version), content: pngFile(bytes) });
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/news/${id}/image`,
    headers: { ...body.headers, ...who.headers },
    payload: body.payload,
  });
}

describe('drafts', () => {
  it('an operator writes a draft: Markdown rendered to HTML, not shown to members, audited', async () => {
    const item = await create();
    expect(item).toMatchObject({
      state: 'draft',
      version: 1,
      title: 'Новые уровни вознаграждения',
      markdown: 'С **1 числа** за 10 договоров — *1 000 б.*',
      content: '<p>С <strong>1 числа</strong> за 10 договоров — <em>1 000 б.</em></p>',
      publishedAt: null,
      likesCount: 0,
      createdBy: 'operator@agent-plus.test',
      updatedBy: 'operator@agent-plus.test',
    });
    expect(item.slugId).toMatch(/^novye-urovni-voznagrazhdeniya-[a-z0-9]{6}$/);
    expect((await memberItem(item.id)).statusCode).toBe(404);
    expect(await memberList()).not.toContain(item.id);
    expect(await auditActions(ctx, 'operator@agent-plus.test')).toContain('news.created');
  });

  it('refuses a draft without its fields, each named, and writes nothing', async () => {
    const before = await countRows(ctx.db, 'news');
    const res = await call(operator, 'POST', '/api/admin/news', { title: ' ', category: '', preview: '', markdown: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_error',
      fields: {
        title: 'Введите заголовок',
        category: 'Укажите категорию',
        preview: 'Напишите короткий текст для карточки',
        markdown: 'Напишите текст новости',
      },
    });
    // Markdown whose only content the sanitiser removes is no text either.
    const onlyScript = await call(operator, 'POST', '/api/admin/news', draft({ markdown: '<script>alert(1)</script>' }));
    expect(onlyScript.json()).toMatchObject({ code: 'validation_error', fields: { markdown: 'Напишите текст новости' } });
    expect(await countRows(ctx.db, 'news')).toBe(before);
  });

  it('sanitises bad Markdown and HTML to what members may read, the preview exactly as saved', async () => {
    const markdown = [
      '# Итоги месяца',
      '',
      'Текст "в кавычках" -- и дальше. Сайт: https://example.ru',
      '',
      '<script>steal(document.cookie)</script>',
      '<img src=x onerror="alert(1)"> <iframe src="https://evil.example"></iframe>',
      '',
      '[ссылка](javascript:alert(1)) и [почта](mailto:help@agentplus.ru) <a href="https://ok.example" onclick="x()">ок</a>',
      '',
      '<p style="position:fixed" onmouseover="x()">абзац</p>',
      '',
      '* один',
      '* два',
      '',
      '> цитата',
    ].join('\n');
    const expected =
      '<h2>Итоги месяца</h2>\n<p>Текст «в кавычках» – и дальше. Сайт: <a href="https://example.ru" rel="noopener noreferrer" target="_blank">https://example.ru</a></p>\n' +
      '\n' +
      '<p>[ссылка](javascript:alert(1)) и <a href="mailto:help@agentplus.ru" rel="noopener noreferrer" target="_blank">почта</a> <a href="https://ok.example" rel="noopener noreferrer" target="_blank">ок</a></p>\n' +
      '<p>абзац</p>\n<ul>\n<li>один</li>\n<li>два</li>\n</ul>\n<blockquote>\n<p>цитата</p>\n</blockquote>';
    const preview = await call(operator, 'POST', '/api/admin/news/render', { markdown });
    expect(preview.statusCode).toBe(200);
    const html = preview.json<{ html: string }>().html;
    for (const bad of ['<script', 'onerror', 'onclick', 'onmouseover', 'style=', '<iframe', 'javascript:"', 'href="javascript'])
      expect(html).not.toContain(bad);
    expect(html).toBe(expected);
    const saved = await create(operator, { markdown });
    expect(saved.content).toBe(html);
  });
});

describe('publication', () => {
  it('an operator cannot publish (403); an admin publishes; the operator may then no longer edit it', async () => {
    const item = await create();
    const refused = await call(operator, 'POST', `/api/admin/news/${item.id}/publish`, { version: item.version });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('forbidden');

    const published = await call(admin, 'POST', `/api/admin/news/${item.id}/publish`, { version: item.version });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ state: 'published', version: 2, publishedAt: ctx.clock.now().toISOString() });
    expect((await memberItem(item.id)).json().news).toMatchObject({
      title: 'Новые уровни вознаграждения',
      content: item.content,
    });

    const edit = await call(operator, 'PUT', `/api/admin/news/${item.id}`, { ...draft({ title: 'Правка' }), version: 2 });
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toEqual({
      code: 'forbidden',
      message: 'Опубликованную или запланированную новость может изменить только администратор',
    });
    const twice = await call(admin, 'POST', `/api/admin/news/${item.id}/publish`, { version: 2 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ code: 'news_wrong_state', message: 'Новость уже опубликована' });
    expect(await auditActions(ctx, 'admin@agent-plus.test')).toContain('news.published');
  });

  it('an admin edits a published item and members read the edit at once; likes stay', async () => {
    const item = await create(admin);
    await call(admin, 'POST', `/api/admin/news/${item.id}/publish`, { version: 1 });
    const liked = await ctx.app.inject({
      method: 'PUT',
      url: '/api/news/',
      query: { slugId: item.slugId },
      headers: reader.headers,
    });
    expect(liked.json()).toEqual({ likesCount: 1, isLiked: true });
    const edited = await call(admin, 'PUT', `/api/admin/news/${item.id}`, {
      ...draft({ title: 'Новые уровни: уточнение', markdown: 'Теперь **с 5 числа**.' }),
      version: 2,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ state: 'published', version: 3, likesCount: 1, slugId: item.slugId });
    expect((await memberItem(item.id)).json().news).toMatchObject({
      title: 'Новые уровни: уточнение',
      content: '<p>Теперь <strong>с 5 числа</strong>.</p>',
      likesCount: 1,
      isLiked: true,
    });
    expect((await call(operator, 'GET', `/api/admin/news/${item.id}`)).json().likesCount).toBe(1);
  });

  it('a scheduled item stays hidden until its time and is published on time (the clock moves)', async () => {
    // A fresh sign-in first (it moves the clock itself): the reader's token outlives the wait.
    reader = { ...reader, ...(await signIn(ctx, reader.phone)) };
    const item = await create(admin);
    const at = new Date(ctx.clock.now().getTime() + 600_000);
    const scheduled = await call(admin, 'POST', `/api/admin/news/${item.id}/publish`, {
      version: 1,
      publishAt: at.toISOString(),
    });
    expect(scheduled.json()).toMatchObject({ state: 'scheduled', publishedAt: at.toISOString() });
    expect((await memberItem(item.id)).statusCode).toBe(404);
    expect(await memberList()).not.toContain(item.id);
    const listed = await call(operator, 'GET', '/api/admin/news?state=scheduled');
    expect(listed.json().items.map((n: { id: number }) => n.id)).toContain(item.id);

    ctx.clock.advance(599_000);
    expect((await memberItem(item.id)).statusCode).toBe(404);
    ctx.clock.advance(1_000);
    expect((await memberItem(item.id)).statusCode).toBe(200);
    expect(await memberList()).toContain(item.id);
    expect((await call(operator, 'GET', `/api/admin/news/${item.id}`)).json().state).toBe('published');
    expect(await auditActions(ctx, 'admin@agent-plus.test')).toContain('news.scheduled');
  });

  it('refuses a time that has passed', async () => {
    const item = await create(admin);
    const past = new Date(ctx.clock.now().getTime() - 60_000).toISOString();
    const res = await call(admin, 'POST', `/api/admin/news/${item.id}/publish`, { version: 1, publishAt: past });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      publishAt: 'Это время уже прошло: выберите время позже текущего или опубликуйте сейчас',
    });
    expect((await call(admin, 'GET', `/api/admin/news/${item.id}`)).json()).toMatchObject({ state: 'draft', version: 1 });
  });

  it('takes a published item off (members stop seeing it) and a scheduled one back to the drafts', async () => {
    const item = await create(admin);
    await call(admin, 'POST', `/api/admin/news/${item.id}/publish`, { version: 1 });
    expect((await call(operator, 'POST', `/api/admin/news/${item.id}/unpublish`, { version: 2 })).statusCode).toBe(403);
    const off = await call(admin, 'POST', `/api/admin/news/${item.id}/unpublish`, { version: 2 });
    expect(off.json()).toMatchObject({ state: 'unpublished', version: 3 });
    expect((await memberItem(item.id)).statusCode).toBe(404);
    const again = await call(admin, 'POST', `/api/admin/news/${item.id}/unpublish`, { version: 3 });
    expect(again.json()).toEqual({ code: 'news_wrong_state', message: 'Новость уже снята с публикации' });
    // Off the site, an operator may correct it again; an admin publishes it once more.
    const fixed = await call(operator, 'PUT', `/api/admin/news/${item.id}`, { ...draft({ title: 'Исправлено' }), version: 3 });
    expect(fixed.json()).toMatchObject({ state: 'unpublished', version: 4 });
    expect((await call(admin, 'POST', `/api/admin/news/${item.id}/publish`, { version: 4 })).json().state).toBe('published');

    const later = await create(admin);
    const at = new Date(ctx.clock.now().getTime() + 86_400_000).toISOString();
    await call(admin, 'POST', `/api/admin/news/${later.id}/publish`, { version: 1, publishAt: at });
    const back = await call(admin, 'POST', `/api/admin/news/${later.id}/unpublish`, { version: 2 });
    expect(back.json()).toMatchObject({ state: 'draft', publishedAt: null });
    const draftOff = await call(admin, 'POST', `/api/admin/news/${later.id}/unpublish`, { version: 3 });
    expect(draftOff.json()).toEqual({ code: 'news_wrong_state', message: 'Это черновик: снимать с публикации нечего' });
  });
});

describe('two editors', () => {
  it('the slower of two editors of one version is refused (409) and told who saved first; nothing of theirs is written', async () => {
    const item = await create(admin);
    const first = await call(admin, 'PUT', `/api/admin/news/${item.id}`, { ...draft({ title: 'Версия первого' }), version: 1 });
    expect(first.json().version).toBe(2);
    const second = await call(secondAdmin, 'PUT', `/api/admin/news/${item.id}`, {
      ...draft({ title: 'Версия второго' }),
      version: 1,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('conflict');
    expect(second.json().message).toMatch(
      /^Новость уже изменил\(а\) admin@agent-plus\.test \d{2}\.\d{2}\.\d{4} в \d{2}:\d{2}\. Обновите страницу и повторите изменения\.$/,
    );
    expect((await call(admin, 'GET', `/api/admin/news/${item.id}`)).json()).toMatchObject({
      title: 'Версия первого',
      version: 2,
    });
    // A publication from a stale version is refused the same way.
    const stale = await call(secondAdmin, 'POST', `/api/admin/news/${item.id}/publish`, { version: 1 });
    expect(stale.json().code).toBe('conflict');
    expect((await memberItem(item.id)).statusCode).toBe(404);
  });

  it('edits of parallel requests on one version: exactly one wins', async () => {
    const item = await create(admin);
    const results = await Promise.all(
      ['А', 'Б', 'В', 'Г'].map((t) =>
        call(admin, 'PUT', `/api/admin/news/${item.id}`, { ...draft({ title: `Вариант ${t}` }), version: 1 }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect((await call(admin, 'GET', `/api/admin/news/${item.id}`)).json().version).toBe(2);
  });
});

describe('the banner image', () => {
  it('is sniffed, resized to WebP, served to operators and members, and replaced without leftovers', async () => {
    const item = await create();
    const png = await solidPng(2400, 1000);
    const res = await putImage(operator, item.id, 1, png);
    expect(res.statusCode, res.body).toBe(200);
    const withImage = res.json<{ imageId: string; version: number }>();
    expect(withImage.version).toBe(2);
    expect(withImage.imageId).toMatch(/^[0-9a-f-]{36}$/);

    const served = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/news-images/${withImage.imageId}`,
      headers: operator.headers,
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers).toMatchObject({
      'content-disposition': 'inline; filename="news.webp"',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 667 });

    await call(admin, 'POST', `/api/admin/news/${item.id}/publish`, { version: 2 });
    const seen = (await memberItem(item.id)).json().news;
    expect(seen.imageUrl).toBe(`/api/files/news/${withImage.imageId}`);
    expect((await asReader(seen.imageUrl, {})).statusCode).toBe(200);

    const filesBefore = await storedFiles();
    const replaced = await putImage(admin, item.id, 3, await solidPng(800, 450, '#d94f2a'));
    expect(replaced.statusCode).toBe(200);
    const newId = replaced.json<{ imageId: string }>().imageId;
    expect(newId).not.toBe(withImage.imageId);
    // The old file is gone, row and bytes: one file out, one in.
    expect((await storedFiles()).length).toBe(filesBefore.length);
    const old = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/news-images/${withImage.imageId}`,
      headers: admin.headers,
    });
    expect(old.statusCode).toBe(404);

    const removed = await call(admin, 'DELETE', `/api/admin/news/${item.id}/image?version=4`);
    expect(removed.json()).toMatchObject({ imageId: null, version: 5 });
    expect((await memberItem(item.id)).json().news.imageUrl).toBeNull();
    expect((await storedFiles()).length).toBe(filesBefore.length - 1);
    expect(await auditActions(ctx)).toContain('news.image_changed');
  });

  it('refuses a file that is no picture, or a picture too large to decode, and changes nothing', async () => {
    const item = await create();
    const files = await storedFiles();
    const text = await putImage(operator, item.id, 1, Buffer.from('<svg onload="alert(1)"></svg> not a png'));
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ code: 'unsupported_file', message: 'Неподдерживаемый формат файла' });
    const gif = await putImage(operator, item.id, 1, Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary'));
    expect(gif.statusCode).toBe(415);
    const bomb = Buffer.from(await solidPng(1, 1));
    bomb.writeUInt32BE(20_000, 16);
    bomb.writeUInt32BE(20_000, 20);
    expect((await putImage(operator, item.id, 1, bomb)).statusCode).toBe(415);
    expect(await storedFiles()).toEqual(files);
    expect((await call(operator, 'GET', `/api/admin/news/${item.id}`)).json()).toMatchObject({ imageId: null, version: 1 });
  });

  it('an image upload on a stale version is refused and leaves no bytes behind', async () => {
    const item = await create();
    await call(operator, 'PUT', `/api/admin/news/${item.id}`, { ...draft({ title: 'Другой' }), version: 1 });
    const files = await storedFiles();
    const res = await putImage(operator, item.id, 1, await solidPng(400, 200));
    expect(res.statusCode).toBe(409);
    expect(await storedFiles()).toEqual(files);
  });

  it('answers 404 for an id that is no news image', async () => {
    const avatar = await ctx.db.query<{ id: string }>(
      `INSERT INTO files (member_id, kind, mime, size_bytes, storage_key) VALUES ($1, 'avatar', 'image/webp', 10, 'aa/00000000000000000000000000000000.webp') RETURNING id`,
      [reader.memberId],
    );
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/news-images/${avatar.rows[0]!.id}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/news-images/not-an-id', headers: admin.headers })).statusCode,
    ).toBe(404);
  });
});

describe('the list', () => {
  it('filters by state, category and a part of the title, newest change first, with every category', async () => {
    const a = await create(admin, { title: 'Фильтр: черновик', category: 'Обучение' });
    const b = await create(admin, { title: 'Фильтр: опубликована', category: 'Обучение' });
    await call(admin, 'POST', `/api/admin/news/${b.id}/publish`, { version: 1 });
    const byTitle = (await call(operator, 'GET', '/api/admin/news?search=фильтр')).json();
    expect(byTitle.items.map((n: { id: number }) => n.id)).toEqual([b.id, a.id]);
    expect(byTitle.totalCount).toBe(2);
    expect(byTitle.categories).toEqual(expect.arrayContaining(['Обучение', 'Программа']));
    const drafts = (await call(operator, 'GET', '/api/admin/news?state=draft&category=Обучение')).json();
    expect(drafts.items.map((n: { id: number }) => n.id)).toEqual([a.id]);
    const published = (await call(operator, 'GET', '/api/admin/news?state=published&search=Фильтр')).json();
    expect(published.items).toEqual([
      expect.objectContaining({ id: b.id, state: 'published', likesCount: 0, updatedBy: 'admin@agent-plus.test' }),
    ]);
    // A search is text, never a pattern.
    expect((await call(operator, 'GET', '/api/admin/news?search=%25')).json().totalCount).toBe(0);
  });

  it('answers 404 for an unknown item', async () => {
    const res = await call(operator, 'GET', '/api/admin/news/999999');
    expect(res.statusCode).toBe(404);
    const put = await call(operator, 'PUT', '/api/admin/news/999999', { ...draft(), version: 1 });
    expect(put.json()).toEqual({ code: 'not_found', message: 'Новость не найдена' });
  });
});
