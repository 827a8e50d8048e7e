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

/**
 * A filter's range whose end comes before its start finds nothing and says nothing: refused instead,
 * on the end's field, so a form shows the reason beside it (decision 0030). Either end may be absent.
 */
export function orderedRange<K extends string>(from: K, to: K, error: string) {
  return z.refine(
    (value: unknown) => {
      const query = value as Partial<Record<K, string | number | undefined>>;
      const start = query[from];
      const end = query[to];
      return start === undefined || end === undefined || start <= end;
    },
    { error, path: [to], when: (payload) => payload.issues.length === 0 },
  );
}
export const DATE_RANGE_INVERTED = 'Дата «по» раньше даты «с»';
export const AMOUNT_RANGE_INVERTED = 'Сумма «до» меньше суммы «от»';
