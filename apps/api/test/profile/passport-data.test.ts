import { consentResponse, passportDataResponse, PD_CONSENT_VERSION } from '@cabinet/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { reviewIdentity } from '../../src/features/identity/review.js';
import { buildTestApp, type SignedIn, type TestContext } from '../helper.js';
import { getPassport, giveConsent, passportBody, savePassport, signedInMember, VALID_INN } from './fixtures.js';

let ctx: TestContext;
let ivan: SignedIn;
let maria: SignedIn;

beforeAll(async () => {
  ctx = await buildTestApp();
  ivan = await signedInMember(ctx);
  maria = await signedInMember(ctx);
});

const EMPTY = {
  gender: '',
  passportType: '',
  dateOfBirth: '',
  serial: '',
  number: '',
  issuedAt: '',
  validTo: '',
  registrationAddress: '',
  inn: '',
  version: 0,
  status: 'На рассмотрении',
  passportCountry: '',
  registrationIssuedAt: '',
  registrationExpiresAt: '',
  comment: '',
  issuer: '',
  pasportScan: null,
  adressScan: null,
  innScan: null,
  consentGiven: false,
};

const SAVED = {
  gender: 'Мужской',
  passportType: 'Паспорт гражданина РФ',
  dateOfBirth: '1990-05-14',
  serial: '4510',
  number: '123456',
  issuedAt: '2010-06-01',
  validTo: '',
  registrationAddress: 'г. Москва, ул. Тверская, д. 1, кв. 1',
  inn: VALID_INN,
  version: 1,
  status: 'На рассмотрении',
  passportCountry: 'Россия',
  registrationIssuedAt: '',
  registrationExpiresAt: '',
  comment: '',
  issuer: '',
  pasportScan: null,
  adressScan: null,
  innScan: null,
  consentGiven: true,
};

async function storedRow(memberId: string) {
  const { rows } = await ctx.db.query('SELECT * FROM identity_documents WHERE member_id = $1', [memberId]);
  return rows[0];
}

describe('before any identity data', () => {
  it('GET answers empty defaults, version 0 and the default status', async () => {
    const res = await getPassport(ctx, ivan);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ passportData: EMPTY });
    expect(passportDataResponse.safeParse(res.json()).success).toBe(true);
  });

  it('refuses to save without the consent to personal-data processing, writing nothing', async () => {
    const res = await savePassport(ctx, ivan, passportBody());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'consent_required', message: 'Необходимо согласие на обработку персональных данных' });
    expect(await storedRow(ivan.userId)).toBeUndefined();
  });

  it('records the consent once, with its date', async () => {
    const none = await ctx.app.inject({ method: 'GET', url: '/api/lk/consent', headers: ivan.headers });
    expect(none.json()).toEqual({ consent: null, currentVersion: PD_CONSENT_VERSION });

    const stale = await ctx.app.inject({
      method: 'POST',
      url: '/api/lk/consent',
      headers: ivan.headers,
      payload: { version: '2019-01' },
    });
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual({
      code: 'validation_error',
      message: 'Проверьте правильность заполнения полей',
      fields: { version: 'Текст согласия обновился. Обновите страницу и подтвердите согласие ещё раз.' },
    });

    const given = await ctx.app.inject({
      method: 'POST',
      url: '/api/lk/consent',
      headers: ivan.headers,
      payload: { version: PD_CONSENT_VERSION },
    });
    expect(given.statusCode).toBe(200);
    const at = ctx.clock.now().toISOString();
    expect(given.json()).toEqual({ consent: { version: PD_CONSENT_VERSION, givenAt: at }, currentVersion: PD_CONSENT_VERSION });
    expect(consentResponse.safeParse(given.json()).success).toBe(true);

    ctx.clock.advance(60_000);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/lk/consent',
      headers: ivan.headers,
      payload: { version: PD_CONSENT_VERSION },
    });
    expect(again.json().consent.givenAt).toBe(at);
    expect((await getPassport(ctx, ivan)).json().passportData.consentGiven).toBe(true);
    // Maria has not agreed.
    expect((await getPassport(ctx, maria)).json().passportData.consentGiven).toBe(false);
  });
});

