// A back-office list's query as its address spells it (decision 0028), read by the list's page on the
// app server with the list route's own query schema: the page reads the rows for the HTML
// (lib/server/prefetch.ts) and hands the address to the screen (list-address.tsx), so that both ask
// the API the same thing under the same key and the browser needs no schema (decision 0022).
import type * as z from 'zod/mini';

/** What a filter form holds: the URL's own strings by name (an empty string is "no filter"). */
export type ListValues = Readonly<Record<string, string | undefined>>;

/** The URL's name of the page: the API's `skipCount`. */
export const SKIP = 'skip';

/** A list route's query: its filters and the page, each read from a string. */
export type ListQuerySchema = z.ZodMiniType<{ skipCount: number }, Record<string, unknown>> & {
  shape: Record<string, unknown>;
};

/** A screen's own choices beside its route's: more defaults, fewer rows a page. */
export interface ListOptions {
  defaults?: ListValues;
  pageSize?: number;
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

/** What an address says, as plain data: the server reads it, the browser's screen uses it. */
export interface ListAddress<Q> {
  /** The API's query for the address: the schema's output (the page's size is the route's default). */
  query: Q;
  /** The filter as the URL spells it, defaults filled in, without the page. */
  values: ListValues;
  /** The filter's names, in the schema's order. */
  names: string[];
  /** The filters' defaults as the URL would spell them. */
  defaults: ListValues;
}

/** The list's query for an address whose parameters `param` reads. */
export function readListAddress<S extends ListQuerySchema>(
  schema: S,
  param: (name: string) => string | null | undefined,
  { defaults = {}, pageSize }: ListOptions = {},
): ListAddress<z.output<S>> {
  const names = Object.keys(schema.shape).filter((name) => name !== 'skipCount' && name !== 'maxResultCount');
  // The list's defaults: the route's own (the desk's «pending») and the screen's, if it has more.
  const fallback = { ...(readQuery(schema, {}) as Record<string, unknown>), ...defaults };
  const defaultValues = Object.fromEntries(
    names.filter((name) => fallback[name] !== undefined).map((name) => [name, String(fallback[name])]),
  );
  const defaultOf = (name: string) => defaultValues[name];

  const raw: Record<string, string> = {};
  for (const name of names) {
    const value = param(name) ?? defaultOf(name);
    if (value) raw[name] = value;
  }
  const skipText = param(SKIP);
  // The screen's own page size, where it shows fewer rows than the route's default.
  const page = { ...(skipText ? { skipCount: skipText } : {}), ...(pageSize ? { maxResultCount: String(pageSize) } : {}) };
  const query: z.output<S> = readQuery(schema, { ...raw, ...page });
  // What the URL says once the schema has read it: a refused value is not offered back to the form.
  const read = query as Record<string, unknown>;
  const values: Record<string, string> = {};
  for (const name of names) if (raw[name] !== undefined && read[name] !== undefined) values[name] = raw[name];
  return { query, values, names, defaults: defaultValues };
}

/** A list: its route's query schema, the feature's query of a page, and the screen's choices. */
export interface ListDefinition<S extends ListQuerySchema, O> {
  schema: S;
  pageOf: (query: z.output<S>) => O;
  options: ListOptions;
}

/**
 * One definition serves the list's page, which reads the address and the first page on the server,
 * and the screen's filter bar, which loads the schema when it first checks a filter (list.ts of a feature).
 */
export function defineList<S extends ListQuerySchema, O>(
  schema: S,
  pageOf: (query: z.output<S>) => O,
  options: ListOptions = {},
): ListDefinition<S, O> {
  return { schema, pageOf, options };
}
