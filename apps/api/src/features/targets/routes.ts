import { listTargetsRoute, memberTargetRoute, resetTargetsRoute, setTargetsRoute } from '@cabinet/contracts';
import { implement } from '../../http/route-handler.js';
import { auditActorOf } from '../audit/service.js';
import { listTargets, resetTargets, setTargets } from './admin.js';
import { memberTarget } from './targets.js';

export const targetRoutes = [
  implement(memberTargetRoute, async ({ deps, member }) => memberTarget(deps.db, member.memberId, deps.clock.now())),
  implement(setTargetsRoute, async ({ deps, operator, body }) =>
    setTargets(deps.db, auditActorOf(operator), body, deps.clock.now()),
  ),
  implement(resetTargetsRoute, async ({ deps, operator, body }) =>
    resetTargets(deps.db, auditActorOf(operator), body, deps.clock.now()),
  ),
  implement(listTargetsRoute, async ({ deps, query }) => listTargets(deps.db, query, deps.clock.now())),
];
