import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A save whose answer is the new state of what it saved: that answer goes into `key`'s query, and
 * every other query under `root` (lists, other months) is read again. The saved one is not: it would
 * only fetch what the save just answered.
 */
export function keepSavedAnswer(client: QueryClient, root: QueryKey, key: QueryKey, answer: unknown): void {
  client.setQueryData(key, answer);
  void client.invalidateQueries({ queryKey: root, predicate: (q) => q.queryHash !== hashKey(key) });
}
