import { mkdtempSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SCAN_MAX_BYTES, setPassportFileResponse } from '@cabinet/contracts';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { spoolDir } from '../../src/lib/uploads/spooled-file.js';
import { fileStoreEnv } from '../file-stores.js';
import { buildTestApp, type SignedIn, type TestContext } from '../helper.js';
import {
  fileRows,
  getPassport,
  giveConsent,
  jpegWithExif,
  passportBody,
  pdfOfSize,
  pngClaiming,
  pngFile,
  savePassport,
  signedInMember,
  smallPdf,
  solidPng,
  storedFiles,
  textAsJpeg,
  upload,
} from './fixtures.js';

// This file's uploads spool in a folder of their own, so that what a request leaves behind shows.
process.env.TMPDIR = mkdtempSync(path.join(os.tmpdir(), 'scans-spool-'));
const spoolLeft = () => readdir(spoolDir()).catch(() => []);

let ctx: TestContext;
let ivan: SignedIn;
let maria: SignedIn;

beforeAll(async () => {
  ctx = await buildTestApp(await fileStoreEnv());
  ivan = await signedInMember(ctx);
  maria = await signedInMember(ctx);
});

const setScan = (who: SignedIn, parts: Parameters<typeof upload>[3]) =>
  upload(ctx, '/api/lk/edit/set-passport-file/', who, parts);
const getFile = (url: string, who: SignedIn) => ctx.app.inject({ method: 'GET', url, headers: who.headers });
const NOT_FOUND = { code: 'not_found', message: 'Не найдено' };
const UNSUPPORTED = { code: 'unsupported_file', message: 'Скан должен быть файлом JPEG, PNG или PDF' };
const invalid = (fields: Record<string, string>) => ({
  code: 'validation_error',
  message: 'Проверьте правильность заполнения полей',
  fields,
});

async function nothingStored() {
  expect(await fileRows(ctx)).toEqual([]);
  expect(await storedFiles(ctx)).toEqual([]);
  const { rows } = await ctx.db.query('SELECT 1 FROM identity_documents');
  expect(rows).toEqual([]);
  expect(await spoolLeft()).toEqual([]);
}

describe('refused scans store nothing', () => {
  it('without the consent', async () => {
    const res = await setScan(ivan, { kind: 'pasportScan', content: pngFile(await solidPng(40, 40)) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'consent_required', message: 'Необходимо согласие на обработку персональных данных' });
    await nothingStored();
    await giveConsent(ctx, ivan);
    await giveConsent(ctx, maria);
  });

  const refusals = [
    {
      name: 'a text file named .jpg',
      parts: async () => ({ kind: 'pasportScan', content: textAsJpeg }),
      status: 415,
      body: UNSUPPORTED,
    },
    {
      name: 'a WebP (not accepted for scans)',
      parts: async () => ({
        kind: 'innScan',
        content: {
          bytes: await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
            .webp()
            .toBuffer(),
          filename: 'a.jpg',
          type: 'image/jpeg',
        },
      }),
      status: 415,
      body: UNSUPPORTED,
    },
    {
      name: 'a PDF of 11 MB',
      parts: async () => ({
        kind: 'innScan',
        content: { bytes: pdfOfSize(11 * 1024 * 1024), filename: 'inn.pdf', type: 'application/pdf' },
      }),
      status: 413,
      body: { code: 'payload_too_large', message: 'Файл слишком большой' },
    },
    {
      name: 'a PNG whose header claims 20000×20000 px',
      parts: async () => ({ kind: 'adressScan', content: pngFile(pngClaiming(20000, 20000)) }),
      status: 422,
      body: { code: 'image_too_large', message: 'Слишком большое изображение: не больше 50 мегапикселей' },
    },
    {
      name: 'an unknown kind',
      parts: async () => ({ kind: 'selfie', content: pngFile(await solidPng(40, 40)) }),
      status: 400,
      body: invalid({ kind: 'Укажите вид скана: pasportScan, adressScan или innScan' }),
    },
    {
      name: 'no kind',
      parts: async () => ({ content: pngFile(await solidPng(40, 40)) }),
      status: 400,
      body: invalid({ kind: 'Укажите вид скана: pasportScan, adressScan или innScan' }),
    },
    { name: 'no file', parts: async () => ({ kind: 'innScan' }), status: 400, body: invalid({ content: 'Прикрепите файл' }) },
  ];

  it.each(refusals)('$name', async ({ parts, status, body }) => {
    const res = await setScan(ivan, await parts());
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual(body);
    await nothingStored();
  });
});

