import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';
import { profileSavedResponse } from './saved.js';
import { countRu } from '../common/plural.js';

/** 3–32 Latin letters, digits, '.', '_' or '-', starting with a letter or digit. */
export const USER_NAME_RE = /^[A-Za-z0-9][A-Za-z0-9._-]{2,31}$/;
export const EMAIL_MAX = 254;

/** The text of a refused user name that another member holds already. */
export const USER_NAME_TAKEN_MESSAGE = 'Это имя пользователя уже занято';

/**
 * PUT /api/lk/edit/set-account-data/ — e-mail ('' removes it) and user name. The phone is the
 * sign-in identity and is not changed here: a `phoneNumber` in the body is ignored.
 */
export const setAccountDataBody = z
  .object({
    email: z.pipe(
      z
        .string({ error: 'Ожидается текст' })
        .check(
          z.trim(),
          z.maxLength(EMAIL_MAX, { error: `Не длиннее ${countRu(EMAIL_MAX, ['символа', 'символов', 'символов'])}`, abort: true }),
        ),
      z.union([z.literal(''), z.email({ error: 'Некорректный адрес электронной почты' })], {
        error: 'Некорректный адрес электронной почты',
      }),
    ),
    userName: z.string({ error: 'Ожидается текст' }).check(
      z.trim(),
      z.regex(USER_NAME_RE, {
        error: 'Имя пользователя: от 3 до 32 латинских букв, цифр и знаков «.», «_», «-», начинается с буквы или цифры',
      }),
    ),
  })
  .register(z.globalRegistry, { id: 'SetAccountDataBody' });
export type SetAccountDataInput = z.input<typeof setAccountDataBody>;
export type SetAccountData = z.output<typeof setAccountDataBody>;

export const setAccountDataRoute = defineRoute({
  method: 'PUT',
  path: '/api/lk/edit/set-account-data/',
  operationId: 'setAccountData',
  summary: 'Изменить e-mail и имя пользователя (телефон здесь не меняется)',
  tag: 'profile',
  access: 'member',
  body: setAccountDataBody,
  response: profileSavedResponse,
  errors: [],
});
