// The notifications screen's calls; its content is issue 5.
import { listNotificationsResponse, type listNotificationsQuery, type ListNotificationsResponse } from '@cabinet/contracts';
import type { z } from 'zod';
import { get } from '@/lib/api-client/client';
import { emptyOnCancel } from '@/lib/api-client/cancel';

const EMPTY: ListNotificationsResponse = { notifications: [], totalCount: 0 };

/** A cancelled request gives an empty list (spec §8). */
export function listNotifications(query: Partial<z.output<typeof listNotificationsQuery>>, signal?: AbortSignal): Promise<ListNotificationsResponse> {
  return emptyOnCancel(get('/api/notification/', { query: { ...query }, schema: listNotificationsResponse, signal }), EMPTY);
}
