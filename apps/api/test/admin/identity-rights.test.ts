// Personal-data rights (decision 0016): a member withdraws the consent and the passport
// data and scans are gone, files on disk included, while the audit log keeps only that it
// happened; the scheduled sweep deletes the documents of members blocked longer than the privacy
// policy's retention period (the clock is moved, nothing sleeps).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { IDENTITY_RETENTION_DAYS_AFTER_BLOCKING, PD_CONSENT_VERSION } from '@cabinet/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { retentionJob } from '../../src/features/identity/retention-job.js';
import { buildTestApp, runJob, type SignedIn, type TestContext } from '../helper.js';
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
import { seedOperators, signInDemoOperator, type OperatorSession } from './fixtures.js';

const DAY = 86_400_000;
let ctx: TestContext;
let operator: OperatorSession;

const setScan = (who: SignedIn, kind: string, bytes: Buffer, type = 'image/png') =>
  upload(ctx, '/api/lk/edit/set-passport-file/', who, {
    kind,
    content: type === 'image/png' ? pngFile(bytes) : { bytes, filename: 'scan.pdf', type },
  });
const withdraw = (who: SignedIn) => ctx.app.inject({ method: 'DELETE', url: '/api/lk/consent', headers: who.headers });

/** A member with the consent, three scans and the data saved. */
async function memberWithDocument(): Promise<SignedIn> {
  const m = await signedInMember(ctx);
  await giveConsent(ctx, m);
  await setScan(m, 'pasportScan', await solidPng(600, 400, '#aa8866'));
  await setScan(m, 'adressScan', await solidPng(600, 400, '#6688aa'));
  await setScan(m, 'innScan', smallPdf(), 'application/pdf');
  expect((await savePassport(ctx, m, passportBody())).statusCode).toBe(200);
  return m;
}

/** Where the member's scans' bytes are on disk. */
async function scanPaths(memberId: string): Promise<string[]> {
  const { rows } = await ctx.db.query<{ key: string }>(
    "SELECT storage_key AS key FROM files WHERE member_id = $1 AND kind IN ('pasportScan', 'adressScan', 'innScan')",
    [memberId],
  );
  return rows.map((r) => path.resolve(ctx.app.deps.env.DATA_DIR, 'files', r.key));
}

async function leftOf(memberId: string) {
  const count = async (sql: string) => (await ctx.db.query<{ n: number }>(sql, [memberId])).rows[0]!.n;
  return {
    documents: await count('SELECT count(*)::int AS n FROM identity_documents WHERE member_id = $1'),
    versions: await count('SELECT count(*)::int AS n FROM identity_versions WHERE member_id = $1'),
    reviews: await count('SELECT count(*)::int AS n FROM identity_reviews WHERE member_id = $1'),
    scans: await count("SELECT count(*)::int AS n FROM files WHERE member_id = $1 AND kind <> 'avatar'"),
  };
}

const NOTHING = { documents: 0, versions: 0, reviews: 0, scans: 0 };

async function auditOf(memberId: string, action: string) {
  const { rows } = await ctx.db.query<{ actor: string; after: Record<string, unknown> }>(
    'SELECT actor, after FROM audit_log WHERE member_id = $1 AND action = $2 ORDER BY id',
    [memberId, action],
  );
  return rows;
}

beforeAll(async () => {
  ctx = await buildTestApp();
  await seedOperators(ctx);
  operator = await signInDemoOperator(ctx);
});

