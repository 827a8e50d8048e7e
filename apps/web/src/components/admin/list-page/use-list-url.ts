'use client';
// A back-office list's filters, sort and page live in the URL (`/admin/withdrawals?status=paid&skip=25`):
// a reload, the back button and a shared link show the same list (decision 0028). The URL is read
// through the list route's own query schema, so the list asks the API exactly what the address says;
// a value the schema refuses (a link edited by hand) is left out instead of breaking the page.
// Values equal to the list's defaults are left out of the URL.
import type * as z from 'zod/mini';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';

/** What a filter form holds: the URL's own strings by name (an empty string is "no filter"). */
export type ListValues = Readonly<Record<string, string | undefined>>;

/** The URL's name of the page: the API's `skipCount`. */
const SKIP = 'skip';

/** A list route's query: its filters and the page, each read from a string. */
export type ListQuerySchema = z.ZodMiniType<{ skipCount: number }, Record<string, unknown>> & {
  shape: Record<string, unknown>;
};

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

/** The schema's output for `raw`, leaving out (a few at a time) the values it refuses. */
function readQuery<S extends z.ZodMiniType>(schema: S, raw: Record<string, string>): z.output<S> {
  let input: Record<string, string> = { ...raw };
  for (;;) {
    const parsed = schema.safeParse(input);
    if (parsed.success) return parsed.data;
    const refused = parsed.error.issues.map((issue) => String(issue.path[0]));
    // A refusal that names no value of the URL: the schema itself wants more than the URL can give.
    if (!refused.some((key) => key in input)) throw parsed.error;
    input = Object.fromEntries(Object.entries(input).filter(([key]) => !refused.includes(key)));
  }
}

export function useListUrl<S extends ListQuerySchema>(
  schema: S,
  { defaults = {}, pageSize }: { defaults?: ListValues; pageSize?: number } = {},
): ListUrl<z.output<S>> {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const names = Object.keys(schema.shape).filter((name) => name !== 'skipCount' && name !== 'maxResultCount');
  // The list's defaults: the route's own (the desk's «pending») and the screen's, if it has more.
  const fallback = { ...(readQuery(schema, {}) as Record<string, unknown>), ...defaults };
  const defaultOf = (name: string) => (fallback[name] === undefined ? undefined : String(fallback[name]));

  const raw: Record<string, string> = {};
  for (const name of names) {
    const value = params.get(name) ?? defaultOf(name);
    if (value) raw[name] = value;
  }
  const skipText = params.get(SKIP);
  // The screen's own page size, where it shows fewer rows than the route's default.
  const page = { ...(skipText ? { skipCount: skipText } : {}), ...(pageSize ? { maxResultCount: String(pageSize) } : {}) };
  const query: z.output<S> = readQuery(schema, { ...raw, ...page });
  // What the URL says once the schema has read it: a refused value is not offered back to the form.
  const read = query as Record<string, unknown>;
  const values: Record<string, string> = {};
  for (const name of names) if (raw[name] !== undefined && read[name] !== undefined) values[name] = raw[name];

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

/** A list page's URL and the page of rows it asks for: `pageOf` is the feature's query factory. */
export function useListPage<S extends ListQuerySchema, D, K extends QueryKey>(
  schema: S,
  pageOf: (query: z.output<S>) => UseQueryOptions<D, Error, D, K>,
  options?: { defaults?: ListValues; pageSize?: number },
) {
  const url = useListUrl(schema, options);
  return { ...url, page: useQuery(pageOf(url.query)) };
}
