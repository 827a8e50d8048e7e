// What the data generator and the benchmarks share: the bench database, its scales, member ids.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const benchRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(benchRoot, '..');

export const BENCH_DB_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/agentplus_bench';

/** How much of each thing the data set holds. */
export interface Scale {
  members: number;
  entries: number;
  contracts: number;
  orders: number;
  news: number;
  likesPerMember: number;
  notificationsPerMember: number;
}

/** `full` is the data set; `small` the same shape at 1/100, the embedded database's default. */
export const SCALES: Record<string, Scale> = {
  full: {
    members: 100_000,
    entries: 5_000_000,
    contracts: 1_000_000,
    orders: 300_000,
    news: 500,
    likesPerMember: 10,
    notificationsPerMember: 10,
  },
  small: {
    members: 1_000,
    entries: 50_000,
    contracts: 10_000,
    orders: 3_000,
    news: 100,
    likesPerMember: 10,
    notificationsPerMember: 10,
  },
};

/** Member 1 holds 6 % of the contracts and 4 % of the adjustments: ~100 000 history lines at full scale. */
export const HEAVY_MEMBER = 1;

/** Member g's id (the generator's formula). */
export function memberUuid(g: number): string {
  return `00000000-0000-4000-8000-${g.toString(16).padStart(12, '0')}`;
}
