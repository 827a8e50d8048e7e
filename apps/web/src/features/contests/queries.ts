// The contests' calls: the member's contests, one contest, the personal target of the month and the
// weekly streak.
import { getMemberContestRoute, listMemberContestsRoute, memberStreakRoute, memberTargetRoute } from '@cabinet/contracts/client';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client/call-api';
import { queryRoots } from '@/lib/queries/roots';

export const contestQueries = {
  list: () =>
    queryOptions({
      queryKey: [...queryRoots.contests, 'list'],
      queryFn: ({ signal }) => callApi(listMemberContestsRoute, { signal }),
    }),
  one: (id: number) =>
    queryOptions({
      queryKey: [...queryRoots.contests, 'one', id],
      queryFn: ({ signal }) => callApi(getMemberContestRoute, { params: { id: String(id) }, signal }),
    }),
  target: () =>
    queryOptions({
      queryKey: [...queryRoots.rewards, 'target'],
      queryFn: ({ signal }) => callApi(memberTargetRoute, { signal }),
    }),
  streak: () =>
    queryOptions({
      queryKey: [...queryRoots.rewards, 'streak'],
      queryFn: ({ signal }) => callApi(memberStreakRoute, { signal }),
    }),
};
