import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';
import { profileSavedResponse } from './saved.js';
import { countRu } from '../common/plural.js';

export const PLACE_OF_WORK_MAX = 200;
export const DESCRIPTION_MAX = 1000;

// Tabs, newlines and other control characters have no place in one-line fields.
const ONE_LINE_RE = /^[^\p{Cc}]*$/u;
// The description may keep line breaks, nothing else invisible.
const MULTI_LINE_RE = /^[^\p{Cc}]*(?:\r?\n[^\p{Cc}]*)*$/u;

// Required, though it may be empty: a body that leaves a field out must not erase what is saved.
const TEXT = { error: 'Ожидается текст' };

const oneLine = (max: number) =>
  z
    .string(TEXT)
    .check(
      z.trim(),
      z.maxLength(max, { error: `Не длиннее ${countRu(max, ['символа', 'символов', 'символов'])}` }),
      z.regex(ONE_LINE_RE, { error: 'Текст в одну строку без служебных символов' }),
    );

/**
 * PUT /api/lk/edit/set-place-of-work/ — the spec's `extraProperties`, all seven fields (empty to
 * clear one). Values are trimmed.
 */
export const setPlaceOfWorkBody = z
  .object({
    Description: z
      .string(TEXT)
      .check(
        z.trim(),
        z.maxLength(DESCRIPTION_MAX, { error: `Не длиннее ${countRu(DESCRIPTION_MAX, ['символа', 'символов', 'символов'])}` }),
        z.regex(MULTI_LINE_RE, { error: 'Недопустимые служебные символы' }),
      ),
    Department: oneLine(PLACE_OF_WORK_MAX),
    Employer: oneLine(PLACE_OF_WORK_MAX),
    JobPost: oneLine(PLACE_OF_WORK_MAX),
    DcAddress: oneLine(PLACE_OF_WORK_MAX),
    DcNumber: oneLine(50),
    DcDivision: oneLine(PLACE_OF_WORK_MAX),
  })
  .register(z.globalRegistry, { id: 'SetPlaceOfWorkBody' });
export type SetPlaceOfWorkInput = z.input<typeof setPlaceOfWorkBody>;
export type SetPlaceOfWork = z.output<typeof setPlaceOfWorkBody>;

export const setPlaceOfWorkRoute = defineRoute({
  method: 'PUT',
  path: '/api/lk/edit/set-place-of-work/',
  operationId: 'setPlaceOfWork',
  summary: 'Изменить место работы',
  description: 'Все семь полей обязательны (пустая строка очищает поле): пропущенное поле — отказ, а не стирание.',
  tag: 'profile',
  access: 'member',
  body: setPlaceOfWorkBody,
  response: profileSavedResponse,
  errors: [],
});
