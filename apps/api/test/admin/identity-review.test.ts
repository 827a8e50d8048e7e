// Identity review in the back office (docs/product.md §12) through the real calls: the queue oldest first, the
// review screen with the scans, a rejection the member reads, a correction that makes a new version,
// a stale version and a second decision refused, a link to another member's scan refused, every
// reading of the data or a scan in the audit log, and who read a member's documents (admins only).
import { identityQueueRoute, identityReviewSchema, type IdentityQueueItem, type IdentityReview } from '@cabinet/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileStoreEnv } from '../file-stores.js';
import { buildTestApp, type SignedIn, type TestContext } from '../helper.js';
import {
  getPassport,
  giveConsent,
  passportBody,
  pngFile,
  savePassport,
  signedInMember,
  smallPdf,
  solidPng,
  upload,
} from '../profile/fixtures.js';
import { DEMO_OPERATOR, seedOperators, signInAdmin, signInDemoOperator, type OperatorSession } from './fixtures.js';

let ctx: TestContext;
let operator: OperatorSession;
let admin: OperatorSession;
let anna: SignedIn;
let boris: SignedIn;

type Who = { headers: { authorization: string } };
const get = (url: string, who: Who) => ctx.app.inject({ method: 'GET', url, headers: who.headers });
const post = (url: string, who: Who, payload: object) => ctx.app.inject({ method: 'POST', url, headers: who.headers, payload });
const setScan = (who: SignedIn, kind: string, content: Buffer, pdf = false) =>
  upload(ctx, '/api/lk/edit/set-passport-file/', who, {
    kind,
    content: pdf ? { bytes: content, filename: 'scan.pdf', type: 'application/pdf' } : pngFile(content),
  });

async function queue(who: Who = operator): Promise<IdentityQueueItem[]> {
  const res = await get(identityQueueRoute.path, who);
  expect(res.statusCode).toBe(200);
  return res.json<{ items: IdentityQueueItem[] }>().items;
}

