// The back office's notifications: the list of sends, the recipients check, sending and cancelling.
import {
  cancelNotificationSendRoute,
  checkRecipientsRoute,
  listNotificationSendsRoute,
  sendNotificationRoute,
  type NotificationRecipientsBody,
  type ListNotificationSendsQuery,
  type SendNotificationBody,
} from '@cabinet/contracts/client';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client/call-api';

export const SENDS_PAGE = 25;

export const notificationAdminQueries = {
  all: ['admin', 'notifications'] as const,
  /** Polls while something is scheduled, so a delivery by the job shows up with its count. */
  list: (query: ListNotificationSendsQuery) =>
    queryOptions({
      queryKey: [...notificationAdminQueries.all, 'list', query],
      queryFn: ({ signal }) => callApi(listNotificationSendsRoute, { query, signal }),
      refetchInterval: (query) => (query.state.data?.sends.some((s) => s.status === 'scheduled') ? 15_000 : false),
    }),
};

export const checkRecipients = (body: NotificationRecipientsBody) => callApi(checkRecipientsRoute, { body });
export const sendNotification = (body: SendNotificationBody) => callApi(sendNotificationRoute, { body });
export const cancelNotificationSend = (id: number) => callApi(cancelNotificationSendRoute, { params: { id } });
