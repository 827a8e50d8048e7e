/**
 * A memory of answers bounded by their total size: when a new answer would pass the budget, the
 * oldest go first. For values whose key already says everything they depend on (so nothing ever
 * needs to be forgotten for being wrong, only for room).
 */
export class BoundedCache<V> {
  private readonly entries = new Map<string, { value: V; size: number }>();
  private used = 0;

  constructor(
    private readonly budget: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  get(key: string): V | undefined {
    return this.entries.get(key)?.value;
  }

  set(key: string, value: V): void {
    const size = this.sizeOf(value);
    if (size > this.budget) return;
    const old = this.entries.get(key);
    if (old) {
      this.used -= old.size;
      this.entries.delete(key);
    }
    // A Map iterates in insertion order: the first keys are the oldest.
    for (const [k, e] of this.entries) {
      if (this.used + size <= this.budget) break;
      this.entries.delete(k);
      this.used -= e.size;
    }
    this.entries.set(key, { value, size });
    this.used += size;
  }

  get size(): number {
    return this.entries.size;
  }
}