describe('POST /api/lk/edit/set-passport-data/', () => {
  it('saves with the spec’s rules and answers the new data, version 1, under review', async () => {
    const res = await savePassport(ctx, ivan, {
      ...passportBody({ serial: '45 10', passportCountry: 'Франция', registrationIssuedAt: '', registrationExpiresAt: null }),
      // What the web form carries besides the data: ignored.
      pasportScan: '/api/files/pasportScan/x',
      status: 'Подтверждено',
      comment: 'сам себе подтвердил',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ passportData: SAVED, sentForReview: true });
    expect((await getPassport(ctx, ivan)).json()).toEqual({ passportData: SAVED });
    const row = await storedRow(ivan.userId);
    expect(row).toMatchObject({
      serial: '4510',
      passport_country: 'Россия',
      registration_issued_at: null,
      registration_expires_at: null,
      status: 'pending',
      version: 1,
    });
  });

  it('a missing serial is saved as an empty string for a foreign passport', async () => {
    await giveConsent(ctx, maria);
    const body = passportBody({
      gender: 'Женский',
      passportType: 'Паспорт иностранного гражданина',
      passportCountry: 'Казахстан',
      number: 'N12345678',
      validTo: '2030-06-01',
      registrationIssuedAt: '2024-01-10',
      registrationExpiresAt: '2025-01-10',
      issuer: 'МВД Республики Казахстан',
    });
    delete body.serial;
    const res = await savePassport(ctx, maria, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().passportData).toMatchObject({
      serial: '',
      number: 'N12345678',
      passportCountry: 'Казахстан',
      validTo: '2030-06-01',
      registrationIssuedAt: '2024-01-10',
      registrationExpiresAt: '2025-01-10',
      issuer: 'МВД Республики Казахстан',
      version: 1,
    });
  });

  const refusals: [string, Record<string, unknown>, Record<string, string>][] = [
    ['a date before 1925', { dateOfBirth: '1924-12-31' }, { dateOfBirth: 'Дата должна быть между 01.01.1925 и 31.12.2099' }],
    ['a date after 2099', { validTo: '2100-01-01' }, { validTo: 'Дата должна быть между 01.01.1925 и 31.12.2099' }],
    ['a malformed date', { issuedAt: '01.06.2010' }, { issuedAt: 'Дата должна быть в формате ГГГГ-ММ-ДД' }],
    ['a date that does not exist', { issuedAt: '2010-02-30' }, { issuedAt: 'Такой даты не существует' }],
    ['a missing date of birth', { dateOfBirth: '' }, { dateOfBirth: 'Укажите дату рождения' }],
    [
      'a wrong ИНН check digit',
      { inn: VALID_INN.slice(0, 11) + String((Number(VALID_INN[11]) + 1) % 10) },
      { inn: 'Неверный ИНН: не сходится контрольное число' },
    ],
    ['an ИНН of an organisation', { inn: '7707083893' }, { inn: 'ИНН физического лица — 12 цифр' }],
    ['an RF serial of 3 digits', { serial: '451' }, { serial: 'Серия паспорта РФ — 4 цифры' }],
    ['an RF number with letters', { number: '12345A' }, { number: 'Номер паспорта РФ — 6 цифр' }],
    [
      'a foreign passport without country',
      { passportType: 'Паспорт иностранного гражданина', passportCountry: '' },
      { passportCountry: 'Укажите страну, выдавшую документ' },
    ],
    ['an issue date before birth', { issuedAt: '1985-01-01' }, { issuedAt: 'Дата выдачи не может быть раньше даты рождения' }],
    ['an unknown document type', { passportType: 'Водительское удостоверение' }, { passportType: 'Выберите вид документа' }],
    ['no version', { version: undefined }, { version: 'Не указана версия документа' }],
    ['an empty address', { registrationAddress: ' ' }, { registrationAddress: 'Укажите адрес регистрации' }],
  ];

  it.each(refusals)('refuses %s, changing nothing', async (_name, change, fields) => {
    const before = await storedRow(ivan.userId);
    const res = await savePassport(ctx, ivan, { ...passportBody({ version: 1 }), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'validation_error', message: 'Проверьте правильность заполнения полей', fields });
    expect(await storedRow(ivan.userId)).toEqual(before);
  });

  it('refuses dates in the future of the server’s clock', async () => {
    const tomorrowPlus = new Date(ctx.clock.now().getTime() + 3 * 86_400_000).toISOString().slice(0, 10);
    const res = await savePassport(ctx, ivan, passportBody({ version: 1, issuedAt: tomorrowPlus }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ issuedAt: 'Дата выдачи не может быть в будущем' });
  });

  it('refuses a stale version with 409 and writes nothing', async () => {
    const before = await storedRow(ivan.userId);
    const res = await savePassport(ctx, ivan, passportBody({ version: 0, number: '654321' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'conflict',
      message: 'Данные уже изменились в другом окне. Обновите страницу и повторите изменения.',
    });
    expect(await storedRow(ivan.userId)).toEqual(before);
    const ahead = await savePassport(ctx, ivan, passportBody({ version: 7 }));
    expect(ahead.statusCode).toBe(409);
    expect(await storedRow(ivan.userId)).toEqual(before);
  });

  it('of parallel saves with one version exactly one wins', async () => {
    const numbers = ['100001', '100002', '100003', '100004', '100005', '100006', '100007', '100008'];
    const results = await Promise.all(numbers.map((number) => savePassport(ctx, ivan, passportBody({ version: 1, number }))));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const winner = results.find((r) => r.statusCode === 200)!.json().passportData;
    expect(winner.version).toBe(2);
    const row = await storedRow(ivan.userId);
    expect(row).toMatchObject({ version: 2, number: winner.number });
  });

  it('of parallel first saves (version 0) exactly one wins', async () => {
    const anna = await signedInMember(ctx);
    await giveConsent(ctx, anna);
    const results = await Promise.all(
      ['200001', '200002', '200003', '200004', '200005'].map((number) => savePassport(ctx, anna, passportBody({ number }))),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await storedRow(anna.userId)).toMatchObject({ version: 1 });
  });
});

describe('review by an operator', () => {
  it('confirms: status Подтверждено, the member is notified; an unchanged save keeps it', async () => {
    await ctx.db.transaction((tx) =>
      reviewIdentity(
        tx,
        {
          memberId: ivan.userId,
          decision: 'confirmed',
          comment: '',
          operatorId: null,
          operator: 'operator@example.ru',
          version: 2,
        },
        { now: ctx.clock.now() },
      ),
    );
    const data = (await getPassport(ctx, ivan)).json().passportData;
    expect(data).toMatchObject({ status: 'Подтверждено', comment: '', version: 2 });
    const { rows } = await ctx.db.query<{ category: string; title: string; body: string; link: string }>(
      'SELECT category, title, body, link FROM notifications WHERE member_id = $1',
      [ivan.userId],
    );
    expect(rows).toEqual([
      { category: 'identity', title: 'Паспортные данные подтверждены', body: 'Теперь вам доступен вывод средств.', link: '/lk' },
    ]);

    const { version, status: _s, comment: _c, consentGiven: _g, pasportScan: _p, adressScan: _a, innScan: _i, ...fields } = data;
    const same = await savePassport(ctx, ivan, { ...fields, version });
    expect(same.statusCode).toBe(200);
    expect(same.json().passportData).toMatchObject({ status: 'Подтверждено', version: 2 });
  });

  it('decides each version once: the second decision on version 2 is refused with who and when', async () => {
    const again = ctx.db.transaction((tx) =>
      reviewIdentity(
        tx,
        { memberId: ivan.userId, decision: 'rejected', comment: 'Поздно', operatorId: null, operator: 'op', version: 2 },
        { now: ctx.clock.now() },
      ),
    );
    await expect(again).rejects.toMatchObject({
      code: 'identity_already_reviewed',
      message: expect.stringMatching(/^Эту версию документа уже подтвердил\(а\) operator@example\.ru в \d{2}:\d{2}$/),
    });
  });

  it('rejects with a comment; a change puts it back under review and clears the comment', async () => {
    const changed = await savePassport(
      ctx,
      ivan,
      passportBody({ version: 2, registrationAddress: 'г. Москва, ул. Арбат, д. 2' }),
    );
    expect(changed.json()).toMatchObject({ sentForReview: true, passportData: { status: 'На рассмотрении', version: 3 } });
    const refused = ctx.db.transaction((tx) =>
      reviewIdentity(
        tx,
        { memberId: ivan.userId, decision: 'rejected', comment: '  ', operatorId: null, operator: 'op', version: 3 },
        { now: ctx.clock.now() },
      ),
    );
    await expect(refused).rejects.toMatchObject({
      code: 'validation_error',
      details: { fields: { comment: 'Напишите участнику, что исправить' } },
    });

    await ctx.db.transaction((tx) =>
      reviewIdentity(
        tx,
        {
          memberId: ivan.userId,
          decision: 'rejected',
          comment: 'Серия не совпадает со сканом',
          operatorId: null,
          operator: 'op',
          version: 3,
        },
        { now: ctx.clock.now() },
      ),
    );
    const rejected = (await getPassport(ctx, ivan)).json().passportData;
    expect(rejected).toMatchObject({ status: 'Отклонено', comment: 'Серия не совпадает со сканом', version: 3 });
    const { rows } = await ctx.db.query<{ title: string; body: string }>(
      "SELECT title, body FROM notifications WHERE member_id = $1 AND title LIKE '%отклонены'",
      [ivan.userId],
    );
    expect(rows).toEqual([
      {
        title: 'Паспортные данные отклонены',
        body: 'Исправьте данные в профиле и отправьте их снова. Комментарий: Серия не совпадает со сканом',
      },
    ]);

    const res = await savePassport(ctx, ivan, passportBody({ version: 3, serial: '4511' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().passportData).toMatchObject({ status: 'На рассмотрении', comment: '', version: 4, serial: '4511' });
  });

  it('refuses to review a stale version or a member without data', async () => {
    const stale = ctx.db.transaction((tx) =>
      reviewIdentity(
        tx,
        { memberId: ivan.userId, decision: 'confirmed', comment: '', operatorId: null, operator: 'op', version: 3 },
        { now: ctx.clock.now() },
      ),
    );
    await expect(stale).rejects.toMatchObject({ code: 'identity_version_stale' });
    const nobody = await signedInMember(ctx);
    const none = ctx.db.transaction((tx) =>
      reviewIdentity(
        tx,
        { memberId: nobody.userId, decision: 'confirmed', comment: '', operatorId: null, operator: 'op', version: 1 },
        { now: ctx.clock.now() },
      ),
    );
    await expect(none).rejects.toMatchObject({ code: 'not_found' });
    expect((await getPassport(ctx, ivan)).json().passportData.status).toBe('На рассмотрении');
  });
});
