import {
  isNotificationResponse,
  listNotificationsQuery,
  listNotificationsResponse,
  readNotificationsBody,
  readNotificationsResponse,
} from '@cabinet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../plugins/auth.js';
import { isNotification, listNotifications, readNotifications } from './service.js';

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.deps.db, clock: app.deps.clock });
  const common = { tags: ['notifications'], security: [{ bearer: [] }] };

  app.get(
    '/api/notification/',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        summary: 'Уведомления участника, новые сверху',
        querystring: listNotificationsQuery,
        response: { 200: listNotificationsResponse },
      },
    },
    async (req) => listNotifications(deps(), { memberId: memberOf(req).memberId, ...req.query }),
  );

  app.get(
    '/api/notification/is-notification/',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        summary: 'Есть ли непрочитанные уведомления (колокольчик)',
        response: { 200: isNotificationResponse },
      },
    },
    async (req) => isNotification(deps(), memberOf(req).memberId),
  );

  app.post(
    '/api/notification/read',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        summary: 'Отметить прочитанными: перечисленные или все',
        body: readNotificationsBody,
        response: { 200: readNotificationsResponse },
      },
    },
    async (req) => readNotifications(deps(), { memberId: memberOf(req).memberId, ids: req.body?.ids ?? null }),
  );
};
