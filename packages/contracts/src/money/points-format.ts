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

/**
 * 12345 → '12 345 б.', 12345.5 → '12 345,50 б.', 0/null/NaN → '0 б.' (a no-break space between
 * thousands, as product §10 asks). `withUnit: false` leaves the abbreviation off.
 *
 * Written out rather than through Intl.NumberFormat: the first Intl object of a page loads the ICU
 * data, 40–75 ms of main-thread work on this machine's Chromium (docs/performance.md), and the
 * balance in every page's header is formatted while the page hydrates. The digits are ru-RU's
 * (points-format.test.ts compares them with Intl's over many values); an amount that rounds to
 * zero is '0', never Intl's '-0'.
 */
export function formatPoints(value: number | null | undefined, { withUnit = true } = {}): string {
  const n = typeof value === 'number' && Number.isFinite(value) ? value : 0;
  const text = Math.abs(n) < EXACT_BELOW ? ruDigits(n) : intlDigits(n);
  return withUnit ? `${text}\u00a0${POINTS_ABBR}` : text;
}

/**
 * Roubles in the points' digits (a tax statement, a provider's balance): 150000 → '150 000 ₽',
 * 1234.5 → '1 234,50 ₽', with a no-break space before the sign.
 */
export function formatRoubles(value: number | null | undefined): string {
  return `${formatPoints(value, { withUnit: false })}\u00a0₽`;
}

/**
 * A text the programme wrote with amounts in points — «не хватило баллов — 200 б. в долг», as a line
 * of the history keeps it — with those amounts in roubles, for a screen or a document that counts in
 * roubles (docs/product.md §10.1: one unit a screen, 1 б. = 1 ₽, so the figure stays). Only what
 * `formatPoints` writes is touched (a digit, a no-break space, «б.»); where its point also ended the
 * sentence, the sentence keeps a full stop.
 */
export function roublesInText(text: string): string {
  return text.replace(/(\d)\u00a0б\./gu, (match: string, digit: string, at: number) => {
    const after = text.slice(at + match.length);
    return /^(\s*$|\s+[А-ЯЁA-Z])/u.test(after) ? `${digit}\u00a0₽.` : `${digit}\u00a0₽`;
  });
}

/** Kopecks stay exact integers in a double below this (2^53 / 100); beyond it Intl does the work. */
const EXACT_BELOW = 9e13;

/** ru-RU digits: whole numbers as they are, others with two decimals, rounded half away from zero. */
function ruDigits(n: number): string {
  const whole = Number.isInteger(n);
  const kopecks = whole ? Math.abs(n) * 100 : roundToKopecks(Math.abs(n));
  const fraction = whole ? '' : `,${String(kopecks % 100).padStart(2, '0')}`;
  return `${n < 0 && kopecks > 0 ? '-' : ''}${groupThousands(String(Math.floor(kopecks / 100)))}${fraction}`;
}

/** '1234567' → '1 234 567' with no-break spaces (ru-RU groups every number of four digits and more). */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, '\u00a0');
}

/**
 * Rounds as Intl does: on the number's shortest decimal form (1.005 → 1,01, where 1.005 × 100 is
 * 100.49999…), half away from zero. `abs` is positive and below EXACT_BELOW.
 */
function roundToKopecks(abs: number): number {
  const decimal = String(abs);
  // Below 1e-6 a double prints in exponent form; such an amount is zero kopecks.
  if (decimal.includes('e')) return 0;
  const [whole = '0', fraction = ''] = decimal.split('.');
  const up = (fraction[2] ?? '0') >= '5' ? 1 : 0;
  return Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0')) + up;
}

const wholeFormat = lazy(() => new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 }));
const kopecksFormat = lazy(() => new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** Amounts of 90 trillion and more (never a member's): Intl's digits, its spaces made no-break. */
function intlDigits(n: number): string {
  return (Number.isInteger(n) ? wholeFormat : kopecksFormat)()
    .format(n)
    .replace(/[\u202f ]/g, '\u00a0');
}
