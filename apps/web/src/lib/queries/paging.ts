/**
 * The skip of the next page of a paged list, or undefined when every item is loaded. An empty
 * page (a cancelled call answers one, product §8) ends the list too, so it never asks forever.
 */
export function nextSkip<P extends { totalCount: number }>(
  pages: readonly P[],
  itemsOf: (page: P) => readonly unknown[],
): number | undefined {
  const last = pages.at(-1);
  const loaded = pages.reduce((n, p) => n + itemsOf(p).length, 0);
  return last && itemsOf(last).length > 0 && loaded < last.totalCount ? loaded : undefined;
}
