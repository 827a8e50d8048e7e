import type { QueryLike } from './query-state';

/** An answer the server already has, in the shape QueryState reads: neither pending nor failed. */
export function settledQuery(data: unknown): QueryLike {
  return { isPending: false, isError: false, error: null, data, refetch: () => undefined };
}
