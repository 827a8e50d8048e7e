// The delivery log of an address's page (/admin/webhooks/[id]), for the page on the app server, which
// reads its status and page from the address with the route's query schema and its first rows
// (list-query.ts, decision 0022). The address's id is the path's, not the query's: a page of the log
// is asked for an address.
import { listWebhookDeliveriesQuery } from '@cabinet/contracts';
import { defineList } from '@/components/admin/list-page/list-query';
import { webhookQueries } from './queries';

export const deliveriesList = defineList(
  listWebhookDeliveriesQuery,
  (query) => (endpointId: number) => webhookQueries.deliveries(endpointId, query),
);