async function review(memberId: string, who: Who = operator): Promise<IdentityReview> {
  const res = await get(`/api/admin/identity/${memberId}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return identityReviewSchema.parse(res.json());
}

async function auditRows(action: string, memberId: string) {
  const { rows } = await ctx.db.query<{ actor: string; operator_id: string | null; target_id: string; after: unknown }>(
    'SELECT actor, operator_id, target_id, after FROM audit_log WHERE action = $1 AND member_id = $2 ORDER BY id',
    [action, memberId],
  );
  return rows;
}

/** A member with consent, three scans (two pictures and a PDF) and the data saved: version 1. */
async function memberWithDocument(serial: string): Promise<SignedIn> {
  const m = await signedInMember(ctx);
  await giveConsent(ctx, m);
  expect((await setScan(m, 'pasportScan', await solidPng(900, 600, '#c8b48c'))).statusCode).toBe(200);
  expect((await setScan(m, 'adressScan', await solidPng(900, 600, '#8cb4c8'))).statusCode).toBe(200);
  expect((await setScan(m, 'innScan', smallPdf(), true)).statusCode).toBe(200);
  const saved = await savePassport(ctx, m, passportBody({ serial }));
  expect(saved.json()).toMatchObject({ sentForReview: true, passportData: { version: 1, status: 'На рассмотрении' } });
  return m;
}

beforeAll(async () => {
  ctx = await buildTestApp(await fileStoreEnv());
  await seedOperators(ctx);
  operator = await signInDemoOperator(ctx);
  admin = await signInAdmin(ctx);
  anna = await memberWithDocument('4510');
  ctx.clock.advance(60_000);
  boris = await memberWithDocument('4520');
});

describe('the queue', () => {
  it('lists documents waiting for a decision, oldest first, with why they wait', async () => {
    const items = await queue();
    expect(items.map((i) => i.memberId)).toEqual([anna.userId, boris.userId]);
    expect(items[0]).toMatchObject({ version: 1, status: 'На рассмотрении', kind: 'new', scans: 3, changes: [] });
  });

  it('a member without saved data (scans only) is not in it, and has nothing to review', async () => {
    const clara = await signedInMember(ctx);
    await giveConsent(ctx, clara);
    await setScan(clara, 'pasportScan', await solidPng(300, 200));
    expect((await queue()).map((i) => i.memberId)).not.toContain(clara.userId);
    expect((await get(`/api/admin/identity/${clara.userId}`, operator)).statusCode).toBe(404);
    expect((await get('/api/admin/identity/00000000-0000-4000-8000-000000000009', operator)).json()).toEqual({
      code: 'not_found',
      message: 'Не найдено',
    });
  });
});

describe('the review screen', () => {
  it('shows the data, the three scans, the member and the versions; opening it is recorded', async () => {
    const before = (await auditRows('identity.viewed', anna.userId)).length;
    const r = await review(anna.userId);
    expect(r.member).toMatchObject({ id: anna.userId, status: 'active' });
    expect(r.document).toMatchObject({
      version: 1,
      status: 'pending',
      statusText: 'На рассмотрении',
      kind: 'new',
      decision: null,
    });
    expect(r.document.data).toMatchObject({ passportType: 'Паспорт гражданина РФ', serial: '4510', number: '123456' });
    expect(r.document.scans.pasportScan).toMatchObject({ mime: 'image/png' });
    expect(r.document.scans.innScan).toMatchObject({ mime: 'application/pdf' });
    expect(r.document.scans.pasportScan!.url).toBe(
      `/api/admin/identity/${anna.userId}/scans/${r.document.scans.pasportScan!.fileId}`,
    );
    expect(r.versions.map((v) => v.version)).toEqual([1]);
    const rows = await auditRows('identity.viewed', anna.userId);
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({ actor: DEMO_OPERATOR.email, after: { version: 1 } });
  });

  it('opening a scan sends its bytes and adds an audit row', async () => {
    const r = await review(anna.userId);
    const before = await auditRows('identity.scan_viewed', anna.userId);
    const res = await get(r.document.scans.pasportScan!.url, operator);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    const after = await auditRows('identity.scan_viewed', anna.userId);
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({
      actor: DEMO_OPERATOR.email,
      target_id: r.document.scans.pasportScan!.fileId,
      after: { kind: 'pasportScan' },
    });
    const pdf = await get(r.document.scans.innScan!.url, operator);
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="innScan.pdf"');
  });

  it("refuses a review link pointing at another member's scan, or at a file that is not a scan (404, nothing recorded)", async () => {
    const borisScan = (await review(boris.userId)).document.scans.adressScan!.fileId;
    const before = (await auditRows('identity.scan_viewed', anna.userId)).length;
    for (const url of [
      `/api/admin/identity/${anna.userId}/scans/${borisScan}`,
      `/api/admin/identity/${anna.userId}/scans/00000000-0000-4000-8000-000000000001`,
      `/api/admin/identity/${anna.userId}/scans/not-a-file`,
    ]) {
      const res = await get(url, operator);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ code: 'not_found', message: 'Не найдено' });
    }
    const { rows } = await ctx.db.query<{ id: string }>("SELECT id FROM files WHERE member_id = $1 AND kind = 'avatar'", [
      anna.userId,
    ]);
    expect(rows).toEqual([]);
    expect(await auditRows('identity.scan_viewed', anna.userId)).toHaveLength(before);
    // The member's own file route serves a scan to its owner only, as before.
    expect((await get(`/api/files/adressScan/${borisScan}`, anna)).statusCode).toBe(404);
  });
});

describe('decisions', () => {
  it('a rejection needs a comment for the member', async () => {
    for (const body of [{ version: 1 }, { version: 1, comment: '  ' }]) {
      const res = await post(`/api/admin/identity/${anna.userId}/reject`, operator, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_error', fields: { comment: 'Напишите участнику, что исправить' } });
    }
  });

  it('rejects with a comment the member reads in /lk, notifies the member and records the decision', async () => {
    const res = await post(`/api/admin/identity/${anna.userId}/reject`, operator, {
      version: 1,
      comment: 'Серия в данных не совпадает со сканом паспорта',
    });
    expect(res.statusCode, res.body).toBe(200);
    const r = identityReviewSchema.parse(res.json());
    expect(r.document).toMatchObject({ status: 'rejected', comment: 'Серия в данных не совпадает со сканом паспорта' });
    expect(r.document.decision).toMatchObject({ decision: 'rejected', operator: DEMO_OPERATOR.email });

    const mine = (await getPassport(ctx, anna)).json().passportData;
    expect(mine).toMatchObject({ status: 'Отклонено', comment: 'Серия в данных не совпадает со сканом паспорта', version: 1 });
    const { rows } = await ctx.db.query<{ title: string; body: string; link: string }>(
      "SELECT title, body, link FROM notifications WHERE member_id = $1 AND category = 'identity'",
      [anna.userId],
    );
    expect(rows).toEqual([
      {
        title: 'Паспортные данные отклонены',
        body: 'Исправьте данные в профиле и отправьте их снова. Комментарий: Серия в данных не совпадает со сканом паспорта',
        link: '/lk',
      },
    ]);
    expect(await auditRows('identity.rejected', anna.userId)).toEqual([
      expect.objectContaining({
        actor: DEMO_OPERATOR.email,
        after: { version: 1, status: 'rejected', comment: 'Серия в данных не совпадает со сканом паспорта' },
      }),
    ]);
    expect((await queue()).map((i) => i.memberId)).toEqual([boris.userId]);
  });

  it('the member corrects and sends again: a new version, back in the queue as corrected, the comment cleared', async () => {
    ctx.clock.advance(60_000);
    const res = await savePassport(ctx, anna, passportBody({ version: 1, serial: '4511' }));
    expect(res.json()).toMatchObject({
      sentForReview: true,
      passportData: { version: 2, status: 'На рассмотрении', comment: '' },
    });
    const waiting = await queue();
    expect(waiting.map((i) => i.memberId)).toEqual([boris.userId, anna.userId]);
    expect(waiting[1]).toMatchObject({ version: 2, kind: 'corrected', changes: ['serial'] });
    const r = await review(anna.userId);
    expect(r.versions.map((v) => [v.version, v.kind, v.decision?.decision ?? null])).toEqual([
      [2, 'corrected', null],
      [1, 'new', 'rejected'],
    ]);
  });

  it('refuses a decision on a stale version (409) and writes nothing', async () => {
    const res = await post(`/api/admin/identity/${anna.userId}/confirm`, operator, { version: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'identity_version_stale',
      message: 'Участник уже изменил документ. Проверьте новую версию и примите решение по ней.',
    });
    expect((await getPassport(ctx, anna)).json().passportData.status).toBe('На рассмотрении');
    expect(await auditRows('identity.confirmed', anna.userId)).toEqual([]);
  });

  it('confirms the version seen; a second decision on it is refused with who and when', async () => {
    const res = await post(`/api/admin/identity/${anna.userId}/confirm`, operator, { version: 2 });
    expect(res.statusCode, res.body).toBe(200);
    expect((await getPassport(ctx, anna)).json().passportData).toMatchObject({ status: 'Подтверждено', comment: '' });
    const late = await post(`/api/admin/identity/${anna.userId}/reject`, admin, { version: 2, comment: 'Поздно' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'identity_already_reviewed',
      message: expect.stringMatching(/^Эту версию документа уже подтвердил\(а\) operator@agent-plus\.test в \d{2}:\d{2}$/),
    });
    const { rows } = await ctx.db.query<{ title: string }>(
      "SELECT title FROM notifications WHERE member_id = $1 AND category = 'identity' ORDER BY id",
      [anna.userId],
    );
    expect(rows.map((r) => r.title)).toEqual(['Паспортные данные отклонены', 'Паспортные данные подтверждены']);
  });

  it('of two operators confirming at once, exactly one decides', async () => {
    const results = await Promise.all([
      post(`/api/admin/identity/${boris.userId}/confirm`, operator, { version: 1 }),
      post(`/api/admin/identity/${boris.userId}/confirm`, admin, { version: 1 }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const { rows } = await ctx.db.query('SELECT 1 FROM identity_reviews WHERE member_id = $1', [boris.userId]);
    expect(rows).toHaveLength(1);
  });

  it('a better photo of a confirmed document keeps it confirmed and puts the new scan before an operator', async () => {
    const res = await setScan(anna, 'pasportScan', await solidPng(1200, 800, '#d0c0a0'));
    expect(res.json().passportData).toMatchObject({ status: 'Подтверждено', version: 3 });
    const item = (await queue()).find((i) => i.memberId === anna.userId);
    expect(item).toMatchObject({ version: 3, kind: 'scan_after_confirmation', changes: ['pasportScan'], status: 'Подтверждено' });
    const confirmed = await post(`/api/admin/identity/${anna.userId}/confirm`, operator, { version: 3 });
    expect(confirmed.statusCode).toBe(200);
    const { rows } = await ctx.db.query<{ title: string; body: string }>(
      "SELECT title, body FROM notifications WHERE member_id = $1 AND category = 'identity' ORDER BY id DESC LIMIT 1",
      [anna.userId],
    );
    expect(rows[0]).toEqual({ title: 'Новый скан документа принят', body: 'Паспортные данные по-прежнему подтверждены.' });
    expect((await queue()).map((i) => i.memberId)).not.toContain(anna.userId);
  });
});

describe('who read the documents', () => {
  it("records the member's own readings of the data and of a scan", async () => {
    const viewed = (await auditRows('identity.viewed', anna.userId)).length;
    const scans = (await auditRows('identity.scan_viewed', anna.userId)).length;
    const data = (await getPassport(ctx, anna)).json().passportData;
    expect((await get(data.pasportScan, anna)).statusCode).toBe(200);
    // The profile asks a scan's type with HEAD: no content is read, nothing is recorded.
    expect((await ctx.app.inject({ method: 'HEAD', url: data.adressScan, headers: anna.headers })).statusCode).toBe(200);
    expect((await auditRows('identity.viewed', anna.userId)).at(-1)).toMatchObject({ actor: 'member', operator_id: null });
    expect(await auditRows('identity.viewed', anna.userId)).toHaveLength(viewed + 1);
    expect(await auditRows('identity.scan_viewed', anna.userId)).toHaveLength(scans + 1);
    // A member without any identity data has nothing read and nothing recorded.
    const newcomer = await signedInMember(ctx);
    await getPassport(ctx, newcomer);
    expect(await auditRows('identity.viewed', newcomer.userId)).toEqual([]);
  });

  it('an admin lists who read a member’s documents and when; an operator without the role is refused', async () => {
    const res = await get(`/api/admin/identity/${anna.userId}/access-log`, admin);
    expect(res.statusCode).toBe(200);
    const { entries, totalCount } = res.json<{
      entries: { actor: string; action: string; actionText: string; scanKind: string | null; at: string }[];
      totalCount: number;
    }>();
    expect(totalCount).toBe(entries.length);
    expect(entries.map((e) => e.at)).toEqual([...entries.map((e) => e.at)].sort().reverse());
    expect(entries).toContainEqual(
      expect.objectContaining({ actor: 'member', action: 'identity.scan_viewed', scanKind: 'pasportScan' }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({
        actor: DEMO_OPERATOR.email,
        action: 'identity.viewed',
        actionText: 'Просмотр паспортных данных',
      }),
    );
    expect(entries.every((e) => ['identity.viewed', 'identity.scan_viewed', 'member.viewed'].includes(e.action))).toBe(true);

    const refused = await get(`/api/admin/identity/${anna.userId}/access-log`, operator);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'forbidden', message: 'Недостаточно прав' });
    expect((await get('/api/admin/identity/00000000-0000-4000-8000-000000000009/access-log', admin)).statusCode).toBe(404);
  });

  it('a member token is refused by every review call (403)', async () => {
    for (const url of ['/api/admin/identity', `/api/admin/identity/${anna.userId}`]) {
      expect((await get(url, anna)).statusCode).toBe(403);
    }
    expect((await post(`/api/admin/identity/${anna.userId}/confirm`, anna, { version: 3 })).statusCode).toBe(403);
  });
});
