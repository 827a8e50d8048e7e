import { personalInfoResponse, setImgResponse } from '@cabinet/contracts';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileStoreEnv } from '../file-stores.js';
import { buildTestApp, type SignedIn, type TestContext } from '../helper.js';
import {
  bigPng,
  fileRows,
  jpegWithExif,
  pngClaiming,
  pngFile,
  signedInMember,
  solidPng,
  storedFiles,
  textAsJpeg,
  upload,
} from './fixtures.js';

let ctx: TestContext;
let ivan: SignedIn;
let maria: SignedIn;
let mariaId: string;

beforeAll(async () => {
  ctx = await buildTestApp(await fileStoreEnv());
  ivan = await signedInMember(ctx);
  maria = await signedInMember(ctx);
  mariaId = maria.userId;
});

const setImg = (who: SignedIn, parts: Parameters<typeof upload>[3]) => upload(ctx, '/api/lk/edit/set-img/', who, parts);
const avatarUrlOf = async (who: SignedIn) =>
  personalInfoResponse.parse(
    (await ctx.app.inject({ method: 'GET', url: '/api/lk/personal-info/', headers: who.headers })).json(),
  ).userInfo.avatarUrl;

describe('refused avatars store nothing', () => {
  // Runs first: the store and the files table of this file are still empty.
  const refusals = [
    {
      name: 'a text file named .jpg and declared image/jpeg',
      parts: async () => ({ content: textAsJpeg }),
      status: 415,
      body: { code: 'unsupported_file', message: 'Аватар должен быть изображением JPEG, PNG или WebP' },
    },
    {
      name: 'a PDF',
      parts: async () => ({ content: { bytes: Buffer.from('%PDF-1.4\n%%EOF\n'), filename: 'a.png', type: 'image/png' } }),
      status: 415,
      body: { code: 'unsupported_file', message: 'Аватар должен быть изображением JPEG, PNG или WebP' },
    },
    {
      name: 'a PNG of more than 5 MB',
      parts: async () => ({ content: pngFile(await bigPng()) }),
      status: 413,
      body: { code: 'payload_too_large', message: 'Файл слишком большой' },
    },
    {
      name: 'a PNG whose header claims 20000×20000 px',
      parts: async () => ({ content: pngFile(pngClaiming(20000, 20000)) }),
      status: 422,
      body: { code: 'image_too_large', message: 'Слишком большое изображение: не больше 50 мегапикселей' },
    },
    {
      name: 'a PNG cut off after its header',
      parts: async () => ({ content: pngFile((await solidPng(300, 300)).subarray(0, 60)) }),
      status: 415,
      body: { code: 'unsupported_file', message: 'Аватар должен быть изображением JPEG, PNG или WebP' },
    },
    {
      name: 'a file in another field than content',
      parts: async () => ({ file: pngFile(await solidPng(10, 10)) }),
      status: 400,
      body: {
        code: 'validation_error',
        message: 'Проверьте правильность заполнения полей',
        fields: { content: 'Файл ожидается в поле content' },
      },
    },
    {
      name: 'an empty file',
      parts: async () => ({ content: pngFile(Buffer.alloc(0)) }),
      status: 400,
      body: { code: 'validation_error', message: 'Проверьте правильность заполнения полей', fields: { content: 'Файл пустой' } },
    },
    {
      name: 'no file at all',
      parts: async () => ({ note: 'без файла' }),
      status: 400,
      body: {
        code: 'validation_error',
        message: 'Проверьте правильность заполнения полей',
        fields: { content: 'Прикрепите файл' },
      },
    },
  ];

  it.each(refusals)('refuses $name', async ({ parts, status, body }) => {
    const res = await setImg(ivan, await parts());
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual(body);
    expect(await fileRows(ctx)).toEqual([]);
    expect(await storedFiles(ctx)).toEqual([]);
    expect(await avatarUrlOf(ivan)).toBeNull();
  });

  it('refuses the 20000×20000 px header before decoding it', async () => {
    const started = performance.now();
    const res = await setImg(ivan, { content: pngFile(pngClaiming(20000, 20000)) });
    expect(res.statusCode).toBe(422);
    // Decoding 400 megapixels would take seconds and gigabytes; reading a header takes milliseconds.
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('refuses a JSON body', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/lk/edit/set-img/',
      headers: ivan.headers,
      payload: { content: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'validation_error',
      message: 'Проверьте правильность заполнения полей',
      fields: { content: 'Прикрепите файл: ожидается multipart/form-data с полем content' },
    });
  });

  it('refuses two files in one request', async () => {
    const form = new FormData();
    const png = new Uint8Array(await solidPng(10, 10));
    form.append('content', new Blob([png], { type: 'image/png' }), 'a.png');
    form.append('content', new Blob([png], { type: 'image/png' }), 'b.png');
    const built = new Response(form);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/lk/edit/set-img/',
      headers: { ...ivan.headers, 'content-type': built.headers.get('content-type')! },
      payload: Buffer.from(await built.arrayBuffer()),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ content: 'Можно прикрепить только один файл' });
    expect(await fileRows(ctx)).toEqual([]);
    expect(await storedFiles(ctx)).toEqual([]);
  });

  // A body that is not the multipart its header declares is the client's mistake, never a 500.
  const malformed = [
    { name: 'no boundary in the header', type: 'multipart/form-data', body: 'content' },
    {
      name: 'a body cut off inside its part',
      type: 'multipart/form-data; boundary=x',
      body: '--x\r\nContent-Disposition: form-data; name="content"; filename="a.png"\r\n\r\nabc',
    },
    { name: 'a part without headers', type: 'multipart/form-data; boundary=x', body: '--x\r\ngarbage without a blank line' },
    { name: 'a body that never opens a part', type: 'multipart/form-data; boundary=x', body: 'just text' },
  ];
  it.each(malformed)('refuses a malformed multipart body: $name', async ({ type, body }) => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/lk/edit/set-img/',
      headers: { ...ivan.headers, 'content-type': type },
      payload: body,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_error', message: 'Проверьте правильность заполнения полей' });
    expect(await fileRows(ctx)).toEqual([]);
    expect(await storedFiles(ctx)).toEqual([]);
  });
});

