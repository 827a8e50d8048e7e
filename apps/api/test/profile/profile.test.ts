import { accountInfoResponse, personalInfoResponse } from '@cabinet/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, type TestContext } from '../helper.js';
import { signedInMember } from './fixtures.js';

let ctx: TestContext;
let ivan: SignedIn & { phone: string };
let maria: SignedIn & { phone: string };

beforeAll(async () => {
  ctx = await buildTestApp();
  ivan = await signedInMember(ctx, {
    firstName: 'Иван',
    middleName: 'Сергеевич',
    lastName: 'Петров',
    cityName: 'Москва',
    email: 'ivan@example.ru',
  });
  maria = await signedInMember(ctx, { firstName: 'Мария', middleName: '', lastName: 'Кузнецова', cityName: 'Казань' });
});

const get = (url: string, who: SignedIn | null) => ctx.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
const send = (method: 'POST' | 'PUT', url: string, who: SignedIn | null, payload: unknown) =>
  ctx.app.inject({ method, url, headers: who?.headers ?? {}, payload: payload as object });

const personalInfo = async (who: SignedIn) => personalInfoResponse.parse((await get('/api/lk/personal-info/', who)).json());
const accountInfo = async (who: SignedIn) => accountInfoResponse.parse((await get('/api/lk/account-info/', who)).json());

const EMPTY_WORK = { Description: '', Department: '', Employer: '', JobPost: '', DcAddress: '', DcNumber: '', DcDivision: '' };

describe('GET /api/lk/personal-info/ and /api/lk/account-info/', () => {
  it('answers the member’s own data in the contract’s shape', async () => {
    const res = await get('/api/lk/personal-info/', ivan);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      userInfo: {
        firstName: 'Иван',
        middleName: 'Сергеевич',
        lastName: 'Петров',
        cityName: 'Москва',
        phoneVerificationStatus: 'verified',
        avatarUrl: null,
        extraProperties: EMPTY_WORK,
      },
    });
    expect(personalInfoResponse.safeParse(res.json()).success).toBe(true);

    const account = await get('/api/lk/account-info/', ivan);
    expect(account.statusCode).toBe(200);
    expect(account.json()).toEqual({ accountInfo: { email: 'ivan@example.ru', phoneNumber: ivan.phone, userName: '' } });
    expect(accountInfoResponse.safeParse(account.json()).success).toBe(true);
  });

  it('shows each member only their own profile', async () => {
    expect((await personalInfo(maria)).userInfo.lastName).toBe('Кузнецова');
    expect((await accountInfo(maria)).accountInfo).toEqual({ email: '', phoneNumber: maria.phone, userName: '' });
  });
});

describe('POST /api/lk/edit/set-user-data/', () => {
  it('saves trimmed Cyrillic names and answers true', async () => {
    const res = await send('POST', '/api/lk/edit/set-user-data/', maria, {
      firstName: '  Мария ',
      middleName: 'Александровна',
      lastName: 'Римская-Корсакова',
      cityName: 'Ростов-на-Дону',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBe(true);
    const { userInfo } = await personalInfo(maria);
    expect(userInfo).toMatchObject({
      firstName: 'Мария',
      middleName: 'Александровна',
      lastName: 'Римская-Корсакова',
      cityName: 'Ростов-на-Дону',
    });
  });

  it('refuses a Latin name, an empty last name and a name without letters, changing nothing', async () => {
    const before = await personalInfo(ivan);
    const res = await send('POST', '/api/lk/edit/set-user-data/', ivan, {
      firstName: 'John',
      middleName: '---',
      lastName: '  ',
      cityName: 'Moscow',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'validation_error',
      message: 'Проверьте правильность заполнения полей',
      fields: {
        firstName: 'Только русские буквы, дефис и пробел',
        middleName: 'Должна быть хотя бы одна русская буква',
        lastName: 'Заполните поле',
        cityName: 'Только русские буквы, дефис и пробел',
      },
    });
    expect(await personalInfo(ivan)).toEqual(before);
  });

  it('refuses a missing first name and an over-long one', async () => {
    const rest = { middleName: '', lastName: 'Петров', cityName: '' };
    const res = await send('POST', '/api/lk/edit/set-user-data/', ivan, rest);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ firstName: 'Некорректное значение' });
    const long = await send('POST', '/api/lk/edit/set-user-data/', ivan, { ...rest, firstName: 'Я'.repeat(51) });
    expect(long.json().fields).toEqual({ firstName: 'Не длиннее 50 символов' });
  });

  it('refuses a body that leaves fields out instead of erasing them', async () => {
    const before = await personalInfo(ivan);
    const res = await send('POST', '/api/lk/edit/set-user-data/', ivan, { firstName: 'Иван', lastName: 'Петров' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ middleName: 'Некорректное значение', cityName: 'Некорректное значение' });
    expect(await personalInfo(ivan)).toEqual(before);
  });
});