describe('withdrawing the consent', () => {
  it('deletes the passport data and the scans, files on disk included; the audit log keeps that it happened, not the data', async () => {
    const m = await memberWithDocument();
    // An operator's decision, so that decisions go too.
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/admin/identity/${m.userId}/reject`,
          headers: operator.headers,
          payload: { version: 1, comment: 'Нечитаемый скан' },
        })
      ).statusCode,
    ).toBe(200);
    const files = await scanPaths(m.userId);
    expect(files).toHaveLength(3);
    expect(files.every((f) => existsSync(f))).toBe(true);

    const res = await withdraw(m);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ consent: null, currentVersion: PD_CONSENT_VERSION });

    expect(files.filter((f) => existsSync(f))).toEqual([]);
    expect(await leftOf(m.userId)).toEqual(NOTHING);
    const data = (await getPassport(ctx, m)).json().passportData;
    expect(data).toMatchObject({
      version: 0,
      status: 'На рассмотрении',
      inn: '',
      serial: '',
      comment: '',
      pasportScan: null,
      consentGiven: false,
    });

    const [row, ...more] = await auditOf(m.userId, 'identity.consent_withdrawn');
    expect(more).toEqual([]);
    expect(row).toEqual({ actor: 'member', after: { consentsWithdrawn: 1, scansDeleted: 3, versionsDeleted: 1 } });
    // Nothing of the document in the log: neither the INN nor the serial appears in any row about the member.
    const { rows } = await ctx.db.query<{ text: string }>(
      "SELECT coalesce(before::text, '') || coalesce(after::text, '') AS text FROM audit_log WHERE member_id = $1",
      [m.userId],
    );
    expect(rows.some((r) => r.text.includes(passportBody().inn) || r.text.includes('4510'))).toBe(false);
    // The consent's record stays, marked withdrawn (the policy keeps it).
    const consents = await ctx.db.query<{ withdrawn: boolean }>(
      'SELECT withdrawn_at IS NOT NULL AS withdrawn FROM pd_consents WHERE member_id = $1',
      [m.userId],
    );
    expect(consents.rows).toEqual([{ withdrawn: true }]);
  });

  it('afterwards nothing is accepted without a new consent; with it, the member starts again from version 0', async () => {
    const m = await memberWithDocument();
    await withdraw(m);
    const scan = await setScan(m, 'pasportScan', await solidPng(100, 100));
    expect(scan.json()).toEqual({ code: 'consent_required', message: 'Необходимо согласие на обработку персональных данных' });
    expect((await savePassport(ctx, m, passportBody())).json().code).toBe('consent_required');
    expect(await leftOf(m.userId)).toEqual(NOTHING);

    await giveConsent(ctx, m);
    const again = await savePassport(ctx, m, passportBody());
    expect(again.json()).toMatchObject({ sentForReview: true, passportData: { version: 1, consentGiven: true } });
    const consents = await ctx.db.query('SELECT 1 FROM pd_consents WHERE member_id = $1', [m.userId]);
    expect(consents.rowCount).toBe(2);
  });

  it('with nothing given and nothing stored, changes nothing and records nothing', async () => {
    const m = await signedInMember(ctx);
    const res = await withdraw(m);
    expect(res.json()).toEqual({ consent: null, currentVersion: PD_CONSENT_VERSION });
    expect(await auditOf(m.userId, 'identity.consent_withdrawn')).toEqual([]);
  });

  it('needs a signed-in member', async () => {
    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/lk/consent' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/lk/consent', headers: operator.headers })).statusCode).toBe(401);
  });
});

describe('the retention sweep', () => {
  const block = (memberId: string, blocked: boolean) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/admin/members/${memberId}/${blocked ? 'block' : 'unblock'}`,
      headers: operator.headers,
      payload: { reason: 'Проверка службы безопасности' },
    });

  it(`deletes the documents of members blocked longer than ${IDENTITY_RETENTION_DAYS_AFTER_BLOCKING} days, on the schedule's run`, async () => {
    const blocked = await memberWithDocument();
    const unblocked = await memberWithDocument();
    const active = await memberWithDocument();
    expect((await block(blocked.userId, true)).statusCode).toBe(200);
    expect((await block(unblocked.userId, true)).statusCode).toBe(200);
    const blockedFiles = await scanPaths(blocked.userId);

    // A day short of the period: everything stays.
    ctx.clock.advance((IDENTITY_RETENTION_DAYS_AFTER_BLOCKING - 1) * DAY);
    // The operator's session ended after 8 idle hours.
    operator = await signInDemoOperator(ctx);
    expect((await block(unblocked.userId, false)).statusCode).toBe(200);
    let removed = (await runJob(ctx.app, retentionJob, {})).output;
    expect(removed).toMatchObject({ members: 0, files: 0 });
    expect((await leftOf(blocked.userId)).documents).toBe(1);

    // Past it: the blocked member's document and scans go; the unblocked and the active member keep theirs.
    ctx.clock.advance(2 * DAY);
    removed = (await runJob(ctx.app, retentionJob, {})).output;
    expect(removed).toMatchObject({ members: 1, files: 3 });
    expect(await leftOf(blocked.userId)).toEqual(NOTHING);
    expect(blockedFiles.filter((f) => existsSync(f))).toEqual([]);
    for (const keeps of [unblocked, active]) expect((await leftOf(keeps.userId)).scans).toBe(3);
    expect(await auditOf(blocked.userId, 'identity.purged')).toEqual([
      {
        actor: 'system',
        after: {
          blockedAt: expect.any(String),
          retentionDays: IDENTITY_RETENTION_DAYS_AFTER_BLOCKING,
          scansDeleted: 3,
          versionsDeleted: 1,
        },
      },
    ]);

    // The next run finds nothing more to do.
    removed = (await runJob(ctx.app, retentionJob, {})).output;
    expect(removed).toMatchObject({ members: 0, files: 0 });
    expect(await auditOf(blocked.userId, 'identity.purged')).toHaveLength(1);
  });
});
