// The notifications screen's calls, each answer parsed with its contract.
import {
  listNotificationsResponse,
  readNotificationsResponse,
  type listNotificationsQuery,
  type ListNotificationsResponse,
  type ReadNotificationsResponse,
} from '@cabinet/contracts';
import type * as z from 'zod/mini';
import { get, post } from '@/lib/api-client/client';
import { emptyOnCancel } from '@/lib/api-client/cancel';

const EMPTY: ListNotificationsResponse = { notifications: [], totalCount: 0 };

/** A cancelled request gives an empty list (spec §8). */
export function listNotifications(
  query: Partial<z.output<typeof listNotificationsQuery>>,
  signal?: AbortSignal,
): Promise<ListNotificationsResponse> {
  return emptyOnCancel(get('/api/notification/', { query: { ...query }, schema: listNotificationsResponse, signal }), EMPTY);
}

/** Marks the listed notifications read; without ids, all of the member's. */
export function readNotifications(ids?: number[]): Promise<ReadNotificationsResponse> {
  return post('/api/notification/read', ids ? { ids } : undefined, { schema: readNotificationsResponse });
}
