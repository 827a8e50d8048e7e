import { accountHistoryQuery, accountHistoryResponse, pendingAmountResponse, userBalanceResponse } from '@cabinet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../plugins/auth.js';
import { memberBalances } from '../../ledger/accounts.js';
import { toPoints } from '../../ledger/amounts.js';
import { countPendingOrders } from '../orders/queries.js';
import { listHistory } from './history.js';

export const balanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const security = [{ bearer: [] }];

  app.get(
    '/api/balance/user-balance/',
    {
      onRequest: app.authenticate,
      schema: { tags: ['money'], summary: 'Доступный баланс', security, response: { 200: userBalanceResponse } },
    },
    async (req) => {
      const { memberId } = memberOf(req);
      const { available } = await memberBalances(db, memberId);
      return { balance: toPoints(available), userId: memberId };
    },
  );

  app.get(
    '/api/pending-amount/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['money'],
        summary: 'Замороженные баллы: сумма заявок на вывод в обработке',
        security,
        response: { 200: pendingAmountResponse },
      },
    },
    async (req) => {
      const { memberId } = memberOf(req);
      const [{ frozen }, orders] = await Promise.all([memberBalances(db, memberId), countPendingOrders(db, memberId)]);
      return { amount: toPoints(frozen), orders };
    },
  );

  app.get(
    '/api/accounts/transactions',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['money'],
        summary: 'История счёта: движения доступного баланса, новые сверху',
        security,
        querystring: accountHistoryQuery,
        response: { 200: accountHistoryResponse },
      },
    },
    async (req) => {
      const q = req.query;
      return listHistory(db, {
        memberId: memberOf(req).memberId,
        skip: q.SkipCount,
        take: q.MaxResultCount,
        category: q.Category,
        since: q.DateSince,
        to: q.DateTo,
        search: q.Search,
      });
    },
  );
};
