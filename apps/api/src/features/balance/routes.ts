import {
  accountHistoryRoute,
  entryCalculationRoute,
  heldRewardsRoute,
  memberDebtRoute,
  pendingAmountRoute,
  userBalanceRoute,
} from '@cabinet/contracts';
import { implement } from '../../http/route-handler.js';
import { memberBalances } from '../../ledger/accounts.js';
import { toPoints } from '../../ledger/amounts.js';
import { countPendingOrders } from '../orders/service.js';
import { heldRewards } from '../rewards/service.js';
import { entryCalculation } from './calculation.js';
import { listHistory } from './history.js';

export const balanceRoutes = [
  implement(userBalanceRoute, async ({ deps, member }) => {
    const { available } = await memberBalances(deps.db, member.memberId);
    return { balance: toPoints(available), userId: member.memberId };
  }),
  implement(pendingAmountRoute, async ({ deps, member }) => {
    const [{ frozen }, orders] = await Promise.all([
      memberBalances(deps.db, member.memberId),
      countPendingOrders(deps.db, member.memberId),
    ]);
    return { amount: toPoints(frozen), orders };
  }),
  implement(heldRewardsRoute, async ({ deps, member }) => heldRewards(deps.db, member.memberId)),
  implement(accountHistoryRoute, async ({ deps, member, query }) =>
    listHistory(deps.db, {
      memberId: member.memberId,
      skip: query.SkipCount,
      take: query.MaxResultCount,
      category: query.Category,
      since: query.DateSince,
      to: query.DateTo,
      search: query.Search,
    }),
  ),
  implement(entryCalculationRoute, async ({ deps, member, params }) => entryCalculation(deps.db, member.memberId, params.id)),
  implement(memberDebtRoute, async ({ deps, member }) => {
    const { debt } = await memberBalances(deps.db, member.memberId);
    return { debt: toPoints(debt) };
  }),
];
