// ИНН check digits (ФНС algorithm): a weighted sum of the preceding digits, mod 11, mod 10.
const W10 = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const W11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const W12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];

function checkDigit(digits: readonly number[], weights: readonly number[]): number {
  const sum = weights.reduce((acc, w, i) => acc + w * digits[i]!, 0);
  return (sum % 11) % 10;
}

/**
 * Whether `inn` is a well-formed ИНН: 12 digits of a person (two check digits) or 10 of an
 * organisation (one), with correct check digits and a region code other than 00.
 */
export function isValidInn(inn: string, kind: 'person' | 'organisation' | 'any' = 'any'): boolean {
  if (!/^\d{10}(?:\d{2})?$/.test(inn) || inn.startsWith('00')) return false;
  const d = [...inn].map(Number);
  if (d.length === 10) return kind !== 'person' && checkDigit(d, W10) === d[9];
  return kind !== 'organisation' && checkDigit(d, W11) === d[10] && checkDigit(d, W12) === d[11];
}

/** Whether `inn` is a person's ИНН (12 digits, both check digits right): what a tax profile takes. */
export function isValidPersonInn(inn: string): boolean {
  return isValidInn(inn, 'person');
}

/** Completes the first 10 digits of a person's ИНН with its two check digits (demo and test data). */
export function completePersonInn(first10: string): string {
  if (!/^\d{10}$/.test(first10)) throw new Error('10 digits expected');
  const d = [...first10].map(Number);
  d.push(checkDigit(d, W11));
  d.push(checkDigit(d, W12));
  return d.join('');
}
