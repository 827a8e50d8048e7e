import { getOverrideRuleRoute, updateOverrideRuleRoute } from '@cabinet/contracts';
import { implement } from '../../http/route-handler.js';
import { auditActorOf } from '../audit/service.js';
import { getOverrideRule, setOverrideRule } from './month-rule.js';

export const supervisorOverrideRoutes = [
  implement(getOverrideRuleRoute, async ({ deps, query }) => getOverrideRule(deps.db, query.month, deps.clock.now())),
  implement(updateOverrideRuleRoute, async ({ deps, operator, body }) =>
    deps.db.transaction((tx) => setOverrideRule(tx, auditActorOf(operator), body, deps.clock.now())),
  ),
];
