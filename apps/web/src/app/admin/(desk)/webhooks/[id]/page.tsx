import { listWebhookDeliveriesRoute, listWebhookEndpointsRoute } from '@cabinet/contracts';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ListAddressProvider } from '@/components/admin/list-page/list-address';
import { adminTitles } from '@/components/admin/texts';
import { WebhookScreen } from '@/features/admin-webhooks/components/webhook-screen';
import { deliveriesList } from '@/features/admin-webhooks/list';
import { webhookQueries } from '@/features/admin-webhooks/queries';
import type { QueryValues } from '@/lib/api-client/request-parts';
import { SeedQueries } from '@/lib/queries/seed-queries';
import { listAddressOf, prefetchForPage, prefetchQuery } from '@/lib/server/prefetch';

export const metadata: Metadata = { title: adminTitles.webhook };

const ENDPOINT_ID = /^[1-9][0-9]{0,15}$/;

/**
 * An address and its delivery log, whose status and page are the URL's (`?status=failed&skip=20`):
 * read here with the log's query schema, with the addresses and the log's first rows (ListPageData
 * does the same for a list of its own; the log's call needs the address's id besides its query).
 */
export default async function WebhookPage({ params, searchParams }: PageProps<'/admin/webhooks/[id]'>) {
  const { id } = await params;
  if (!ENDPOINT_ID.test(id)) notFound();
  const endpointId = Number(id);
  const address = listAddressOf(deliveriesList, await searchParams);
  const seeded = await prefetchForPage([
    prefetchQuery(listWebhookEndpointsRoute, webhookQueries.endpoints()),
    prefetchQuery(listWebhookDeliveriesRoute, deliveriesList.pageOf(address.query)(endpointId), address.query as QueryValues, {
      id: endpointId,
    }),
  ]);
  return (
    <SeedQueries queries={seeded}>
      <ListAddressProvider address={address}>
        <WebhookScreen endpointId={endpointId} />
      </ListAddressProvider>
    </SeedQueries>
  );
}
