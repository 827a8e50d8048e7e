// Webhooks back to the company (admins): the addresses, a page of an address's deliveries (refreshed
// while one waits for its next attempt: the queue goes on by itself), and the writes — a new address,
// its changes, its secret replaced, a test event, «Повторить», its removal.
import {
  createWebhookEndpointRoute,
  deleteWebhookEndpointRoute,
  listWebhookDeliveriesRoute,
  listWebhookEndpointsRoute,
  redeliverWebhookRoute,
  rotateWebhookSecretRoute,
  sendTestWebhookRoute,
  updateWebhookEndpointRoute,
  type CreateWebhookEndpointBody,
  type ListWebhookDeliveriesQuery,
  type UpdateWebhookEndpointBody,
} from '@cabinet/contracts/client';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client/call-api';

export const webhookQueries = {
  all: ['admin', 'webhooks'] as const,
  endpoints: () =>
    queryOptions({
      queryKey: [...webhookQueries.all, 'endpoints'],
      queryFn: ({ signal }) => callApi(listWebhookEndpointsRoute, { signal }),
    }),
  deliveries: (endpointId: number, query: ListWebhookDeliveriesQuery) =>
    queryOptions({
      queryKey: [...webhookQueries.all, 'deliveries', endpointId, query],
      queryFn: ({ signal }) => callApi(listWebhookDeliveriesRoute, { params: { id: String(endpointId) }, query, signal }),
      placeholderData: keepPreviousData,
      refetchInterval: (q) => (q.state.data?.deliveries.some((d) => d.status === 'pending') ? 15_000 : false),
    }),
};

const params = (id: number) => ({ id: String(id) });

export const createWebhookEndpoint = (body: CreateWebhookEndpointBody) => callApi(createWebhookEndpointRoute, { body });
export const updateWebhookEndpoint = (id: number, body: UpdateWebhookEndpointBody) =>
  callApi(updateWebhookEndpointRoute, { params: params(id), body });
export const rotateWebhookSecret = (id: number, previousValidHours: number) =>
  callApi(rotateWebhookSecretRoute, { params: params(id), body: { previousValidHours } });
export const deleteWebhookEndpoint = (id: number) => callApi(deleteWebhookEndpointRoute, { params: params(id) });
export const sendTestWebhook = (id: number) => callApi(sendTestWebhookRoute, { params: params(id) });
export const redeliverWebhook = (id: number, messageId: string) =>
  callApi(redeliverWebhookRoute, { params: { ...params(id), messageId } });
