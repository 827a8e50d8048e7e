import {
  logoutBody,
  logoutResponse,
  meResponse,
  refreshTokenQuery,
  refreshTokenResponse,
  requestCodeBody,
  requestCodeResponse,
  verifyCodeBody,
  verifyCodeResponse,
} from '@cabinet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerToken, memberOf } from '../../plugins/auth.js';
import { AppError } from '../../lib/app-error.js';
import { findMemberSummary } from './queries.js';
import { logout, refreshTokens, requestCode, verifyCode } from './service.js';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ ...app.deps, log: app.log });

  app.post(
    '/api/mobile-auth/code',
    {
      schema: {
        tags: ['auth'],
        summary: 'Отправить SMS-код для входа',
        body: requestCodeBody,
        response: { 200: requestCodeResponse },
      },
    },
    async (req) => requestCode(deps(), { ...req.body, ip: req.ip }),
  );

  app.post(
    '/api/mobile-auth/verify',
    {
      schema: {
        tags: ['auth'],
        summary: 'Проверить SMS-код и открыть сеанс',
        body: verifyCodeBody,
        response: { 200: verifyCodeResponse },
      },
    },
    async (req) => verifyCode(deps(), { ...req.body, ip: req.ip, userAgent: req.headers['user-agent'] ?? null }),
  );

  app.get(
    '/api/refresh-token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Обновить токены (старый токен обновления перестаёт действовать)',
        querystring: refreshTokenQuery,
        response: { 200: refreshTokenResponse },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return refreshTokens(deps(), req.query.refreshToken);
    },
  );

  app.post(
    '/api/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Завершить сеанс',
        body: logoutBody,
        response: { 200: logoutResponse },
      },
    },
    async (req) => logout(deps(), { bearer: bearerToken(req), refreshToken: req.body?.refreshToken }),
  );

  app.get(
    '/api/auth/me',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Кто вошёл: для сеанса веб-приложения',
        security: [{ bearer: [] }],
        response: { 200: meResponse },
      },
    },
    async (req) => {
      const { memberId } = memberOf(req);
      const member = await findMemberSummary(app.deps.db, memberId);
      if (!member) throw new AppError('unauthorized');
      return { userId: memberId, phone: member.phone, firstName: member.firstName };
    },
  );
};
