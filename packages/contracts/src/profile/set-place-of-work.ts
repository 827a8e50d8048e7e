import { z } from 'zod';

export const PLACE_OF_WORK_MAX = 200;
export const DESCRIPTION_MAX = 1000;

// Tabs, newlines and other control characters have no place in one-line fields.
const ONE_LINE_RE = /^[^\p{Cc}]*$/u;
// The description may keep line breaks, nothing else invisible.
const MULTI_LINE_RE = /^[^\p{Cc}]*(?:\r?\n[^\p{Cc}]*)*$/u;

const oneLine = (max: number) =>
  z
    .string({ error: 'Ожидается текст' })
    .trim()
    .max(max, { error: `Не длиннее ${max} символов` })
    .regex(ONE_LINE_RE, { error: 'Текст в одну строку без служебных символов' })
    .default('');

/**
 * PUT /api/lk/edit/set-place-of-work/ — the spec's `extraProperties`, every field optional
 * (a missing one is saved empty). Values are trimmed.
 */
export const setPlaceOfWorkBody = z
  .object({
    Description: z
      .string({ error: 'Ожидается текст' })
      .trim()
      .max(DESCRIPTION_MAX, { error: `Не длиннее ${DESCRIPTION_MAX} символов` })
      .regex(MULTI_LINE_RE, { error: 'Недопустимые служебные символы' })
      .default(''),
    Department: oneLine(PLACE_OF_WORK_MAX),
    Employer: oneLine(PLACE_OF_WORK_MAX),
    JobPost: oneLine(PLACE_OF_WORK_MAX),
    DcAddress: oneLine(PLACE_OF_WORK_MAX),
    DcNumber: oneLine(50),
    DcDivision: oneLine(PLACE_OF_WORK_MAX),
  })
  .meta({ id: 'SetPlaceOfWorkBody' });
export type SetPlaceOfWorkInput = z.input<typeof setPlaceOfWorkBody>;
export type SetPlaceOfWork = z.output<typeof setPlaceOfWorkBody>;
