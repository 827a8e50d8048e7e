// A react-hook-form resolver whose rules load when they are first needed — the form's first focus
// or its first validation — instead of with the page: the rules are zod schemas, and zod kept out
// of the first load is ~25 kB gzip of every form page (decision 0022). The messages and
// the rules are the schemas' own, unchanged.
import type { FieldValues, Resolver } from 'react-hook-form';

export interface LazyModule<T> {
  get: () => Promise<T>;
  /** Starts loading (a form calls it on focus), so that a submit rarely waits for the rules. */
  preload: () => void;
}

/** A module loaded once, on first use; a failed load (offline for a moment) is tried again next time. */
export function lazyModule<T>(load: () => Promise<T>): LazyModule<T> {
  let loading: Promise<T> | null = null;
  const get = () =>
    (loading ??= load().catch((err: unknown) => {
      loading = null;
      throw err;
    }));
  return { get, preload: () => void get().catch(() => undefined) };
}

/** A form's rules loaded on first use: the resolver to give react-hook-form, and a start of the load for its focus. */
export interface LazyResolver<TFieldValues extends FieldValues, TTransformed = TFieldValues> {
  resolver: Resolver<TFieldValues, unknown, TTransformed>;
  preload: () => void;
}

export function lazyResolver<TFieldValues extends FieldValues, TTransformed = TFieldValues>(
  load: () => Promise<Resolver<TFieldValues, unknown, TTransformed>>,
): LazyResolver<TFieldValues, TTransformed> {
  const rules = lazyModule(load);
  return { resolver: async (values, context, options) => (await rules.get())(values, context, options), preload: rules.preload };
}
