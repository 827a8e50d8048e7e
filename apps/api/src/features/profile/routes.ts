import {
  AVATAR_MAX_BYTES,
  accountInfoResponse,
  personalInfoResponse,
  profileSavedResponse,
  setAccountDataBody,
  setImgResponse,
  setPlaceOfWorkBody,
  setUserDataBody,
} from '@cabinet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readUpload } from '../../lib/uploads/read-upload.js';
import { memberOf } from '../../plugins/auth.js';
import { getAccountInfo, getPersonalInfo, setAccountData, setAvatar, setPlaceOfWork, setUserData } from './service.js';

// Sign-in is checked at onRequest, before the body is read or validated: a caller without a
// token learns nothing about the body rules and uploads nothing.
/** The member's own profile (spec §7 `/api/lk/...`): personal data, place of work, account data, avatar. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.deps.db, clock: app.deps.clock, files: app.deps.files, log: app.log });
  const common = { tags: ['profile'], security: [{ bearer: [] }] };
  const saved = { 200: profileSavedResponse };

  app.get(
    '/api/lk/personal-info/',
    {
      onRequest: app.authenticate,
      schema: { ...common, summary: 'Личные данные, место работы и аватар', response: { 200: personalInfoResponse } },
    },
    async (req) => getPersonalInfo(deps(), memberOf(req).memberId),
  );

  app.get(
    '/api/lk/account-info/',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'Данные учётной записи: e-mail, телефон, имя пользователя',
        response: { 200: accountInfoResponse },
      },
    },
    async (req) => getAccountInfo(deps(), memberOf(req).memberId),
  );

  app.post(
    '/api/lk/edit/set-user-data/',
    {
      onRequest: app.authenticate,
      schema: { ...common, summary: 'Изменить ФИО и город', body: setUserDataBody, response: saved },
    },
    async (req) => setUserData(deps(), memberOf(req).memberId, req.body),
  );

  app.put(
    '/api/lk/edit/set-place-of-work/',
    {
      onRequest: app.authenticate,
      schema: { ...common, summary: 'Изменить место работы', body: setPlaceOfWorkBody, response: saved },
    },
    async (req) => setPlaceOfWork(deps(), memberOf(req).memberId, req.body),
  );

  app.put(
    '/api/lk/edit/set-account-data/',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'Изменить e-mail и имя пользователя (телефон здесь не меняется)',
        body: setAccountDataBody,
        response: saved,
      },
    },
    async (req) => setAccountData(deps(), memberOf(req).memberId, req.body),
  );

  app.put(
    '/api/lk/edit/set-img/',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'Загрузить аватар',
        description:
          'multipart/form-data, поле `content`: JPEG, PNG или WebP до 5 МБ и 50 мегапикселей. ' +
          'Сохраняется квадратом 512×512 в WebP без метаданных.',
        consumes: ['multipart/form-data'],
        response: { 200: setImgResponse },
      },
    },
    async (req) => {
      const { memberId } = memberOf(req);
      const { bytes } = await readUpload(req, { maxBytes: AVATAR_MAX_BYTES });
      return setAvatar(deps(), memberId, bytes);
    },
  );
};
