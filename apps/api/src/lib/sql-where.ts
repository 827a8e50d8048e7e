/**
 * A WHERE clause built from optional filters with numbered parameters, so that list and count
 * queries (and their CSV exports) share one filter.
 */
export class SqlWhere {
  readonly params: unknown[] = [];
  private readonly clauses: string[] = [];

  /** Adds `value` as the next parameter and returns its placeholder (`$3`). */
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  /** Adds a condition; `build` gets the placeholder of `value`. Skipped when value is undefined. */
  when<T>(value: T | undefined, build: (placeholder: string) => string): this {
    if (value !== undefined) this.clauses.push(build(this.param(value)));
    return this;
  }

  /** Adds a condition whose parameters were added with `param`. */
  and(clause: string): this {
    this.clauses.push(clause);
    return this;
  }

  /** Calendar days of the Moscow time zone, both inclusive, on a timestamptz column. */
  moscowDays(column: string, from: string | undefined, to: string | undefined): this {
    this.when(from, (p) => `${column} >= (${p}::date::timestamp AT TIME ZONE 'Europe/Moscow')`);
    return this.when(to, (p) => `${column} < ((${p}::date + 1)::timestamp AT TIME ZONE 'Europe/Moscow')`);
  }

  toString(): string {
    return this.clauses.length ? `WHERE ${this.clauses.join(' AND ')}` : '';
  }
}

/** A LIKE pattern matching `text` anywhere, its own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => '\\' + c)}%`;
}
