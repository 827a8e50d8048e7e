// Input rules of spec §5 that the forms apply while the member types.
import { CODE_MAX_LENGTH, CODE_RE, DATE_MAX, DATE_MIN, PHONE_RE, stripNonDigits } from '@cabinet/contracts';

export { CODE_MAX_LENGTH, DATE_MAX, DATE_MIN };

/**
 * The national part of what was typed or pasted: ten digits starting with 9 at most. A leading 7 or 8
 * is the country code ('+7 (9…', '8 900 …', '7900…'); anything that cannot start a 9XX number is dropped.
 */
export function nationalDigits(input: string): string {
  let digits = stripNonDigits(input);
  if (input.trimStart().startsWith('+7') || (digits.length > 10 && /^[78]/.test(digits)) || /^[78]9/.test(digits)) {
    digits = digits.slice(1);
  }
  digits = digits.replace(/^[^9]+/, '');
  return digits.slice(0, 10);
}

/** Masks to '+7 (9XX) XXX-XX-XX' as far as the digits go: '900123' → '+7 (900) 123'. */
export function formatPhoneMask(input: string): string {
  const d = nationalDigits(input);
  if (d === '') return '';
  let out = `+7 (${d.slice(0, 3)}`;
  if (d.length > 3) out += `) ${d.slice(3, 6)}`;
  if (d.length > 6) out += `-${d.slice(6, 8)}`;
  if (d.length > 8) out += `-${d.slice(8, 10)}`;
  return out;
}

/**
 * The next field value after an edit. Deleting only a mask character (')', '-', ' ') would leave the
 * same digits and the mask would put it straight back, so such a deletion removes the digit before it.
 */
export function nextPhoneValue(previous: string, typed: string): string {
  const masked = formatPhoneMask(typed);
  if (typed.length < previous.length && masked === formatPhoneMask(previous)) {
    return formatPhoneMask(nationalDigits(previous).slice(0, -1));
  }
  return masked;
}

/** Spec §5: "Before sending, all non-digits are stripped" — '+7 (900) 123-45-67' → '79001234567'. */
export function phoneForApi(masked: string): string {
  return stripNonDigits(masked);
}

export function isCompletePhone(masked: string): boolean {
  return PHONE_RE.test(phoneForApi(masked)) && formatPhoneMask(masked) === masked;
}

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