describe('PUT /api/lk/edit/set-img/', () => {
  let firstUrl: string;

  it('stores a 512×512 WebP without EXIF and answers its URL', async () => {
    const photo = await jpegWithExif(1200, 800);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await setImg(ivan, { content: { bytes: photo, filename: 'me.heic', type: 'application/octet-stream' } });
    expect(res.statusCode).toBe(200);
    const { avatarUrl } = setImgResponse.parse(res.json());
    expect(avatarUrl).toMatch(/^\/api\/files\/avatar\/[0-9a-f-]{36}$/);
    expect(await avatarUrlOf(ivan)).toBe(avatarUrl);
    firstUrl = avatarUrl;

    const served = await ctx.app.inject({ method: 'GET', url: avatarUrl, headers: ivan.headers });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe('inline; filename="avatar.webp"');
    expect(served.headers['cache-control']).toBe('no-store'); // a signed-in member's answer: no cache keeps it (docs/product.md §13);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('SecretCam'))).toBe(false);

    expect(await fileRows(ctx)).toEqual([{ id: avatarUrl.split('/').at(-1), kind: 'avatar', mime: 'image/webp' }]);
    expect(await storedFiles(ctx)).toHaveLength(1);
  });

  it('crops the centre of a wide picture', async () => {
    // Red left third, green centre, blue right third: the square crop keeps green only.
    const wide = await sharp({ create: { width: 900, height: 300, channels: 3, background: '#00ff00' } })
      .composite([
        { input: await solidPng(300, 300, '#ff0000'), left: 0, top: 0 },
        { input: await solidPng(300, 300, '#0000ff'), left: 600, top: 0 },
      ])
      .png()
      .toBuffer();
    const res = await setImg(maria, { content: pngFile(wide) });
    expect(res.statusCode).toBe(200);
    const served = await ctx.app.inject({ method: 'GET', url: res.json().avatarUrl, headers: maria.headers });
    const { channels } = await sharp(served.rawPayload).stats();
    // Means, not extremes: lossy WebP blurs colours a little at the edges.
    expect(channels[0]!.mean).toBeLessThan(10);
    expect(channels[1]!.mean).toBeGreaterThan(240);
    expect(channels[2]!.mean).toBeLessThan(10);
  });

  it('replaces the previous avatar: its row and bytes are gone', async () => {
    const webp = await sharp({ create: { width: 600, height: 600, channels: 4, background: '#ffaa00' } })
      .webp()
      .toBuffer();
    const res = await setImg(ivan, { content: { bytes: webp, filename: 'x.webp', type: 'image/webp' } });
    expect(res.statusCode).toBe(200);
    const { avatarUrl } = res.json<{ avatarUrl: string }>();
    expect(avatarUrl).not.toBe(firstUrl);
    expect(await avatarUrlOf(ivan)).toBe(avatarUrl);
    const ivanFiles = await fileRows(ctx, ivan.userId);
    expect(ivanFiles).toEqual([{ id: avatarUrl.split('/').at(-1), kind: 'avatar', mime: 'image/webp' }]);
    // Ivan's one avatar and Maria's one.
    expect(await storedFiles(ctx)).toHaveLength(2);
    const old = await ctx.app.inject({ method: 'GET', url: firstUrl, headers: ivan.headers });
    expect(old.statusCode).toBe(404);
    expect(old.json()).toEqual({ code: 'not_found', message: 'Не найдено' });
  });

  it('a refused upload keeps the current avatar', async () => {
    const before = await avatarUrlOf(ivan);
    const res = await setImg(ivan, { content: textAsJpeg });
    expect(res.statusCode).toBe(415);
    expect(await avatarUrlOf(ivan)).toBe(before);
    expect(await storedFiles(ctx)).toHaveLength(2);
  });

  it('shows an avatar to any signed-in member', async () => {
    const url = (await avatarUrlOf(ivan))!;
    const res = await ctx.app.inject({ method: 'GET', url, headers: maria.headers });
    expect(res.statusCode).toBe(200);
    expect(mariaId).not.toBe(ivan.userId);
  });

  it('parallel uploads leave exactly one avatar and no orphan bytes', async () => {
    const png = await solidPng(64, 64);
    const results = await Promise.all(Array.from({ length: 5 }, () => setImg(maria, { content: pngFile(png) })));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const mariaFiles = await fileRows(ctx, maria.userId);
    expect(mariaFiles).toHaveLength(1);
    expect(await avatarUrlOf(maria)).toBe(`/api/files/avatar/${mariaFiles[0]!.id}`);
    expect(await storedFiles(ctx)).toHaveLength(2);
  });
});
