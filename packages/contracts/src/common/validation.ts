import * as z from 'zod/mini';

/** Spec §5: name-like fields hold only Cyrillic letters, hyphen and whitespace. */
export const NAME_RE = /^[А-Яа-яЁё\s-]*$/;
/** Spec §5: 1 to 25 letters, digits, hyphen or whitespace. */
export const CODE_RE = /^[\p{L}\d\s-]{1,25}$/u;
export const CODE_MAX_LENGTH = 25;
/** Spec §5 and §9: the default verification code. */
export const DEFAULT_VERIFICATION_CODE = '000000';
export const DATE_MIN = '1925-01-01';
export const DATE_MAX = '2099-12-31';

export const nameSchema = (max = 100) =>
  z
    .string()
    .check(
      z.trim(),
      z.maxLength(max, { error: 'Не длиннее ' + max + ' символов' }),
      z.regex(NAME_RE, { error: 'Только русские буквы, дефис и пробел' }),
    );

/** An ISO calendar date `YYYY-MM-DD` within the spec's bounds, checked as a real date. */
export const isoDateSchema = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Дата должна быть в формате ГГГГ-ММ-ДД' }),
  z.refine((v) => !Number.isNaN(Date.parse(v + 'T00:00:00Z')) && new Date(v + 'T00:00:00Z').toISOString().startsWith(v), {
    error: 'Такой даты не существует',
  }),
  z.refine((v) => v >= DATE_MIN && v <= DATE_MAX, {
    error: 'Дата должна быть между 01.01.1925 и 31.12.2099',
  }),
);
