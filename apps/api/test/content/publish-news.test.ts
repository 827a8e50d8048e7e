import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../src/db/types.js';
import { publishNews } from '../../src/features/news/publish-news.js';
import { AppError } from '../../src/lib/app-error.js';
import { buildTestApp, type TestContext } from '../helper.js';
import { countRows, pngBytes, signedInMember, type Member } from './fixtures.js';

let ctx: TestContext;
let reader: Member;

beforeAll(async () => {
  ctx = await buildTestApp();
  reader = await signedInMember(ctx);
});

const deps = () => ({ files: ctx.app.deps.files, now: ctx.clock.now() });

/** Every stored file of the test app's file store. */
async function storedFiles(): Promise<string[]> {
  const root = path.resolve(ctx.app.deps.env.DATA_DIR, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => e.name);
}

/** A valid PNG whose header claims 20000×20000 pixels (a decompression bomb's shape). */
async function hugePngHeader(): Promise<Buffer> {
  const png = Buffer.from(await pngBytes(1, 1));
  png.writeUInt32BE(20_000, 16);
  png.writeUInt32BE(20_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

async function refusal(p: Promise<unknown>): Promise<AppError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describe('publishNews', () => {
  it('stores sanitised content, a slug from the title, and the image as a WebP news file', async () => {
    const image = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#1d4ed8' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret camera' } } })
      .toBuffer();
    const item = await publishNews(
      ctx.db,
      {
        title: '  Новые уровни вознаграждения  ',
        content:
          '<h1>С 1 числа</h1><p style="x">За 10 договоров — <b>1 000 б.</b></p><img src="https://evil.example/p.gif"><script>x()</script>',
        category: 'Программа',
        image,
      },
      deps(),
    );
    expect(item).toEqual({
      id: expect.any(Number),
      slugId: expect.stringMatching(/^novye-urovni-voznagrazhdeniya-[a-z0-9]{6}$/),
      title: 'Новые уровни вознаграждения',
      preview: 'С 1 числа За 10 договоров — 1 000 б.',
      content: '<h2>С 1 числа</h2><p>За 10 договоров — <strong>1 000 б.</strong></p>',
      imageUrl: expect.stringMatching(/^\/api\/files\/news\/[0-9a-f-]{36}$/),
      category: 'Программа',
      publishedAt: ctx.clock.now().toISOString(),
      likesCount: 0,
      isLiked: false,
    });

    const fileId = item.imageUrl!.split('/').at(-1);
    const { rows } = await ctx.db.query<{
      member_id: string | null;
      kind: string;
      mime: string;
      size_bytes: number;
      storage_key: string;
    }>('SELECT member_id, kind, mime, size_bytes, storage_key FROM files WHERE id = $1', [fileId]);
    expect(rows[0]).toMatchObject({ member_id: null, kind: 'news', mime: 'image/webp' });
    const bytes = await buffer((await ctx.app.deps.files.get(rows[0]!.storage_key)).body);
    expect(bytes.length).toBe(rows[0]!.size_bytes);
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    expect(meta.exif).toBeUndefined();

    // Members see it through the API with the same shape.
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/news/item/',
      query: { newsId: String(item.id) },
      headers: reader.headers,
    });
    expect(res.json()).toEqual({ news: item });
  });

  it('keeps the operator’s preview, schedules and drafts', async () => {
    const later = new Date(ctx.clock.now().getTime() + 3_600_000);
    const scheduled = await publishNews(
      ctx.db,
      { title: 'Акция', preview: '<b>Коротко</b> о главном', content: '<p>Текст</p>', category: 'Продукты', publishedAt: later },
      deps(),
    );
    expect(scheduled).toMatchObject({ preview: 'Коротко о главном', publishedAt: later.toISOString(), imageUrl: null });
    const draft = await publishNews(
      ctx.db,
      { title: 'Черновик', content: '<p>Текст</p>', category: 'Продукты', isPublished: false },
      deps(),
    );
    const { rows } = await ctx.db.query<{ is_published: boolean }>('SELECT is_published FROM news WHERE id = $1', [draft.id]);
    expect(rows[0]!.is_published).toBe(false);
  });

  it('cuts a long automatic preview at a word', async () => {
    const words = 'Слово '.repeat(100);
    const item = await publishNews(ctx.db, { title: 'Длинная', content: `<p>${words}</p>`, category: 'Обучение' }, deps());
    expect(item.preview.length).toBeLessThanOrEqual(200);
    expect(item.preview).toMatch(/^(Слово )+Слово…$/);
  });

  it('gives two items with one title different slugs', async () => {
    const a = await publishNews(ctx.db, { title: 'Лидеры месяца', content: '<p>1</p>', category: 'Программа' }, deps());
    const b = await publishNews(ctx.db, { title: 'Лидеры месяца', content: '<p>2</p>', category: 'Программа' }, deps());
    expect(a.slugId).not.toBe(b.slugId);
  });

  it('refuses empty or oversized fields, naming them, and stores nothing', async () => {
    const news = await countRows(ctx.db, 'news');
    const files = await storedFiles();
    const err = await refusal(
      publishNews(
        ctx.db,
        {
          title: '<p> </p>',
          content: '<script>alert(1)</script>',
          category: 'x'.repeat(101),
          preview: 'п'.repeat(301),
          image: await pngBytes(10, 10),
        },
        deps(),
      ),
    );
    expect(err.toBody()).toEqual({
      code: 'validation_error',
      message: 'Проверьте правильность заполнения полей',
      fields: {
        title: 'Введите заголовок',
        category: 'Не длиннее 100 символов',
        content: 'Добавьте текст новости',
        preview: 'Не длиннее 300 символов',
      },
    });
    expect(await countRows(ctx.db, 'news')).toBe(news);
    expect(await storedFiles()).toEqual(files);
  });

  it('refuses what is not a JPEG, PNG or WebP image, and a 20000×20000 one, storing nothing', async () => {
    const before = {
      news: await countRows(ctx.db, 'news'),
      files: await countRows(ctx.db, 'files'),
      stored: await storedFiles(),
    };
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect((await sharp(await hugePngHeader(), { limitInputPixels: false }).metadata()).width).toBe(20_000);
    for (const image of [
      Buffer.from('%PDF-1.7 not an image'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      gif,
      await hugePngHeader(),
    ]) {
      const err = await refusal(
        publishNews(ctx.db, { title: 'С картинкой', content: '<p>Текст</p>', category: 'Программа', image }, deps()),
      );
      expect(err.toBody()).toEqual({ code: 'unsupported_file', message: 'Неподдерживаемый формат файла' });
    }
    const tooBig = await refusal(
      publishNews(
        ctx.db,
        { title: 'С картинкой', content: '<p>Текст</p>', category: 'Программа', image: Buffer.alloc(10 * 1024 * 1024 + 1) },
        deps(),
      ),
    );
    expect(tooBig.code).toBe('payload_too_large');
    expect({
      news: await countRows(ctx.db, 'news'),
      files: await countRows(ctx.db, 'files'),
      stored: await storedFiles(),
    }).toEqual(before);
  });

  it('removes the stored image again when the item cannot be written', async () => {
    const before = { files: await countRows(ctx.db, 'files'), stored: await storedFiles() };
    const failing = (tx: Queryable): Queryable => ({
      query: (sql, params) =>
        sql.includes('INSERT INTO news ') ? Promise.reject(new Error('disk full')) : tx.query(sql, params),
      exec: (sql) => tx.exec(sql),
    });
    const image = await pngBytes(20, 10);
    await expect(
      ctx.db.transaction((tx) =>
        publishNews(failing(tx), { title: 'Сбой', content: '<p>Текст</p>', category: 'Программа', image }, deps()),
      ),
    ).rejects.toThrow('disk full');
    expect({ files: await countRows(ctx.db, 'files'), stored: await storedFiles() }).toEqual(before);
  });
});
