// Amounts as a member reads them (product §1, product §10; lib/format.ts has the dates): the
// contracts' one points and roubles formatter, with and without the unit, and with a sign.
import { formatPoints, formatRoubles } from '@cabinet/contracts/client';

/**
 * 12345 → '12 345 б.', 12345.5 → '12 345,50 б.', null → '0 б.'; roubles 150000 → '150 000 ₽'.
 */
export { formatPoints, formatRoubles };

const MINUS = '\u2212';

/** 12345 → '12 345', 12345.5 → '12 345,50', null → '0' — the points formatter without 'б.'. */
export function formatAmount(value: number | null | undefined): string {
  return formatPoints(value, { withUnit: false });
}

/** A movement of points with its sign: 500 → '+500 б.', -1234.5 → '−1 234,50 б.' (a true minus sign). */
export function formatSignedPoints(value: number): string {
  return `${value >= 0 ? '+' : MINUS}${formatPoints(Math.abs(value))}`;
}