describe('PUT /api/lk/edit/set-passport-file/', () => {
  const urls: Record<string, string> = {};

  it('takes a scan before any data: the document exists with version 0', async () => {
    const res = await setScan(ivan, { content: pngFile(await solidPng(800, 600), 'passport.png'), kind: 'pasportScan' });
    expect(res.statusCode).toBe(200);
    const body = setPassportFileResponse.parse(res.json());
    expect(body.kind).toBe('pasportScan');
    expect(body.url).toMatch(/^\/api\/files\/pasportScan\/[0-9a-f-]{36}$/);
    urls.pasportScan = body.url;
    const data = (await getPassport(ctx, ivan)).json().passportData;
    expect(data).toMatchObject({
      version: 0,
      status: 'На рассмотрении',
      pasportScan: body.url,
      adressScan: null,
      innScan: null,
      inn: '',
    });
  });

  it('the first data save still has version 0 and keeps the scan', async () => {
    const res = await savePassport(ctx, ivan, passportBody());
    expect(res.statusCode).toBe(200);
    expect(res.json().passportData).toMatchObject({ version: 1, pasportScan: urls.pasportScan });
  });

  it('stores a JPEG without EXIF and a PDF as uploaded; passportData lists all three', async () => {
    const jpeg = await setScan(ivan, {
      kind: 'adressScan',
      content: { bytes: await jpegWithExif(600, 400), filename: 'a.jpg', type: 'image/jpeg' },
    });
    expect(jpeg.statusCode).toBe(200);
    urls.adressScan = jpeg.json().url;
    const pdf = smallPdf();
    const inn = await setScan(ivan, { kind: 'innScan', content: { bytes: pdf, filename: 'inn.pdf', type: 'application/pdf' } });
    expect(inn.statusCode).toBe(200);
    urls.innScan = inn.json().url;

    const data = (await getPassport(ctx, ivan)).json().passportData;
    expect({ pasportScan: data.pasportScan, adressScan: data.adressScan, innScan: data.innScan }).toEqual(urls);
    // Once data is saved, each scan makes a new version of the document (decision 0015).
    expect(data.version).toBe(3);

    const servedJpeg = await getFile(urls.adressScan!, ivan);
    expect(servedJpeg.statusCode).toBe(200);
    expect(servedJpeg.headers['content-type']).toBe('image/jpeg');
    expect(servedJpeg.headers['content-disposition']).toBe('inline; filename="adressScan.jpeg"');
    const meta = await sharp(servedJpeg.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 600, height: 400 });
    expect(meta.exif).toBeUndefined();
    expect(servedJpeg.rawPayload.includes(Buffer.from('SecretCam'))).toBe(false);

    const servedPdf = await getFile(urls.innScan!, ivan);
    expect(servedPdf.statusCode).toBe(200);
    expect(servedPdf.headers['content-type']).toBe('application/pdf');
    expect(servedPdf.headers['content-disposition']).toBe('attachment; filename="innScan.pdf"');
    expect(servedPdf.headers['x-content-type-options']).toBe('nosniff');
    expect(servedPdf.headers['cache-control']).toBe('no-store');
    expect(servedPdf.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(servedPdf.rawPayload.equals(pdf)).toBe(true);

    // The test clock stands still, so rows share created_at: compare in kind order.
    expect((await fileRows(ctx, ivan.userId)).map((f) => [f.kind, f.mime]).sort()).toEqual([
      ['adressScan', 'image/jpeg'],
      ['innScan', 'application/pdf'],
      ['pasportScan', 'image/png'],
    ]);
    expect(await storedFiles(ctx)).toHaveLength(3);
    // The uploads and the JPEG's re-encoding went through spool files; none is left.
    expect(await spoolLeft()).toEqual([]);
  });

  it('serves scans to their owner only: another member gets 404 as for a missing file', async () => {
    for (const url of Object.values(urls)) {
      const res = await getFile(url, maria);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    }
    // The id of a scan under another kind, a malformed id, an unknown kind: the same 404.
    const id = urls.pasportScan!.split('/').at(-1)!;
    for (const url of [
      `/api/files/avatar/${id}`,
      `/api/files/innScan/${id}`,
      '/api/files/pasportScan/../../etc',
      '/api/files/pasportScan/123',
      `/api/files/secret/${id}`,
    ]) {
      const res = await getFile(url, ivan);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    }
  });

  it('a new scan replaces the old one; a confirmed document keeps its status in a new version, a rejected one goes back under review', async () => {
    await ctx.db.query("UPDATE identity_documents SET status = 'confirmed' WHERE member_id = $1", [ivan.userId]);
    const res = await setScan(ivan, { kind: 'pasportScan', content: pngFile(await solidPng(500, 700, '#eeeeee')) });
    expect(res.statusCode).toBe(200);
    expect(res.json().passportData).toMatchObject({ status: 'Подтверждено', version: 4, pasportScan: res.json().url });
    const data = (await getPassport(ctx, ivan)).json().passportData;
    expect(data).toMatchObject({ status: 'Подтверждено', version: 4, pasportScan: res.json().url });
    expect((await getFile(urls.pasportScan!, ivan)).statusCode).toBe(404);
    expect((await fileRows(ctx, ivan.userId)).map((f) => f.kind).sort()).toEqual(['adressScan', 'innScan', 'pasportScan']);
    expect(await storedFiles(ctx)).toHaveLength(3);

    await ctx.db.query("UPDATE identity_documents SET status = 'rejected', comment = 'Скан нечитаем' WHERE member_id = $1", [
      ivan.userId,
    ]);
    const again = await setScan(ivan, { kind: 'adressScan', content: pngFile(await solidPng(500, 700, '#dddddd')) });
    expect(again.json().passportData).toMatchObject({ status: 'На рассмотрении', comment: '', version: 5 });
    expect(await storedFiles(ctx)).toHaveLength(3);
  });

  it('a refused replacement keeps the current scan', async () => {
    const before = (await getPassport(ctx, ivan)).json().passportData.pasportScan;
    const res = await setScan(ivan, { kind: 'pasportScan', content: textAsJpeg });
    expect(res.statusCode).toBe(415);
    expect((await getPassport(ctx, ivan)).json().passportData.pasportScan).toBe(before);
    expect(await storedFiles(ctx)).toHaveLength(3);
  });
});

describe('news images', () => {
  it('are served to any signed-in member', async () => {
    const png = await solidPng(30, 20);
    const storageKey = await ctx.app.deps.files.put(png, 'png');
    const { rows } = await ctx.db.query<{ id: string }>(
      "INSERT INTO files (member_id, kind, mime, size_bytes, storage_key) VALUES (NULL, 'news', 'image/png', $1, $2) RETURNING id",
      [png.length, storageKey],
    );
    const res = await getFile(`/api/files/news/${rows[0]!.id}`, maria);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toBe('inline; filename="news.png"');
    expect(res.rawPayload.equals(png)).toBe(true);
  });
});

describe('a scan of the largest size', () => {
  it('streams from the request through a spool file to the store and back, byte for byte', async () => {
    const pdf = pdfOfSize(SCAN_MAX_BYTES);
    const res = await setScan(maria, { kind: 'innScan', content: { bytes: pdf, filename: 'inn.pdf', type: 'application/pdf' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await spoolLeft()).toEqual([]);
    const served = await getFile(res.json().url, maria);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-length']).toBe(String(SCAN_MAX_BYTES));
    expect(served.rawPayload.equals(pdf)).toBe(true);
  });
});
