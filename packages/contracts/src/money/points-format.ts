// Points without zod: the checks and the formatting the browser needs (the schema stays in points.ts).
import { lazy } from '../common/lazy.js';

/**
 * Amounts travel as points (1 б. = 1 ₽) with at most two decimals; the database keeps integer
 * kopecks. A double holds every such value exactly enough: ×100 and round gives the kopecks back.
 */
export function hasAtMostTwoDecimals(value: number): boolean {
  const kopecks = value * 100;
  return Number.isFinite(kopecks) && Math.abs(kopecks - Math.round(kopecks)) < 1e-6;
}

/** The currency abbreviation (product §9). */
export const POINTS_ABBR = 'б.';

const whole = lazy(() => new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 }));
const withKopecks = lazy(() => new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/**
 * 12345 → '12 345 б.', 12345.5 → '12 345,50 б.', 0/null/NaN → '0 б.' (a no-break space between
 * thousands, as product §10 asks). `withUnit: false` leaves the abbreviation off.
 */
export function formatPoints(value: number | null | undefined, { withUnit = true } = {}): string {
  const n = typeof value === 'number' && Number.isFinite(value) ? value : 0;
  const text = (Number.isInteger(n) ? whole : withKopecks)()
    .format(n)
    .replace(/[\u202f ]/g, '\u00a0');
  return withUnit ? `${text}\u00a0${POINTS_ABBR}` : text;
}
