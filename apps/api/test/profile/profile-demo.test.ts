import { isValidInn, passportDataResponse, personalInfoResponse } from '@cabinet/contracts';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PHONE, SECOND_PHONE, seedMember } from '../../src/seed/members.js';
import { seedProfileDemo } from '../../src/seed/profile-demo.js';
import { buildTestApp, signIn, type SignedIn, type TestContext } from '../helper.js';
import { fileRows, storedFiles } from './fixtures.js';

let ctx: TestContext;
let ivan: SignedIn;
let maria: SignedIn;

beforeAll(async () => {
  ctx = await buildTestApp();
  const demoMemberId = await seedMember(ctx.db, {
    phone: DEMO_PHONE,
    firstName: 'Иван',
    middleName: 'Сергеевич',
    lastName: 'Петров',
    cityName: 'Москва',
    email: 'ivan.petrov@example.ru',
  });
  const secondMemberId = await seedMember(ctx.db, {
    phone: SECOND_PHONE,
    firstName: 'Мария',
    middleName: 'Александровна',
    lastName: 'Кузнецова',
    cityName: 'Санкт-Петербург',
  });
  await ctx.db.transaction((tx) =>
    seedProfileDemo(tx, { demoMemberId, secondMemberId, now: ctx.clock.now(), files: ctx.app.deps.files }),
  );
  ivan = await signIn(ctx, DEMO_PHONE);
  maria = await signIn(ctx, SECOND_PHONE);
});

const get = (url: string, who: SignedIn) => ctx.app.inject({ method: 'GET', url, headers: who.headers });

describe('seedProfileDemo', () => {
  it('gives Иван Петров a full profile with a generated avatar', async () => {
    const { userInfo } = personalInfoResponse.parse((await get('/api/lk/personal-info/', ivan)).json());
    expect(userInfo.extraProperties).toMatchObject({
      Employer: 'ООО «Связь-Регион»',
      Department: 'Отдел прямых продаж',
      JobPost: 'Торговый представитель',
    });
    expect(Object.values(userInfo.extraProperties).every((v) => v.length > 0)).toBe(true);
    expect((await get('/api/lk/account-info/', ivan)).json().accountInfo).toEqual({
      email: 'ivan.petrov@example.ru',
      phoneNumber: DEMO_PHONE,
      userName: 'ivan.petrov',
    });
    const avatar = await get(userInfo.avatarUrl!, ivan);
    expect(avatar.statusCode).toBe(200);
    expect(await sharp(avatar.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 512, height: 512 });
  });

  it('gives him a confirmed RF passport with three readable scans and the consent', async () => {
    const { passportData } = passportDataResponse.parse((await get('/api/lk/edit/get-passport-data/', ivan)).json());
    expect(passportData).toMatchObject({
      passportType: 'Паспорт гражданина РФ',
      passportCountry: 'Россия',
      status: 'Подтверждено',
      version: 1,
      consentGiven: true,
    });
    expect(passportData.registrationAddress).toContain('Москва');
    expect(isValidInn(passportData.inn, 'person')).toBe(true);
    for (const url of [passportData.pasportScan, passportData.adressScan, passportData.innScan]) {
      const res = await get(url!, ivan);
      expect(res.statusCode).toBe(200);
      expect(['image/png', 'image/jpeg']).toContain(res.headers['content-type']);
      expect((await get(url!, maria)).statusCode).toBe(404);
    }
    const { rows } = await ctx.db.query("SELECT title FROM notifications WHERE member_id = $1 AND category = 'identity'", [
      ivan.userId,
    ]);
    expect(rows).toEqual([{ title: 'Паспортные данные подтверждены' }]);
  });

  it('gives Мария Кузнецова a filled profile and a passport under review', async () => {
    const { userInfo } = personalInfoResponse.parse((await get('/api/lk/personal-info/', maria)).json());
    expect(userInfo.avatarUrl).not.toBeNull();
    expect(userInfo.extraProperties.Employer).toBe('ООО «Связь-Регион»');
    const { passportData } = passportDataResponse.parse((await get('/api/lk/edit/get-passport-data/', maria)).json());
    expect(passportData).toMatchObject({
      status: 'На рассмотрении',
      version: 1,
      consentGiven: true,
      adressScan: null,
      innScan: null,
    });
    expect(passportData.pasportScan).not.toBeNull();
  });

  it('stores exactly the files it references', async () => {
    expect((await fileRows(ctx)).length).toBe(6);
    expect(await storedFiles(ctx)).toHaveLength(6);
  });
});
