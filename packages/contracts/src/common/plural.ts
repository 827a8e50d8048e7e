import { formatPoints } from '../money/points-format.js';

/**
 * Picks the Russian plural form: pluralRu(3, ['попытка', 'попытки', 'попыток']) → 'попытки'.
 *
 * CLDR's rule for Russian, written out rather than asked of Intl.PluralRules: the first Intl object
 * of a page loads the ICU data, and the home page's planner counts while it hydrates (the contracts'
 * points-format.ts says more). A fraction takes the last form, as Intl's 'other' did here.
 * plural.test.ts compares it with Intl.PluralRules.
 */
export function pluralRu(n: number, [one, few, many]: readonly [string, string, string]): string {
  if (!Number.isInteger(n)) return many;
  const units = Math.abs(n) % 10;
  const tens = Math.abs(n) % 100;
  if (units === 1 && tens !== 11) return one;
  if (units >= 2 && units <= 4 && (tens < 12 || tens > 14)) return few;
  return many;
}

/**
 * A count with its word: countRu(2, ['договор', 'договора', 'договоров']) → '2 договора', the
 * digits grouped as ru-RU writes them ('10 000 номеров'). Every count a text shows goes through it
 * (or `pluralRu`): a word written after `${n}` by hand is wrong for some n (hand-made-plurals.test.ts).
 */
export function countRu(n: number, forms: readonly [string, string, string]): string {
  return `${formatPoints(n, { withUnit: false })} ${pluralRu(n, forms)}`;
}
