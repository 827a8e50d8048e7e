import { getTiersRoute, updateTiersRoute } from '@cabinet/contracts';
import { implement } from '../../http/route-handler.js';
import { auditActorOf } from '../audit/service.js';
import { getMonthTiers, setMonthTiers } from './month-tiers.js';

export const tiersRoutes = [
  implement(getTiersRoute, async ({ deps, query }) => getMonthTiers(deps.db, query.month, deps.clock.now())),
  implement(updateTiersRoute, async ({ deps, operator, body }) =>
    deps.db.transaction((tx) => setMonthTiers(tx, auditActorOf(operator), body, deps.clock.now())),
  ),
];
