import * as z from 'zod/mini';
import { DATE_MAX, DATE_MIN, NAME_RE } from './input-rules.js';
export * from './input-rules.js';

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
