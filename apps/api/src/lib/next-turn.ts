// Long work in the API's one thread gives the event loop a turn between its parts: the members'
// requests that arrived meanwhile are answered before the next part (docs/product.md §11, the import
// beside the members' calls; bench/import-beside-members.ts measures it).

/** Resolves after the requests already waiting have had their turn. */
export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * `items` mapped by `fn` in parts of `part`, the event loop given a turn between parts: the same
 * result as `items.map(fn)`, without holding the thread for the whole list.
 */
export async function mapInTurns<T, R>(items: readonly T[], fn: (item: T) => R, part = 5_000): Promise<R[]> {
  const out: R[] = new Array(items.length);
  for (let i = 0; i < items.length; i++) {
    if (i > 0 && i % part === 0) await nextTurn();
    out[i] = fn(items[i]!);
  }
  return out;
}
