import {
  archiveBadgeRoute,
  createBadgeRoute,
  listBadgesRoute,
  updateBadgeRoute,
  type BadgeBody,
} from '@cabinet/contracts/client';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client/call-api';
import { adminQueryRoots } from '@/lib/queries/roots';

export const badgeAdminQueries = {
  all: adminQueryRoots.badges,
  list: () =>
    queryOptions({
      queryKey: [...badgeAdminQueries.all, 'list'],
      queryFn: ({ signal }) => callApi(listBadgesRoute, { signal }),
    }),
};

export const createBadge = (body: BadgeBody) => callApi(createBadgeRoute, { body });
export const updateBadge = (id: number, body: BadgeBody) => callApi(updateBadgeRoute, { params: { id: String(id) }, body });
export const archiveBadge = (id: number) => callApi(archiveBadgeRoute, { params: { id: String(id) } });
