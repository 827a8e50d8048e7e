// A back-office list's page on the app server: reads the address (list-query.ts) and the page of rows
// it asks for, and hands both to the list's screen — the rows into the browser's query cache, the
// address to useListPage (list-address.tsx).
import 'server-only';
import type { DataTag, QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { output } from 'zod/v4/core';
import { SeedQueries } from '@/lib/queries/seed-queries';
import { listAddressOf, prefetchForPage, prefetchListPage } from '@/lib/server/prefetch';
import type { ReadRoute } from '@/lib/server/page-data';
import { ListAddressProvider } from './list-address';
import type { ListDefinition, ListQuerySchema } from './list-query';

interface ListPageDataProps<R extends ReadRoute, S extends ListQuerySchema> {
  route: R;
  list: ListDefinition<S, { queryKey: DataTag<QueryKey, output<R['response']>, unknown> }>;
  searchParams: Promise<Readonly<Record<string, string | string[] | undefined>>>;
  children: ReactNode;
}

export async function ListPageData<R extends ReadRoute, S extends ListQuerySchema>({
  route,
  list,
  searchParams,
  children,
}: ListPageDataProps<R, S>) {
  const address = listAddressOf(list, await searchParams);
  const seeded = await prefetchForPage([prefetchListPage(route, list, address)]);
  return (
    <SeedQueries queries={seeded}>
      <ListAddressProvider address={address}>{children}</ListAddressProvider>
    </SeedQueries>
  );
}
