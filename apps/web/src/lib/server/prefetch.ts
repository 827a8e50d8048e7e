// The first paint with data (docs/performance.md): a page reads the member's data (the back office: the
// operator's) on the app server with the session's token, into a TanStack Query cache under the
// very keys the browser's queries use, and hands it over with <SeedQueries>
// (lib/queries/seed-queries.tsx). The browser then paints the data at once instead of skeletons
// (what Lighthouse's LCP and CLS see) and does not ask again while it is fresh (staleTime). A call
// that fails or a token that has lapsed just leaves its query to the browser, as before.
import 'server-only';
import {
  adminMeRoute,
  getTeamRoleRoute,
  isNotificationRoute,
  pendingAmountRoute,
  personalInfoRoute,
  userBalanceRoute,
} from '@cabinet/contracts';
import { hashKey, type DataTag, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import type { output } from 'zod/v4/core';
import {
  readListAddress,
  type ListAddress,
  type ListDefinition,
  type ListQuerySchema,
} from '@/components/admin/list-page/list-query';
import type { QueryValues } from '../api-client/request-parts';
import { memberQueries } from '../queries/member-queries';
import { operatorQueries } from '../queries/operator';
import type { SeededQuery } from '../queries/seed-queries';
import { readForPage, type PathParams, type ReadRoute } from './page-data';

interface PrefetchItem {
  queryKey: QueryKey;
  read: () => Promise<unknown>;
}

/**
 * The query `options` (the browser's own factory) filled from `route`, the contract of the call its
 * `queryFn` makes: the compiler checks that the two answer the same type.
 */
export function prefetchQuery<R extends ReadRoute>(
  route: R,
  options: { queryKey: DataTag<QueryKey, output<R['response']>, unknown> },
  query?: QueryValues,
  params?: PathParams,
): PrefetchItem {
  return { queryKey: options.queryKey, read: () => readForPage(route, query, params) };
}

/**
 * The first page of a paged list: `options` is the browser's infinite query (pages from 0), `route`
 * the call that reads the page with `query`. The browser asks only for the pages after it.
 */
export function prefetchFirstPage<R extends ReadRoute>(
  route: R,
  options: { queryKey: DataTag<QueryKey, InfiniteData<output<R['response']>, unknown>, unknown> },
  query?: QueryValues,
): PrefetchItem {
  return {
    queryKey: options.queryKey,
    read: async () => {
      const page = await readForPage(route, query);
      return page === null ? null : { pages: [page], pageParams: [0] };
    },
  };
}

/** The address of a back-office list as its page's `searchParams` spell it, read with the list's schema. */
export function listAddressOf<S extends ListQuerySchema, O>(
  list: ListDefinition<S, O>,
  searchParams: Readonly<Record<string, string | string[] | undefined>>,
): ListAddress<output<S>> {
  // A name given twice: the browser's URLSearchParams.get() reads the first.
  const param = (name: string) => [searchParams[name]].flat()[0];
  return readListAddress(list.schema, param, list.options);
}

/**
 * The page of a back-office list its address asks for, read under the key the list's screen asks
 * with (`list.pageOf`), so that the screen paints its rows at once.
 */
export function prefetchListPage<R extends ReadRoute, S extends ListQuerySchema>(
  route: R,
  list: ListDefinition<S, { queryKey: DataTag<QueryKey, output<R['response']>, unknown> }>,
  address: ListAddress<output<S>>,
): PrefetchItem {
  // The schema reads the URL's strings into strings, numbers and booleans: a query of the API's.
  return prefetchQuery(route, list.pageOf(address.query), address.query as QueryValues);
}

/** Runs the reads at once; what answered is handed to the browser, the rest stays to it to ask. */
export async function prefetchForPage(items: readonly PrefetchItem[]): Promise<SeededQuery[]> {
  const answers = await Promise.all(
    items.map(async ({ queryKey, read }) => ({ queryKey, data: await read(), updatedAt: Date.now() })),
  );
  return answers.filter((answer) => answer.data !== null);
}

/**
 * The answer `prefetched` holds under `options`' key, typed by it (prefetchQuery held the two to the
 * same route), or null when that read failed. For a server component that renders the answer itself.
 */
export function answerOf<T>(prefetched: readonly SeededQuery[], options: { queryKey: DataTag<QueryKey, T, unknown> }): T | null {
  const hash = hashKey(options.queryKey);
  const found = prefetched.find((q) => hashKey(q.queryKey) === hash);
  return found ? (found.data as T) : null;
}

/** `prefetched` without the answers under these keys: those a server component renders need no seat in the browser's cache. */
export function withoutAnswers(prefetched: readonly SeededQuery[], ...keyed: { queryKey: QueryKey }[]): SeededQuery[] {
  const hashes = new Set(keyed.map((options) => hashKey(options.queryKey)));
  return prefetched.filter((q) => !hashes.has(hashKey(q.queryKey)));
}

/**
 * What the cabinet's shell shows on every page — the user card's name, avatar, balance and frozen
 * amount, the bell, and whether the menu has «Команда» — read by the cabinet's layout for every page,
 * so that the browser does not ask for them again (and the menu does not grow an item after the paint).
 */
export function shellPrefetches(): PrefetchItem[] {
  return [
    prefetchQuery(userBalanceRoute, memberQueries.balance()),
    prefetchQuery(pendingAmountRoute, memberQueries.pendingAmount()),
    prefetchQuery(personalInfoRoute, memberQueries.personalInfo()),
    prefetchQuery(isNotificationRoute, memberQueries.isNotification()),
    prefetchQuery(getTeamRoleRoute, memberQueries.teamRole()),
  ];
}

/**
 * What the back office's shell shows on every page — who is signed in, and the menu of their role —
 * read with the operator's session by the desk's layout, as the cabinet's is by its own.
 */
export function deskShellPrefetches(): PrefetchItem[] {
  return [prefetchQuery(adminMeRoute, operatorQueries.me())];
}
