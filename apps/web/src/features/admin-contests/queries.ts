import {
  cancelContestRoute,
  contestResultsRoute,
  createContestRoute,
  finishContestRoute,
  getContestRoute,
  listContestsRoute,
  planContestRoute,
  previewContestRoute,
  scheduleContestRoute,
  updateContestRoute,
  type ContestBody,
  type ContestPayout,
} from '@cabinet/contracts/client';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client/call-api';
import { adminQueryRoots } from '@/lib/queries/roots';

export const contestAdminQueries = {
  all: adminQueryRoots.contests,
  list: () =>
    queryOptions({
      queryKey: [...contestAdminQueries.all, 'list'],
      queryFn: ({ signal }) => callApi(listContestsRoute, { signal }),
    }),
  one: (id: number) =>
    queryOptions({
      queryKey: [...contestAdminQueries.all, 'one', id],
      queryFn: ({ signal }) => callApi(getContestRoute, { params: { id: String(id) }, signal }),
    }),
};

export const createContest = (body: ContestBody) => callApi(createContestRoute, { body });
export const updateContest = (id: number, body: ContestBody) => callApi(updateContestRoute, { params: { id: String(id) }, body });
export const scheduleContest = (id: number) => callApi(scheduleContestRoute, { params: { id: String(id) } });
/** `confirmed`: the figures the admin saw; the API refuses if settling would now pay otherwise. */
export const finishContest = (id: number, confirmed: ContestPayout) =>
  callApi(finishContestRoute, { params: { id: String(id) }, body: confirmed });
export const cancelContest = (id: number, reason: string) =>
  callApi(cancelContestRoute, { params: { id: String(id) }, body: { reason } });
export const previewContest = (body: ContestBody) => callApi(previewContestRoute, { body });
export const planContest = (body: ContestBody) => callApi(planContestRoute, { body });
export const contestResults = (id: number) => callApi(contestResultsRoute, { params: { id: String(id) } });
