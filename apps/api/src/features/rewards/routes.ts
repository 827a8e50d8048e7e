import { getTiersRoute, rewardsMonthlyRoute, rewardsSummaryRoute, updateTiersRoute } from '@cabinet/contracts';
import { implement } from '../../http/route-handler.js';
import { auditActorOf } from '../operators/service.js';
import { getMonthTiers, setMonthTiers } from './month-tiers.js';
import { rewardsMonthly, rewardsSummary } from './summary.js';

export const rewardsRoutes = [
  implement(rewardsSummaryRoute, async ({ deps, member }) => rewardsSummary(deps.db, member.memberId, deps.clock.now())),
  implement(rewardsMonthlyRoute, async ({ deps, member, query }) => ({
    months: await rewardsMonthly(deps.db, member.memberId, query.months, deps.clock.now()),
  })),
  implement(getTiersRoute, async ({ deps, query }) => getMonthTiers(deps.db, query.month, deps.clock.now())),
  implement(updateTiersRoute, async ({ deps, operator, body }) =>
    deps.db.transaction((tx) => setMonthTiers(tx, auditActorOf(operator), body, deps.clock.now())),
  ),
];
