/**
 * Requests per address in fixed windows, counted in this process's memory. For what is cheap and
 * lossy (a browser's beacon), where a database write per request would cost more than what it
 * guards; each API process keeps its own count, so the limit holds per process. The map is emptied
 * when its window ends and holds at most `maxAddresses`, past which new addresses are refused: a
 * spray of made-up addresses cannot grow it.
 */
export class AddressWindows {
  #start = 0;
  readonly #hits = new Map<string, number>();

  constructor(
    private readonly windowMs: number,
    private readonly limit: number,
    private readonly maxAddresses = 50_000,
  ) {}

  /** Counts a request from `address`; answers whether it passes the limit, and when the window ends. */
  hit(address: string, now: Date): { exceeded: boolean; retryAfter: number } {
    const start = Math.floor(now.getTime() / this.windowMs) * this.windowMs;
    if (start !== this.#start) {
      this.#start = start;
      this.#hits.clear();
    }
    const retryAfter = Math.ceil((start + this.windowMs - now.getTime()) / 1000);
    const seen = this.#hits.get(address);
    if (seen === undefined && this.#hits.size >= this.maxAddresses) return { exceeded: true, retryAfter };
    const hits = (seen ?? 0) + 1;
    this.#hits.set(address, hits);
    return { exceeded: hits > this.limit, retryAfter };
  }
}
