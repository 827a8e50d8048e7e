/**
 * Spaces calls to an outside service at most `perSecond` a second, however many wait at once: each
 * caller is given the next free slot and waits for it. One gate per provider per process; several
 * API processes each keep their own share (the configured rate divided by the processes).
 */
export class RateGate {
  #interval: number;
  #next = 0;

  constructor(perSecond: number) {
    this.#interval = 1000 / perSecond;
  }

  async take(signal?: AbortSignal): Promise<void> {
    const now = performance.now();
    const slot = Math.max(now, this.#next);
    this.#next = slot + this.#interval;
    const wait = slot - now;
    if (wait > 0) {
      // A pause before a call to the provider, not background work.
      // eslint-disable-next-line no-restricted-globals
      await new Promise<void>((resolve) => setTimeout(resolve, wait));
      signal?.throwIfAborted();
    }
  }
}

/** Runs `fn` over `items` with at most `limit` at once; answers the results in the items' order. */
export async function mapPooled<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