describe('PUT /api/lk/edit/set-place-of-work/', () => {
  const work = {
    Description: 'Подключаю абонентов в частном секторе.\nРаботаю по выходным.',
    Department: 'Отдел прямых продаж',
    Employer: 'ООО «Связь-Регион»',
    JobPost: 'Торговый представитель',
    DcAddress: 'г. Москва, ул. Тверская, д. 7',
    DcNumber: 'ДЦ-017',
    DcDivision: 'Центральный',
  };

  it('saves every field and shows it in extraProperties', async () => {
    const res = await send('PUT', '/api/lk/edit/set-place-of-work/', ivan, work);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBe(true);
    expect((await personalInfo(ivan)).userInfo.extraProperties).toEqual(work);
  });

  it('refuses an empty or partial body instead of erasing the fields left out', async () => {
    await send('PUT', '/api/lk/edit/set-place-of-work/', ivan, work);
    for (const body of [{}, { Employer: 'ООО «Другая»' }]) {
      const res = await send('PUT', '/api/lk/edit/set-place-of-work/', ivan, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('validation_error');
    }
    expect((await personalInfo(ivan)).userInfo.extraProperties).toEqual(work);
  });

  it('refuses over-long values and control characters, changing nothing', async () => {
    const res = await send('PUT', '/api/lk/edit/set-place-of-work/', ivan, {
      ...work,
      Employer: 'О'.repeat(201),
      JobPost: 'Торговый\tпредставитель',
      Description: 'Д'.repeat(1001),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'validation_error',
      message: 'Проверьте правильность заполнения полей',
      fields: {
        Employer: 'Не длиннее 200 символов',
        JobPost: 'Текст в одну строку без служебных символов',
        // Counts are written as the cabinet's amounts are: thousands apart, by a no-break space.
        Description: expect.stringMatching(/^Не длиннее 1\s000 символов$/),
      },
    });
    expect((await personalInfo(ivan)).userInfo.extraProperties).toEqual(work);
  });
});

describe('PUT /api/lk/edit/set-account-data/', () => {
  it('saves e-mail and user name; the phone is not changed here', async () => {
    const res = await send('PUT', '/api/lk/edit/set-account-data/', ivan, {
      email: ' ivan.petrov@example.ru ',
      userName: 'ivan.petrov',
      phoneNumber: '79990000000',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBe(true);
    expect((await accountInfo(ivan)).accountInfo).toEqual({
      email: 'ivan.petrov@example.ru',
      phoneNumber: ivan.phone,
      userName: 'ivan.petrov',
    });
  });

  it('refuses a bad e-mail and a bad user name, changing nothing', async () => {
    const res = await send('PUT', '/api/lk/edit/set-account-data/', ivan, { email: 'ivan@', userName: 'иван' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'validation_error',
      message: 'Проверьте правильность заполнения полей',
      fields: {
        email: 'Некорректный адрес электронной почты',
        userName: 'Имя пользователя: от 3 до 32 латинских букв, цифр и знаков «.», «_», «-», начинается с буквы или цифры',
      },
    });
    const short = await send('PUT', '/api/lk/edit/set-account-data/', ivan, { email: '', userName: 'iv' });
    expect(short.statusCode).toBe(400);
    expect(Object.keys(short.json().fields)).toEqual(['userName']);
    expect((await accountInfo(ivan)).accountInfo.userName).toBe('ivan.petrov');
  });

  it('refuses a user name another member holds, in any letter case', async () => {
    const res = await send('PUT', '/api/lk/edit/set-account-data/', maria, {
      email: 'maria@example.ru',
      userName: 'Ivan.Petrov',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'validation_error',
      message: 'Проверьте правильность заполнения полей',
      fields: { userName: 'Это имя пользователя уже занято' },
    });
    expect((await accountInfo(maria)).accountInfo).toEqual({ email: '', phoneNumber: maria.phone, userName: '' });
  });

  it('lets a member keep their own name with another letter case, and clear the e-mail', async () => {
    const res = await send('PUT', '/api/lk/edit/set-account-data/', ivan, { email: '', userName: 'Ivan.Petrov' });
    expect(res.statusCode).toBe(200);
    expect((await accountInfo(ivan)).accountInfo).toEqual({ email: '', phoneNumber: ivan.phone, userName: 'Ivan.Petrov' });
  });
});

describe('sign-in is required', () => {
  it.each([
    ['GET', '/api/lk/personal-info/'],
    ['GET', '/api/lk/account-info/'],
    ['POST', '/api/lk/edit/set-user-data/'],
    ['PUT', '/api/lk/edit/set-place-of-work/'],
    ['PUT', '/api/lk/edit/set-account-data/'],
    ['PUT', '/api/lk/edit/set-img/'],
    ['GET', '/api/lk/edit/get-passport-data/'],
    ['POST', '/api/lk/edit/set-passport-data/'],
    ['PUT', '/api/lk/edit/set-passport-file/'],
    ['GET', '/api/lk/consent'],
    ['POST', '/api/lk/consent'],
    ['GET', '/api/files/avatar/00000000-0000-0000-0000-000000000000'],
  ] as const)('%s %s answers 401 without a token', async (method, url) => {
    const res = await ctx.app.inject({ method, url, ...(method === 'GET' ? {} : { payload: {} }) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'unauthorized', message: 'Unauthorized' });
  });
});
