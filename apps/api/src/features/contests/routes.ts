import {
  cancelContestRoute,
  createContestRoute,
  finishContestRoute,
  getContestRoute,
  getMemberContestRoute,
  listContestsRoute,
  listMemberContestsRoute,
  planContestRoute,
  contestResultsRoute,
  previewContestRoute,
  scheduleContestRoute,
  updateContestRoute,
} from '@cabinet/contracts';
import { implement } from '../../http/route-handler.js';
import { auditActorOf } from '../audit/service.js';
import {
  cancelContest,
  createContest,
  finishContestEarly,
  getAdminContest,
  listContests,
  planContest,
  previewContest,
  scheduleContest,
  updateContest,
} from './admin.js';
import { getMemberContest, listMemberContests } from './member-reads.js';
import { contestResultsCsv } from './results.js';

export const contestRoutes = [
  implement(listMemberContestsRoute, async ({ deps, member }) => ({
    contests: await listMemberContests(deps.db, member.memberId, deps.clock.now()),
  })),
  implement(getMemberContestRoute, async ({ deps, member, params }) =>
    getMemberContest(deps.db, member.memberId, params.id, deps.clock.now()),
  ),
  implement(listContestsRoute, async ({ deps }) => listContests(deps.db)),
  implement(getContestRoute, async ({ deps, params }) => getAdminContest(deps.db, params.id, deps.clock.now())),
  implement(createContestRoute, async ({ deps, operator, body }) =>
    createContest(deps.db, auditActorOf(operator), body, deps.clock.now()),
  ),
  implement(updateContestRoute, async ({ deps, operator, params, body }) =>
    updateContest(deps, auditActorOf(operator), params.id, body),
  ),
  implement(cancelContestRoute, async ({ deps, operator, params, body }) =>
    cancelContest(deps, auditActorOf(operator), params.id, body.reason),
  ),
  implement(scheduleContestRoute, async ({ deps, operator, params }) => scheduleContest(deps, auditActorOf(operator), params.id)),
  implement(finishContestRoute, async ({ deps, operator, params, body }) =>
    finishContestEarly(deps, auditActorOf(operator), params.id, body),
  ),
  implement(previewContestRoute, async ({ deps, body }) => previewContest(deps.db, body, deps.clock.now())),
  implement(planContestRoute, async ({ deps, body }) => planContest(deps.db, body)),
  implement(contestResultsRoute, async ({ deps, operator, params, reply }) => {
    const csv = await contestResultsCsv(deps.db, auditActorOf(operator), params.id, deps.clock.now());
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="contest-${params.id}-results.csv"`)
      .send(csv);
  }),
];
