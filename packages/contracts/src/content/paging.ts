import { z } from 'zod';

/**
 * `skipCount` / `maxResultCount` of the news and notification lists (spec §7). Query values are
 * strings, hence the coercion. A page larger than `max` is cut to `max` rather than refused, so an
 * old client asking for "everything" still gets an answer.
 */
export function skipCountSchema() {
  return z.coerce
    .number({ error: 'Укажите число' })
    .int({ error: 'Укажите целое число' })
    .min(0, { error: 'Не меньше 0' })
    .max(1_000_000, { error: 'Не больше 1 000 000' })
    .default(0)
    .meta({ description: 'Сколько записей пропустить; по умолчанию 0' });
}

export function maxResultCountSchema(defaultSize: number, max: number) {
  return z.coerce
    .number({ error: 'Укажите число' })
    .int({ error: 'Укажите целое число' })
    .min(1, { error: 'Не меньше 1' })
    .default(defaultSize)
    .transform((n) => Math.min(n, max))
    .meta({ description: `Размер страницы; по умолчанию ${defaultSize}, больше ${max} урезается до ${max}` });
}

/** Database ids are bigint; as numbers they stay exact up to 2^53. */
export const entityIdSchema = z.number().int().positive();
