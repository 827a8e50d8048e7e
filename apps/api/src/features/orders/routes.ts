import { cancelOrderResponse, getOrderResponse, listOrdersQuery, listOrdersResponse, orderIdParams } from '@cabinet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { memberOf } from '../../plugins/auth.js';
import { cancelOrder } from './cancel-order.js';
import { findOrder, listOrders } from './queries.js';

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;
  const security = [{ bearer: [] }];

  app.get(
    '/api/order/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['money'],
        summary: 'Мои заявки на вывод',
        security,
        querystring: listOrdersQuery,
        response: { 200: listOrdersResponse },
      },
    },
    async (req) => ({ listCardOrder: await listOrders(db, memberOf(req).memberId, req.query.category) }),
  );

  app.get(
    '/api/order/:id/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['money'],
        summary: 'Заявка с историей статусов',
        security,
        params: orderIdParams,
        response: { 200: getOrderResponse },
      },
    },
    async (req) => {
      const order = await findOrder(db, memberOf(req).memberId, req.params.id);
      if (!order) throw new AppError('not_found');
      return { order };
    },
  );

  app.post(
    '/api/order/:id/cancel',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['money'],
        summary: 'Отменить свою заявку, пока она в обработке (баллы вернутся на баланс)',
        security,
        params: orderIdParams,
        response: { 200: cancelOrderResponse },
      },
    },
    async (req) => {
      const { memberId } = memberOf(req);
      const order = await db.transaction(async (tx) => {
        await cancelOrder(tx, { memberId, orderId: req.params.id, at: clock.now() });
        return findOrder(tx, memberId, req.params.id);
      });
      return { order: order! };
    },
  );
};
