import { getTeamAgentRoute, getTeamMonthRoute, getTeamRoleRoute, sendTeamMessageRoute } from '@cabinet/contracts';
import { implement } from '../../http/route-handler.js';
import { memberActor } from '../audit/service.js';
import { teamAgentMonth } from './agent-month.js';
import { supervisesToday } from './supervision.js';
import { sendTeamMessage } from './team-message.js';
import { teamMonth } from './team-month.js';

export const teamCabinetRoutes = [
  implement(getTeamRoleRoute, async ({ deps, member }) => ({
    supervises: await supervisesToday(deps.db, member.memberId, deps.clock.now()),
  })),
  implement(getTeamMonthRoute, async ({ deps, member, query }) =>
    teamMonth(deps.db, member.memberId, query.month, deps.clock.now()),
  ),
  implement(getTeamAgentRoute, async ({ deps, member, params, query }) =>
    teamAgentMonth(deps.db, member.memberId, params.memberId, query.month, deps.clock.now()),
  ),
  implement(sendTeamMessageRoute, async ({ deps, member, body, req }) =>
    deps.db.transaction((tx) => sendTeamMessage(tx, memberActor(req.ip), member.memberId, body.text, deps.clock.now())),
  ),
];
