import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';
import {
  WEB_VITAL_MAX_CLS,
  WEB_VITAL_MAX_MS,
  WEB_VITAL_RATINGS,
  WEB_VITAL_TIMINGS,
  WEB_VITALS_BATCH_MAX,
  WEB_VITALS_BODY_LIMIT,
  WEB_VITALS_ROUTE_MAX_LENGTH,
} from './web-vitals-values.js';

const route = z
  .string()
  .check(
    z.maxLength(WEB_VITALS_ROUTE_MAX_LENGTH, { error: 'Не длиннее 200 символов' }),
    z.regex(/^\//, { error: 'Шаблон пути страницы, начиная с «/»' }),
  );
const rating = z.optional(z.enum(WEB_VITAL_RATINGS, { error: 'Оценка: good, needs-improvement или poor' }));

/** One metric a page measured (the web-vitals library's name, value and rating) and the page's route pattern. */
export const webVitalSchema = z.discriminatedUnion(
  'name',
  [
    z.object({
      name: z.enum(WEB_VITAL_TIMINGS),
      /** Milliseconds. */
      value: z
        .number({ error: 'Число миллисекунд' })
        .check(z.gte(0, { error: 'Не меньше 0' }), z.lte(WEB_VITAL_MAX_MS, { error: `Не больше ${WEB_VITAL_MAX_MS} мс` })),
      route,
      rating,
    }),
    z.object({
      name: z.literal('CLS'),
      /** A score, not a time. */
      value: z
        .number({ error: 'Число' })
        .check(z.gte(0, { error: 'Не меньше 0' }), z.lte(WEB_VITAL_MAX_CLS, { error: `Не больше ${WEB_VITAL_MAX_CLS}` })),
      route,
      rating,
    }),
  ],
  { error: 'Метрика: LCP, FCP, INP, CLS или TTFB' },
);
export type WebVital = z.infer<typeof webVitalSchema>;

export const webVitalsBody = z
  .array(webVitalSchema)
  .check(
    z.minLength(1, { error: 'Хотя бы один замер' }),
    z.maxLength(WEB_VITALS_BATCH_MAX, { error: `Не больше ${WEB_VITALS_BATCH_MAX} замеров за раз` }),
  );
export type WebVitalsBody = z.infer<typeof webVitalsBody>;

/**
 * POST /api/web-vitals — what a page of the web app measured of its own speed in the member's
 * browser, sent once as it is hidden. Open to anybody: the sign-in page reports too, and nothing in
 * a report is anybody's data.
 */
export const reportWebVitalsRoute = defineRoute({
  method: 'POST',
  path: '/api/web-vitals',
  operationId: 'reportWebVitals',
  summary: 'Записать замеры скорости страницы в браузере (Web Vitals)',
  description:
    `До ${WEB_VITALS_BATCH_MAX} замеров за раз, тело не больше ${WEB_VITALS_BODY_LIMIT / 1024} КиБ. ` +
    'Время — в миллисекундах, CLS — без единиц. Шаблон пути, которого нет среди страниц веб-приложения, ' +
    'учитывается как `other`. С одного адреса — не больше настроенного числа отчётов за 10 минут (по умолчанию 600).',
  tag: 'vitals',
  access: 'public',
  body: webVitalsBody,
  bodyLimit: WEB_VITALS_BODY_LIMIT,
  response: 'none',
  errors: ['rate_limited'],
});
