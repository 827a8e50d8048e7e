import { rewardsMonthlyQuery, rewardsMonthlyResponse, rewardsSummaryResponse } from '@cabinet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../plugins/auth.js';
import { rewardsMonthly, rewardsSummary } from './summary.js';

export const rewardsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;
  const security = [{ bearer: [] }];

  app.get(
    '/api/rewards/summary',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['money'],
        summary: 'Договоры и заработок этого месяца, уровень и что нужно до следующего',
        security,
        response: { 200: rewardsSummaryResponse },
      },
    },
    async (req) => rewardsSummary(db, memberOf(req).memberId, clock.now()),
  );

  app.get(
    '/api/rewards/monthly',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['money'],
        summary: 'Заработок по месяцам (для графика)',
        security,
        querystring: rewardsMonthlyQuery,
        response: { 200: rewardsMonthlyResponse },
      },
    },
    async (req) => ({ months: await rewardsMonthly(db, memberOf(req).memberId, req.query.months, clock.now()) }),
  );
};
