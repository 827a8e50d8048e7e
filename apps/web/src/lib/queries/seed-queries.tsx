'use client';
// The data a page read on the app server (lib/server/prefetch.ts), put into the browser's query cache
// under the browser's own keys. TanStack's HydrationBoundary does the same for any dehydrated cache
// (pending queries, errors, mutations) and brings about a kilobyte of code to every page that uses
// it; the pages here only ever hand over answers, which setQueryData, already in every page, writes.
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactNode } from 'react';

/** One answer read on the server, and when. */
export interface SeededQuery {
  queryKey: QueryKey;
  data: unknown;
  updatedAt: number;
}

export function SeedQueries({ queries, children }: { queries: readonly SeededQuery[]; children: ReactNode }) {
  const client = useQueryClient();
  // Queries the cache does not hold yet are written before the children render, so that they paint
  // with the data, on the server as in the browser. Nothing watches them yet: writing is safe here.
  useMemo(() => {
    for (const q of queries) {
      if (!client.getQueryState(q.queryKey)) client.setQueryData(q.queryKey, q.data, { updatedAt: q.updatedAt });
    }
  }, [client, queries]);
  // Those it holds already (a page shown again) take a newer answer once rendered: components watch
  // them, and a write while React renders would update them in the middle of it.
  useEffect(() => {
    for (const q of queries) {
      const state = client.getQueryState(q.queryKey);
      if (state && state.dataUpdatedAt < q.updatedAt) client.setQueryData(q.queryKey, q.data, { updatedAt: q.updatedAt });
    }
  }, [client, queries]);
  return children;
}
