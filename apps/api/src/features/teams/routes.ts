import {
  createDealerRoute,
  createSalesPointRoute,
  createTeamRoute,
  endTeamMembershipRoute,
  getMemberTeamHistoryRoute,
  getTeamStructureRoute,
  placeTeamAgentRoute,
  setTeamSupervisorRoute,
  updateDealerRoute,
  updateSalesPointRoute,
  updateTeamRoute,
} from '@cabinet/contracts';
import { implement } from '../../http/route-handler.js';
import { moscowDate } from '../../lib/moscow-time.js';
import { auditActorOf } from '../audit/service.js';
import { endMembership, memberHistory, placeAgent, requestSupervisor } from './memberships.js';
import {
  createDealer,
  createSalesPoint,
  createTeam,
  readStructure,
  updateDealer,
  updateSalesPoint,
  updateTeam,
} from './structure.js';

export const teamRoutes = [
  implement(getTeamStructureRoute, async ({ deps, operator, query }) =>
    readStructure(deps.db, query.on ?? moscowDate(deps.clock.now()), operator),
  ),
  implement(getMemberTeamHistoryRoute, async ({ deps, params }) => memberHistory(deps.db, params.memberId)),
  implement(createDealerRoute, async ({ deps, operator, body }) =>
    deps.db.transaction((tx) => createDealer(tx, auditActorOf(operator), body, deps.clock.now())),
  ),
  implement(updateDealerRoute, async ({ deps, operator, params, body }) =>
    deps.db.transaction((tx) => updateDealer(tx, auditActorOf(operator), params.id, body, deps.clock.now())),
  ),
  implement(createSalesPointRoute, async ({ deps, operator, body }) =>
    deps.db.transaction((tx) => createSalesPoint(tx, auditActorOf(operator), body, deps.clock.now())),
  ),
  implement(updateSalesPointRoute, async ({ deps, operator, params, body }) =>
    deps.db.transaction((tx) => updateSalesPoint(tx, auditActorOf(operator), params.id, body, deps.clock.now())),
  ),
  implement(createTeamRoute, async ({ deps, operator, body }) =>
    deps.db.transaction((tx) => createTeam(tx, auditActorOf(operator), body, deps.clock.now())),
  ),
  implement(updateTeamRoute, async ({ deps, operator, params, body }) =>
    deps.db.transaction((tx) => updateTeam(tx, auditActorOf(operator), params.id, body, deps.clock.now())),
  ),
  implement(placeTeamAgentRoute, async ({ deps, operator, params, body }) =>
    deps.db.transaction((tx) => placeAgent(tx, auditActorOf(operator), params.id, body, deps.clock.now())),
  ),
  implement(endTeamMembershipRoute, async ({ deps, operator, params, body }) =>
    deps.db.transaction((tx) => endMembership(tx, auditActorOf(operator), params.memberId, body.lastDay, deps.clock.now())),
  ),
  implement(setTeamSupervisorRoute, async ({ deps, operator, params, body }) =>
    deps.db.transaction((tx) => requestSupervisor(tx, auditActorOf(operator), params.id, body, deps.clock.now())),
  ),
];
