import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';
import { PD_CONSENT_VERSION } from './consent-version.js';
export { PD_CONSENT_VERSION } from './consent-version.js';

/** POST /api/lk/consent — the member agrees to the text of `version`. */
export const giveConsentBody = z
  .object({
    version: z.literal(PD_CONSENT_VERSION, {
      error: 'Текст согласия обновился. Обновите страницу и подтвердите согласие ещё раз.',
    }),
  })
  .register(z.globalRegistry, { id: 'GiveConsentBody' });
export type GiveConsentBody = z.infer<typeof giveConsentBody>;

/** GET and POST /api/lk/consent: the member's consent to the current text, or null. */
export const consentResponse = z
  .object({
    consent: z.nullable(z.object({ version: z.string(), givenAt: z.iso.datetime() })),
    currentVersion: z.string(),
  })
  .register(z.globalRegistry, { id: 'ConsentResponse' });
export type ConsentResponse = z.infer<typeof consentResponse>;

export const getConsentRoute = defineRoute({
  method: 'GET',
  path: '/api/lk/consent',
  operationId: 'getConsent',
  summary: 'Согласие на обработку персональных данных (152-ФЗ)',
  tag: 'identity',
  access: 'member',
  response: consentResponse,
  errors: [],
});

export const giveConsentRoute = defineRoute({
  method: 'POST',
  path: '/api/lk/consent',
  operationId: 'giveConsent',
  summary: 'Дать согласие на обработку персональных данных (152-ФЗ)',
  tag: 'identity',
  access: 'member',
  body: giveConsentBody,
  response: consentResponse,
  errors: [],
});

export const withdrawConsentRoute = defineRoute({
  method: 'DELETE',
  path: '/api/lk/consent',
  operationId: 'withdrawConsent',
  summary: 'Отозвать согласие на обработку персональных данных: паспортные данные и сканы удаляются',
  description:
    'Паспортные данные, сканы (с файлами), версии документа и решения по ним удаляются сразу; в журнале аудита остаётся ' +
    'запись об отзыве без самих данных. Вывод средств снова станет доступен после нового согласия и проверки документа. ' +
    'Без согласия ничего не меняется.',
  tag: 'identity',
  access: 'member',
  response: consentResponse,
  errors: [],
});
