// The self-employed section's calls (decision 0034): the standing, the ФНС check, the binding.
import { bindNpdRoute, checkNpdRoute, getNpdRoute } from '@cabinet/contracts/client';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client/call-api';

const root = ['self-employed'] as const;

export const selfEmployedQueries = {
  view: () =>
    queryOptions({
      queryKey: [...root, 'view'],
      queryFn: ({ signal }) => callApi(getNpdRoute, { signal }),
    }),
};

export const checkNpd = () => callApi(checkNpdRoute, {});
export const bindNpd = () => callApi(bindNpdRoute, {});
