'use client';
// A back-office list's filters, sort and page live in the URL (`/admin/withdrawals?status=paid&skip=25`):
// a reload, the back button and a shared link show the same list (decision 0028). The URL is read
// through the list route's own query schema, so the list asks the API exactly what the address says;
// a value the schema refuses (a link edited by hand) is left out instead of breaking the page.
// Values equal to the list's defaults are left out of the URL.
import type * as z from 'zod/mini';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import {
  readListAddress,
  SKIP,
  type ListDefinition,
  type ListOptions,
  type ListQuerySchema,
  type ListValues,
} from './list-query';

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
}

export function useListUrl<S extends ListQuerySchema>(schema: S, options: ListOptions = {}): ListUrl<z.output<S>> {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const { query, values, names, defaultOf } = readListAddress(schema, (name) => params.get(name), options);

  const go = (next: ListValues, skip: number) => {
    // Names already in the URL keep their place, so that a link reads the same as it is refined.
    const order = [...new Set([...params.keys(), ...names])].filter((name) => names.includes(name));
    const search = new URLSearchParams();
    for (const name of order) {
      const value = next[name]?.trim();
      if (value && value !== defaultOf(name)) search.set(name, value);
    }
    if (skip > 0) search.set(SKIP, String(skip));
    const text = search.toString();
    router.push(text ? `${pathname}?${text}` : pathname, { scroll: false });
  };

  return {
    query,
    values,
    skip: (query as { skipCount: number }).skipCount,
    setSkip: (skip) => go(values, skip),
    apply: (next) => go(next, 0),
    reset: () => go({}, 0),
  };
}

/** A list page's URL and the page of rows it asks for (the list's definition, list-query.ts). */
export function useListPage<S extends ListQuerySchema, D, K extends QueryKey>(
  list: ListDefinition<S, UseQueryOptions<D, Error, D, K>>,
) {
  const url = useListUrl(list.schema, list.options);
  return { ...url, page: useQuery(list.pageOf(url.query)) };
}
