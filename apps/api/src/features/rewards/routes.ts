import { rewardsMonthlyRoute, rewardsSummaryRoute } from '@cabinet/contracts';
import { implement } from '../../http/route-handler.js';
import { rewardsMonthly, rewardsSummary } from './summary.js';

export const rewardsRoutes = [
  implement(rewardsSummaryRoute, async ({ deps, member }) => rewardsSummary(deps.db, member.memberId, deps.clock.now())),
  implement(rewardsMonthlyRoute, async ({ deps, member, query }) => ({
    months: await rewardsMonthly(deps.db, member.memberId, query.months, deps.clock.now()),
  })),
];
