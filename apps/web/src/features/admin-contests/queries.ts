import {
  approveContestPrizeRoute,
  createContestRoute,
  finishContestRoute,
  getContestRoute,
  listContestsRoute,
  previewContestRoute,
  scheduleContestRoute,
  updateContestRoute,
  type ContestBody,
} from '@cabinet/contracts/client';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client/call-api';

export const contestAdminQueries = {
  all: ['admin', 'contests'] as const,
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
export const finishContest = (id: number) => callApi(finishContestRoute, { params: { id: String(id) } });
export const previewContest = (body: ContestBody) => callApi(previewContestRoute, { body });
export const approvePrize = (id: number, memberId: string) =>
  callApi(approveContestPrizeRoute, { params: { id: String(id), memberId } });
