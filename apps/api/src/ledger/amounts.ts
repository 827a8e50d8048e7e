import { hasAtMostTwoDecimals } from '@cabinet/contracts';

/** Points (at most two decimals) → integer kopecks, as the database keeps them. */
export function toKopecks(points: number): number {
  if (!hasAtMostTwoDecimals(points)) throw new Error(`not an amount of points: ${points}`);
  return Math.round(points * 100);
}

/** Integer kopecks → points for the API. */
export function toPoints(kopecks: number | string): number {
  return Number(kopecks) / 100;
}
