import { crc32 } from 'node:zlib';
import { PD_CONSENT_VERSION, completePersonInn, type SetPassportDataInput } from '@cabinet/contracts';
import sharp from 'sharp';
import { seedMember } from '../../src/seed/members.js';
import { storedFileNames } from '../file-stores.js';
import { signIn, type SignedIn, type TestContext } from '../helper.js';

let phoneCounter = 0;
/** A phone no other member of the test file has. */
export function uniquePhone(): string {
  phoneCounter += 1;
  return '7955' + String(process.pid % 1000).padStart(3, '0') + String(phoneCounter).padStart(4, '0');
}

/** Seeds a member and signs them in. */
export async function signedInMember(
  ctx: TestContext,
  overrides: Parameters<typeof seedMember>[1] = {},
): Promise<SignedIn & { phone: string }> {
  const phone = overrides.phone ?? uniquePhone();
  await seedMember(ctx.db, { ...overrides, phone });
  return { ...(await signIn(ctx, phone)), phone };
}

export interface FilePart {
  bytes: Buffer;
  filename: string;
  /** The type the sender declares; the API must not believe it. */
  type: string;
}

/** A multipart body built the way a browser builds it, as bytes plus its content-type header. */
export async function multipart(
  parts: Record<string, string | FilePart>,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value.bytes)], { type: value.type }), value.filename);
  }
  const res = new Response(form);
  return { payload: Buffer.from(await res.arrayBuffer()), headers: { 'content-type': res.headers.get('content-type')! } };
}

/** PUT of a multipart upload with the member's token. */
export async function upload(ctx: TestContext, url: string, who: SignedIn | null, parts: Record<string, string | FilePart>) {
  const body = await multipart(parts);
  return ctx.app.inject({
    method: 'PUT',
    url,
    headers: { ...body.headers, ...(who?.headers ?? {}) },
    payload: body.payload,
  });
}

export const pngFile = (bytes: Buffer, filename = 'photo.png'): FilePart => ({ bytes, filename, type: 'image/png' });

/** A real picture: a colour gradient-free block of `width`×`height`. */
export function solidPng(width: number, height: number, background = '#2a7ae2'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

/** A JPEG carrying EXIF (camera make and a GPS-ish note) that must not survive the upload. */
export function jpegWithExif(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#d94f2a' } })
    .withExif({ IFD0: { Make: 'SecretCam', Model: 'X1', ImageDescription: 'home at 55.75N 37.62E' } })
    .jpeg()
    .toBuffer();
}

/** A valid PNG of more than 5 MB (stored without compression). */
export function bigPng(): Promise<Buffer> {
  return sharp({ create: { width: 1400, height: 1400, channels: 3, background: '#777777' } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A PNG of a few dozen bytes whose header (IHDR, valid CRC) claims `width`×`height` pixels: a
 * decompression bomb for anything that decodes before it checks the size.
 */
export function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // colour type: RGB
  // compression, filter, interlace: 0
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  // A zlib stream of a few zero bytes: far too little data for the claimed size.
  const idat = Buffer.from([0x78, 0x9c, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01]);
  return Buffer.concat([signature, pngChunk('IHDR', ihdr), pngChunk('IDAT', idat), pngChunk('IEND', Buffer.alloc(0))]);
}

/** A small but well-formed PDF. */
export function smallPdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
      'trailer<</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  );
}

/** A PDF header followed by padding up to `size` bytes. */
export function pdfOfSize(size: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n', 'latin1');
  return Buffer.concat([head, Buffer.alloc(size - head.length, 0x20)]);
}

/** A text file dressed as a photo: right extension, right declared type, wrong bytes. */
export const textAsJpeg: FilePart = {
  bytes: Buffer.from('это не картинка, а обычный текстовый файл\n'.repeat(20)),
  filename: 'passport.jpg',
  type: 'image/jpeg',
};

/** Every file under the test app's file store, so that a refusal can be shown to store nothing. */
/** What the app's file store holds (the disk's files or the object store's keys). */
export const storedFiles = (ctx: TestContext): Promise<string[]> => storedFileNames(ctx);

export async function fileRows(ctx: TestContext, memberId?: string): Promise<{ id: string; kind: string; mime: string }[]> {
  const { rows } = await ctx.db.query<{ id: string; kind: string; mime: string }>(
    'SELECT id, kind, mime FROM files WHERE ($1::uuid IS NULL OR member_id = $1) ORDER BY created_at, id',
    [memberId ?? null],
  );
  return rows;
}

export async function giveConsent(ctx: TestContext, who: SignedIn): Promise<void> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/lk/consent',
    headers: who.headers,
    payload: { version: PD_CONSENT_VERSION },
  });
  if (res.statusCode !== 200) throw new Error(`consent: ${res.body}`);
}

export const VALID_INN = completePersonInn('7707083893');

/** A complete RF-passport body as the web form sends it (scans removed, issuer empty). */
export function passportBody(overrides: Partial<SetPassportDataInput> = {}): SetPassportDataInput {
  return {
    version: 0,
    gender: 'Мужской',
    passportType: 'Паспорт гражданина РФ',
    dateOfBirth: '1990-05-14',
    serial: '4510',
    number: '123456',
    issuedAt: '2010-06-01',
    validTo: '',
    issuer: '',
    registrationAddress: 'г. Москва, ул. Тверская, д. 1, кв. 1',
    inn: VALID_INN,
    passportCountry: '',
    registrationIssuedAt: '',
    registrationExpiresAt: '',
    ...overrides,
  };
}

export async function savePassport(ctx: TestContext, who: SignedIn, body: unknown) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/lk/edit/set-passport-data/',
    headers: who.headers,
    payload: body as object,
  });
}

export async function getPassport(ctx: TestContext, who: SignedIn) {
  return ctx.app.inject({ method: 'GET', url: '/api/lk/edit/get-passport-data/', headers: who.headers });
}
