'use client';
// A back-office list's filters, sort and page live in the URL (`/admin/withdrawals?status=paid&skip=25`):
// a reload, the back button and a shared link show the same list (decision 0028). The list's page
// reads the address on the app server (list-query.ts) and hands it down (list-address.tsx); a new
// filter or page is a navigation to a new address, which the page reads in turn. Values equal to the
// list's defaults are left out of the URL.
import { useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useTransition } from 'react';
import { useListAddress } from './list-address';
import type * as z from 'zod/mini';
import { SKIP, type ListDefinition, type ListQuerySchema, type ListValues } from './list-query';

export interface ListUrl<Q> {
  /** The API's query for the address: the schema's output (the page's size is the route's default). */
  query: Q;
  /** The filter as the URL spells it, defaults filled in, without the page. */
  values: ListValues;
  skip: number;
  setSkip: (skip: number) => void;
  /** A new filter from its first page. */
  apply: (values: ListValues) => void;
  /** The list's defaults, from its first page. */
  reset: () => void;
  /** A new address is on its way (its page is being read). */
  moving: boolean;
}

export function useListUrl<Q>(): ListUrl<Q> {
  const { query, values, names, defaults } = useListAddress<Q>();
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const [moving, startMoving] = useTransition();

  const go = (next: ListValues, skip: number) => {
    // Names already in the URL keep their place, so that a link reads the same as it is refined.
    const order = [...new Set([...params.keys(), ...names])].filter((name) => names.includes(name));
    const search = new URLSearchParams();
    for (const name of order) {
      const value = next[name]?.trim();
      if (value && value !== defaults[name]) search.set(name, value);
    }
    if (skip > 0) search.set(SKIP, String(skip));
    const text = search.toString();
    startMoving(() => router.push(text ? `${pathname}?${text}` : pathname, { scroll: false }));
  };

  return {
    query,
    values,
    skip: (query as { skipCount: number }).skipCount,
    setSkip: (skip) => go(values, skip),
    apply: (next) => go(next, 0),
    reset: () => go({}, 0),
    moving,
  };
}

/** What a list's page answers, as its definition (list.ts of a feature) asks for it. */
type PageData<L> = L extends ListDefinition<ListQuerySchema, UseQueryOptions<infer D, Error, infer _T, infer _K>> ? D : never;

/**
 * The list's address and its page's answer, asked with `pageOf` (the feature's query of a page); L is
 * the type of the list's definition, which the screen imports as a type only (the schema stays out of
 * the browser's first load).
 */
export function useListPage<L extends ListDefinition<ListQuerySchema, unknown>>(
  pageOf: L['pageOf'],
): ListUrl<z.output<L['schema']>> & { page: UseQueryResult<PageData<L>> } {
  const url = useListUrl<z.output<L['schema']>>();
  return { ...url, page: useQuery(pageOf(url.query) as UseQueryOptions<PageData<L>, Error, PageData<L>, QueryKey>) };
}
