import {
  apiErrorSchema,
  IDEMPOTENCY_KEY_HEADER,
  requestWithdrawalBody,
  requestWithdrawalHeaders,
  requestWithdrawalResponse,
} from '@cabinet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf } from '../../plugins/auth.js';
import { requestWithdrawal } from './request-withdrawal.js';

export const withdrawalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/withdrawal/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['money'],
        summary: 'Заявка на вывод баллов по СБП',
        description:
          'Замораживает сумму и создаёт заявку. Обязателен заголовок Idempotency-Key: повтор с тем же ключом и телом ' +
          'получает первый ответ, с другим телом — 422 idempotency_mismatch. Отказ по правилам — 422 с success: false, ' +
          'текстом error и кодом errorCode; при отказе ничего не меняется.',
        security: [{ bearer: [] }],
        headers: requestWithdrawalHeaders,
        body: requestWithdrawalBody,
        response: { 200: requestWithdrawalResponse, 422: z.union([requestWithdrawalResponse, apiErrorSchema]) },
      },
    },
    async (req, reply) => {
      const answer = await requestWithdrawal(app.deps.db, {
        memberId: memberOf(req).memberId,
        idempotencyKey: req.headers[IDEMPOTENCY_KEY_HEADER],
        body: req.body,
        at: app.deps.clock.now(),
      });
      return reply.status(answer.statusCode).send(answer.body);
    },
  );
};
