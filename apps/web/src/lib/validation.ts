// Input rules of product §5 that the forms apply while the member types (the phone's: components/phone-input).
import { CODE_MAX_LENGTH, CODE_RE, DATE_MAX, DATE_MIN } from '@cabinet/contracts/client';

export { CODE_MAX_LENGTH, DATE_MAX, DATE_MIN };

/** Spec §5: 1 to 25 letters, digits, hyphen or whitespace. */
export function isValidCode(code: string): boolean {
  return code.length <= CODE_MAX_LENGTH && CODE_RE.test(code);
}

/** Spec §5: dates between 1925-01-01 and 2099-12-31; `value` is an <input type="date"> value. */
export function isDateWithinBounds(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  return value >= DATE_MIN && value <= DATE_MAX;
}
