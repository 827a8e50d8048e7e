import {
  PD_CONSENT_VERSION,
  completePersonInn,
  setPassportDataBody,
  type ScanKind,
  type SetPassportDataInput,
  type SetPlaceOfWork,
} from '@cabinet/contracts';
import type { Queryable } from '../db/types.js';
import { reviewIdentity } from '../features/identity/review.js';
import { ensureIdentityRow, setScanFile, updateIdentityData } from '../features/identity/queries.js';
import { insertConsent } from '../features/legal/queries.js';
import { recordVersion } from '../features/identity/versions.js';
import { prepareScan } from '../lib/uploads/scan-file.js';
import { bytesOf } from '../lib/uploads/spooled-file.js';
import { toAvatarWebp } from '../features/profile/avatar-image.js';
import { findProfile, setAvatarFile, updateAccountData, updatePlaceOfWork } from '../features/profile/queries.js';
import { insertFileRow } from '../features/files/service.js';
import type { DemoContext } from './demo-context.js';
import { renderInitialsAvatar, renderSampleScan, type SampleScanSpec } from './profile-demo-images.js';

const DAY = 86_400_000;

export interface ProfileDemo {
  userName: string;
  initials: string;
  colors: [string, string];
  work: SetPlaceOfWork;
  passport: SetPassportDataInput;
  scans: ScanKind[];
  review: 'confirmed' | null;
}

const PASSPORT_SCAN: Omit<SampleScanSpec, 'format'> = {
  title: 'Паспорт гражданина РФ',
  rows: ['Фамилия', 'Имя', 'Отчество', 'Дата рождения', 'Серия и номер', 'Дата выдачи'],
  photo: true,
  width: 1000,
  height: 700,
};
const SCAN_SPECS: Record<ScanKind, SampleScanSpec> = {
  pasportScan: { ...PASSPORT_SCAN, format: 'jpeg' },
  adressScan: {
    title: 'Место жительства',
    rows: ['Зарегистрирован', 'Пункт', 'Улица', 'Дом, квартира', 'Дата регистрации'],
    photo: false,
    width: 1000,
    height: 620,
    format: 'jpeg',
  },
  innScan: {
    title: 'Свидетельство о постановке на учёт',
    rows: ['Фамилия, имя, отчество', 'Дата рождения', 'ИНН', 'Дата постановки на учёт', 'Налоговый орган'],
    photo: false,
    width: 1000,
    height: 620,
    format: 'png',
  },
};

function demoProfiles(ctx: DemoContext): Map<string, ProfileDemo> {
  return new Map([
    [
      ctx.demoMemberId,
      {
        userName: 'ivan.petrov',
        initials: 'ИП',
        colors: ['#1d4ed8', '#0ea5e9'],
        work: {
          Description: 'Подключаю частные дома и квартиры к домашнему интернету и ТВ в Юго-Западном округе Москвы.',
          Department: 'Отдел прямых продаж',
          Employer: 'ООО «Связь-Регион»',
          JobPost: 'Торговый представитель',
          DcAddress: 'г. Москва, ул. Профсоюзная, д. 65, корп. 1',
          DcNumber: 'ДЦ-017',
          DcDivision: 'Юго-Западный дивизион',
        },
        passport: {
          version: 0,
          gender: 'Мужской',
          passportType: 'Паспорт гражданина РФ',
          dateOfBirth: '1988-03-17',
          serial: '4508',
          number: '345678',
          issuedAt: '2008-04-02',
          validTo: '2033-03-17',
          // The spec's form sends the issuer empty; a re-save of unchanged data then stays confirmed.
          issuer: '',
          registrationAddress: 'г. Москва, ул. Профсоюзная, д. 56, кв. 112',
          inn: completePersonInn('7728123456'),
          passportCountry: 'Россия',
          registrationIssuedAt: '',
          registrationExpiresAt: '',
        },
        scans: ['pasportScan', 'adressScan', 'innScan'],
        review: 'confirmed',
      },
    ],
    [
      ctx.secondMemberId,
      {
        userName: 'maria.kuznetsova',
        initials: 'МК',
        colors: ['#be185d', '#f97316'],
        work: {
          Description: 'Работаю с новостройками на севере города, провожу презентации тарифов для жильцов.',
          Department: 'Отдел продаж Северо-Запад',
          Employer: 'ООО «Связь-Регион»',
          JobPost: 'Старший торговый представитель',
          DcAddress: 'г. Санкт-Петербург, Невский пр., д. 28',
          DcNumber: 'ДЦ-078',
          DcDivision: 'Северо-Западный дивизион',
        },
        passport: {
          version: 0,
          gender: 'Женский',
          passportType: 'Паспорт гражданина РФ',
          dateOfBirth: '1993-11-02',
          serial: '4013',
          number: '512904',
          issuedAt: '2013-11-20',
          validTo: '2038-11-02',
          issuer: '',
          registrationAddress: 'г. Санкт-Петербург, ул. Марата, д. 10, кв. 5',
          inn: completePersonInn('7810654321'),
          passportCountry: 'Россия',
          registrationIssuedAt: '',
          registrationExpiresAt: '',
        },
        scans: ['pasportScan'],
        review: null,
      },
    ],
  ]);
}

