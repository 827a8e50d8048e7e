// The phone number's rules and formatting without zod: the browser's forms use them (the schemas stay in phone.ts).

/** A Russian mobile number as the API stores it: 11 digits, `7`, then `9XX...` (product §5). */
export const PHONE_RE = /^79\d{9}$/;

export const PHONE_MASK = '+7 (9XX) XXX-XX-XX';

export const PHONE_PLACEHOLDER = '+7 (900) 000-00-00';

/** Spec §5: "Before sending, all non-digits are stripped." */
export function stripNonDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** '79001234567' → '+7 (900) 123-45-67'. */
export function formatPhone(digits: string): string {
  const d = stripNonDigits(digits);
  if (!PHONE_RE.test(d)) return digits;
  return `+7 (${d.slice(1, 4)}) ${d.slice(4, 7)}-${d.slice(7, 9)}-${d.slice(9, 11)}`;
}
