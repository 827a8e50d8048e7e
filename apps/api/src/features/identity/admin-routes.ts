import {
  confirmIdentityRoute,
  identityAccessLogRoute,
  identityQueueRoute,
  identityReviewRoute,
  identityScanRoute,
  rejectIdentityRoute,
} from '@cabinet/contracts';
import { implement } from '../../http/route-handler.js';
import { auditActorOf } from '../audit/service.js';
import { decideIdentity, identityQueue, listIdentityAccess, openIdentityReview, sendScanForReview } from './review-screen.js';

/** Identity review in the back office: the queue, a document, its scans, the decision, who read it. */
export const identityAdminRoutes = [
  implement(identityQueueRoute, async ({ deps, operator, query }) =>
    identityQueue(deps.db, operator, { skip: query.skipCount, take: query.maxResultCount }),
  ),
  implement(identityReviewRoute, async ({ deps, operator, params }) =>
    openIdentityReview(deps.db, auditActorOf(operator), params.id.toLowerCase(), deps.clock.now()),
  ),
  implement(identityScanRoute, async ({ deps, log, operator, params, req, reply }) =>
    sendScanForReview(
      { db: deps.db, files: deps.files, log },
      reply,
      auditActorOf(operator),
      { memberId: params.id.toLowerCase(), fileId: params.fileId.toLowerCase(), method: req.method },
      deps.clock.now(),
    ),
  ),
  implement(confirmIdentityRoute, async ({ deps, operator, params, body }) =>
    decideIdentity(
      deps.db,
      auditActorOf(operator),
      params.id.toLowerCase(),
      { decision: 'confirmed', version: body.version, comment: '' },
      deps.clock.now(),
    ),
  ),
  implement(rejectIdentityRoute, async ({ deps, operator, params, body }) =>
    decideIdentity(
      deps.db,
      auditActorOf(operator),
      params.id.toLowerCase(),
      { decision: 'rejected', version: body.version, comment: body.comment },
      deps.clock.now(),
    ),
  ),
  implement(identityAccessLogRoute, async ({ deps, params, query }) =>
    listIdentityAccess(deps.db, params.id.toLowerCase(), { skip: query.skipCount, take: query.maxResultCount }),
  ),
];
