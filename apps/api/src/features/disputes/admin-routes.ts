import {
  adminDisputeFileRoute,
  adminDisputeRoute,
  answerDisputeRoute,
  creditDisputeRoute,
  disputeQueueRoute,
} from '@cabinet/contracts';
import { implement } from '../../http/route-handler.js';
import { auditActorOf } from '../audit/service.js';
import { answerDispute, creditDispute, disputeQueue, getAdminDispute, sendDisputeFile } from './admin-service.js';

/** The operators' queue of disputes in the back office. */
export const disputeAdminRoutes = [
  implement(disputeQueueRoute, async ({ deps, operator, query }) =>
    disputeQueue(deps.db, operator, { view: query.view, skip: query.skipCount, take: query.maxResultCount }, deps.clock.now()),
  ),
  implement(adminDisputeRoute, async ({ deps, params }) => getAdminDispute(deps.db, params.id, deps.clock.now())),
  implement(answerDisputeRoute, async ({ deps, operator, params, body }) =>
    answerDispute(deps.db, deps.jobs, auditActorOf(operator), params.id, body, deps.clock.now()),
  ),
  implement(creditDisputeRoute, async ({ deps, operator, params, body }) =>
    creditDispute(deps.db, deps.jobs, auditActorOf(operator), params.id, body, deps.clock.now()),
  ),
  implement(adminDisputeFileRoute, async ({ deps, log, params, reply }) =>
    sendDisputeFile({ db: deps.db, files: deps.files, log }, reply, { disputeId: params.id, fileId: params.fileId }),
  ),
];
