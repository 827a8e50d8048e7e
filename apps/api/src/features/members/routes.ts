import { blockMemberRoute, createMemberRoute, getMemberRoute, searchMembersRoute, unblockMemberRoute } from '@cabinet/contracts';
import { implement } from '../../http/route-handler.js';
import { auditActorOf } from '../audit/service.js';
import { createMember, openMemberCard, searchMembers, setMemberBlocked } from './service.js';

export const membersRoutes = [
  implement(searchMembersRoute, async ({ deps, operator, query }) => searchMembers(deps.db, operator, query)),
  implement(getMemberRoute, async ({ deps, operator, params }) =>
    openMemberCard(deps.db, auditActorOf(operator), params.id.toLowerCase(), deps.clock.now()),
  ),
  implement(createMemberRoute, async ({ deps, operator, body }) =>
    createMember(deps.db, deps.jobs, auditActorOf(operator), body, deps.clock.now()),
  ),
  implement(blockMemberRoute, async ({ deps, operator, params, body }) => {
    const id = params.id.toLowerCase();
    const card = await setMemberBlocked(
      deps.db,
      deps.jobs,
      auditActorOf(operator),
      id,
      { blocked: true, reason: body.reason },
      deps.clock.now(),
    );
    // Committed: this process stops trusting the member's sign-ins before it answers; the others
    // hear the database's announcement (decision 0014).
    deps.liveSessions.forgetMember(id);
    return card;
  }),
  implement(unblockMemberRoute, async ({ deps, operator, params, body }) =>
    setMemberBlocked(
      deps.db,
      deps.jobs,
      auditActorOf(operator),
      params.id.toLowerCase(),
      { blocked: false, reason: body.reason },
      deps.clock.now(),
    ),
  ),
];
