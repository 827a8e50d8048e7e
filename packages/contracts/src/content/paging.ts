import * as z from 'zod/mini';

/**
 * `skipCount` / `maxResultCount` of the news and notification lists (product §7). Query values are
 * strings, hence the coercion. A page larger than `max` is cut to `max` rather than refused, so an
 * old client asking for "everything" still gets an answer.
 */
export function skipCountSchema() {
  return z
    ._default(
      z.coerce
        .number({ error: 'Укажите число' })
        .check(
          z.int({ error: 'Укажите целое число' }),
          z.gte(0, { error: 'Не меньше 0' }),
          z.lte(1_000_000, { error: 'Не больше 1\u00a0000\u00a0000' }),
        ),
      0,
    )
    .check(z.meta({ description: 'Сколько записей пропустить; по умолчанию 0' }));
}

export function maxResultCountSchema(defaultSize: number, max: number) {
  return z
    .pipe(
      z._default(
        z.coerce
          .number({ error: 'Укажите число' })
          .check(z.int({ error: 'Укажите целое число' }), z.gte(1, { error: 'Не меньше 1' })),
        defaultSize,
      ),
      z.transform((n: number) => Math.min(n, max)),
    )
    .check(z.meta({ description: `Размер страницы; по умолчанию ${defaultSize}, больше ${max} урезается до ${max}` }));
}

/** Database ids are bigint; as numbers they stay exact up to 2^53. */
export const entityIdSchema = z.int().check(z.positive());
