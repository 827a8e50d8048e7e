import {
  addDisputeFileRoute,
  createDisputeRoute,
  getDisputeRoute,
  listDisputesRoute,
  replyDisputeRoute,
} from '@cabinet/contracts';
import { implement } from '../../http/route-handler.js';
import { addDisputeFile, createDispute, getMemberDispute, listMemberDisputes, replyDispute } from './service.js';

/** The member's disputes and missing-contract claims (docs/product.md «Споры»). */
export const disputeRoutes = [
  implement(listDisputesRoute, async ({ deps, member }) => listMemberDisputes(deps.db, member.memberId)),
  implement(getDisputeRoute, async ({ deps, member, params }) => getMemberDispute(deps.db, member.memberId, params.id)),
  implement(createDisputeRoute, async ({ deps, member, body }) => createDispute(deps, member.memberId, body)),
  implement(replyDisputeRoute, async ({ deps, member, params, body }) =>
    replyDispute(deps, member.memberId, params.id, body.text),
  ),
  implement(addDisputeFileRoute, async ({ deps, log, member, params, upload }) =>
    addDisputeFile({ ...deps, log }, member.memberId, params.id, upload.file),
  ),
];
