// Number display of spec §1: spaces between thousands (a no-break space, so '12 345' never wraps),
// '0' for zero or an unknown value; DESIGN §4: two decimals after a comma when there are kopecks.
import { formatPoints } from '@cabinet/contracts';

/** 12345 → '12 345', 12345.5 → '12 345,50', null → '0' — the contracts' formatter, without 'б.'. */
export function formatAmount(value: number | null | undefined): string {
  return formatPoints(value, { withUnit: false });
}

export const NBSP = '\u00A0';

/** Seconds as 'м:сс' for countdowns: 59 → '0:59', 125 → '2:05'. */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.ceil(totalSeconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
