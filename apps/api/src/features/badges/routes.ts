import { archiveBadgeRoute, createBadgeRoute, listBadgesRoute, memberBadgesRoute, updateBadgeRoute } from '@cabinet/contracts';
import { implement } from '../../http/route-handler.js';
import { auditActorOf } from '../audit/service.js';
import { archiveBadge, createBadge, listBadges, updateBadge } from './admin.js';
import { memberBadges } from './member.js';

export const badgeRoutes = [
  implement(memberBadgesRoute, async ({ deps, member }) => memberBadges(deps.db, member.memberId, deps.clock.now())),
  implement(listBadgesRoute, async ({ deps }) => listBadges(deps.db)),
  implement(createBadgeRoute, async ({ deps, operator, body }) => createBadge(deps, auditActorOf(operator), body)),
  implement(updateBadgeRoute, async ({ deps, operator, params, body }) =>
    updateBadge(deps, auditActorOf(operator), params.id, body),
  ),
  implement(archiveBadgeRoute, async ({ deps, operator, params }) => archiveBadge(deps, auditActorOf(operator), params.id)),
];
