import {
  getTargetCascadeRoute,
  listTargetsRoute,
  memberTargetRoute,
  resetTargetsRoute,
  setCascadeShareRoute,
  setDealerTargetRoute,
  setTargetsRoute,
  unfixCascadeShareRoute,
} from '@cabinet/contracts';
import { implement } from '../../http/route-handler.js';
import { moscowMonth } from '../../lib/moscow-time.js';
import { auditActorOf } from '../audit/service.js';
import { listTargets, resetTargets, setTargets } from './admin.js';
import { readCascade, setCascadeShare, setDealerTarget, unfixCascadeShare } from './cascade.js';
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
  // Targets cascaded through the teams (decision 0067).
  implement(getTargetCascadeRoute, async ({ deps, query }) =>
    readCascade(deps.db, query.month ?? moscowMonth(deps.clock.now()), deps.clock.now()),
  ),
  implement(setDealerTargetRoute, async ({ deps, operator, params, body }) =>
    deps.db.transaction((tx) => setDealerTarget(tx, auditActorOf(operator), params.id, body, deps.clock.now())),
  ),
  implement(setCascadeShareRoute, async ({ deps, operator, params, body }) =>
    deps.db.transaction((tx) => setCascadeShare(tx, auditActorOf(operator), params.level, params.id, body, deps.clock.now())),
  ),
  implement(unfixCascadeShareRoute, async ({ deps, operator, params, body }) =>
    deps.db.transaction((tx) =>
      unfixCascadeShare(tx, auditActorOf(operator), params.level, params.id, body.month, deps.clock.now()),
    ),
  ),
];
