import * as z from 'zod/mini';
import { nameSchema } from '../common/validation.js';
import { defineRoute } from '../http/route.js';
import { profileSavedResponse } from './saved.js';

export const PERSON_NAME_MAX = 50;
export const CITY_NAME_MAX = 100;

const HAS_LETTER_RE = /[А-Яа-яЁё]/;
// Only when the value passed the earlier checks: a field shows one reason, not two.
const noEarlierIssues = (payload: { issues?: readonly unknown[] }) => (payload.issues ?? []).length === 0;

/** A name part: Cyrillic letters, hyphen and spaces (product §5), with at least one letter. */
export function personNameSchema(max = PERSON_NAME_MAX) {
  return nameSchema(max).check(
    z.refine((v) => v === '' || HAS_LETTER_RE.test(v), {
      error: 'Должна быть хотя бы одна русская буква',
      when: noEarlierIssues,
    }),
  );
}

/** The same, and it may not be empty. */
export function requiredPersonNameSchema(max = PERSON_NAME_MAX) {
  return nameSchema(max).check(
    z.minLength(1, { error: 'Заполните поле', abort: true }),
    z.refine((v) => HAS_LETTER_RE.test(v), { error: 'Должна быть хотя бы одна русская буква', when: noEarlierIssues }),
  );
}

/**
 * POST /api/lk/edit/set-user-data/ — the personal-data form, all four fields (the middle name and
 * the city may be empty). Values are trimmed.
 */
export const setUserDataBody = z
  .object({
    firstName: requiredPersonNameSchema(),
    middleName: personNameSchema(),
    lastName: requiredPersonNameSchema(),
    cityName: personNameSchema(CITY_NAME_MAX),
  })
  .register(z.globalRegistry, { id: 'SetUserDataBody' });
export type SetUserDataInput = z.input<typeof setUserDataBody>;
export type SetUserData = z.output<typeof setUserDataBody>;

export const setUserDataRoute = defineRoute({
  method: 'POST',
  path: '/api/lk/edit/set-user-data/',
  operationId: 'setUserData',
  summary: 'Изменить ФИО и город',
  description: 'Все четыре поля обязательны; отчество и город могут быть пустой строкой.',
  tag: 'profile',
  access: 'member',
  body: setUserDataBody,
  response: profileSavedResponse,
  errors: [],
});