/** Stores bytes and their `files` row; returns the row id. */
async function storeFile(
  tx: Queryable,
  ctx: DemoContext,
  f: { memberId: string; kind: 'avatar' | ScanKind; bytes: Buffer; mime: string; extension: string; at: Date },
): Promise<string> {
  const storageKey = await ctx.files.put(f.bytes, f.extension);
  return insertFileRow(tx, {
    memberId: f.memberId,
    kind: f.kind,
    mime: f.mime,
    sizeBytes: f.bytes.length,
    storageKey,
    now: f.at,
  });
}

/**
 * Profile demo data: user names, places of work and avatars of both demo members; the demo member
 * (Иван Петров) has a confirmed RF passport with three sample scans, the second member (Мария
 * Кузнецова) one under review with a passport scan. Pictures are drawn locally (placeholders marked
 * 'Образец'), and go through the same checks and re-encoding as uploads. Runs in the caller's
 * transaction; if it rolls back, the stored bytes stay behind unreferenced.
 */
export async function seedProfileDemo(tx: Queryable, ctx: DemoContext): Promise<void> {
  for (const [memberId, demo] of demoProfiles(ctx)) await seedMemberProfile(tx, ctx, memberId, demo);
}

/** One member's user name, place of work, avatar and identity document (reviewed when asked). */
export async function seedMemberProfile(tx: Queryable, ctx: DemoContext, memberId: string, demo: ProfileDemo): Promise<void> {
  const profile = await findProfile(tx, memberId);
  if (!profile) throw new Error(`demo member ${memberId} is missing`);
  const joined = new Date(ctx.now.getTime() - 400 * DAY);
  await updateAccountData(tx, memberId, { email: profile.email ?? '', userName: demo.userName }, joined);
  await updatePlaceOfWork(tx, memberId, demo.work, joined);

  const avatar = await toAvatarWebp(await renderInitialsAvatar(demo.initials, demo.colors));
  const avatarId = await storeFile(tx, ctx, {
    memberId,
    kind: 'avatar',
    bytes: avatar,
    mime: 'image/webp',
    extension: 'webp',
    at: joined,
  });
  await setAvatarFile(tx, memberId, avatarId, joined);

  const sent = new Date(ctx.now.getTime() - 200 * DAY);
  await insertConsent(tx, memberId, PD_CONSENT_VERSION, sent);
  await ensureIdentityRow(tx, memberId, sent);
  for (const kind of demo.scans) {
    const scan = await prepareScan(await renderSampleScan(SCAN_SPECS[kind]));
    const fileId = await storeFile(tx, ctx, {
      memberId,
      kind,
      bytes: await bytesOf(scan.body),
      mime: scan.mime,
      extension: scan.extension,
      at: sent,
    });
    await setScanFile(tx, memberId, kind, fileId, sent);
  }
  // Through the contract: the demo data obeys the same rules (ИНН check digits, dates) as a member's.
  const data = setPassportDataBody.parse(demo.passport);
  const saved = await updateIdentityData(tx, memberId, 0, data, sent);
  if (!saved) throw new Error('demo identity document not saved');
  await recordVersion(tx, memberId, saved, sent);

  if (demo.review) {
    await reviewIdentity(
      tx,
      { memberId, decision: demo.review, comment: '', operatorId: null, operator: 'demo', version: saved.version },
      { now: new Date(sent.getTime() + 2 * DAY) },
    );
  }
}
