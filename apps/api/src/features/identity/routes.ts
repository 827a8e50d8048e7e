import {
  SCAN_MAX_BYTES,
  consentResponse,
  giveConsentBody,
  passportDataResponse,
  setPassportDataBody,
  setPassportFileFields,
  setPassportFileResponse,
} from '@cabinet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { readUpload } from '../../lib/uploads/read-upload.js';
import { memberOf } from '../../plugins/auth.js';
import { getConsent, getPassportData, giveConsent, savePassportData, uploadScan } from './service.js';

// Sign-in is checked at onRequest, before the body is read or validated: a caller without a
// token learns nothing about the body rules and uploads nothing.
/** The member's identity document (spec §7 passport calls), its scans and the 152-ФЗ consent. */
export const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.deps.db, clock: app.deps.clock, files: app.deps.files, log: app.log });
  const common = { tags: ['identity'], security: [{ bearer: [] }] };

  app.get(
    '/api/lk/edit/get-passport-data/',
    {
      onRequest: app.authenticate,
      schema: { ...common, summary: 'Паспортные данные, статус проверки и сканы', response: { 200: passportDataResponse } },
    },
    async (req) => getPassportData(deps(), memberOf(req).memberId),
  );

  app.post(
    '/api/lk/edit/set-passport-data/',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'Сохранить паспортные данные',
        description:
          'Поле `version` — версия, с которой заполнялась форма (0, если данных не было); устаревшая версия — 409 `conflict`, ' +
          'ничего не сохраняется. Изменение возвращает статус «На рассмотрении». Нужно согласие на обработку персональных данных.',
        body: setPassportDataBody,
        response: { 200: passportDataResponse },
      },
    },
    async (req) => savePassportData(deps(), memberOf(req).memberId, req.body),
  );

  app.put(
    '/api/lk/edit/set-passport-file/',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'Загрузить скан документа',
        description:
          'multipart/form-data: файл в поле `content` (JPEG, PNG или PDF до 10 МБ), поле `kind` — ' +
          '`pasportScan`, `adressScan` или `innScan`. Заменяет прежний скан этого вида.',
        consumes: ['multipart/form-data'],
        response: { 200: setPassportFileResponse },
      },
    },
    async (req) => {
      const { memberId } = memberOf(req);
      const { bytes, fields } = await readUpload(req, { maxBytes: SCAN_MAX_BYTES, fields: ['kind'] });
      const parsed = setPassportFileFields.safeParse(fields);
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? 'Некорректное значение';
        throw new AppError('validation_error', { details: { fields: { kind: message } } });
      }
      return uploadScan(deps(), memberId, parsed.data.kind, bytes);
    },
  );

  app.get(
    '/api/lk/consent',
    {
      onRequest: app.authenticate,
      schema: { ...common, summary: 'Согласие на обработку персональных данных (152-ФЗ)', response: { 200: consentResponse } },
    },
    async (req) => getConsent(deps(), memberOf(req).memberId),
  );

  app.post(
    '/api/lk/consent',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'Дать согласие на обработку персональных данных (152-ФЗ)',
        body: giveConsentBody,
        response: { 200: consentResponse },
      },
    },
    async (req) => giveConsent(deps(), memberOf(req).memberId, req.body.version),
  );
};
