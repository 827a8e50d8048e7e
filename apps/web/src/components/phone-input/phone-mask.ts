// The phone mask '+7 (9XX) XXX-XX-XX' (product §5) as pure functions: what the field shows for what was
// typed or pasted, and where the caret goes, so that editing in the middle works like editing text.
import { PHONE_MASK, PHONE_RE, stripNonDigits } from '@cabinet/contracts/client';

/** The mask's digit places: the '9' and the 'X's; everything else ('+7 (', ') ', '-') is drawn. */
const SLOT = /[9X]/;
const SLOTS = [...PHONE_MASK].filter((c) => SLOT.test(c)).length;

/**
 * The national part of what was typed or pasted: ten digits starting with 9 at most. A leading 7 or 8
 * is the country code ('+7 (9…', '8 900 …', '7900…'); anything that cannot start a 9XX number is dropped.
 */
export function nationalDigits(input: string): string {
  return withoutCountryCode(input)
    .replace(/^[^9]+/, '')
    .slice(0, SLOTS);
}

/** The digits after the country code, as they were typed. */
function withoutCountryCode(input: string): string {
  const digits = stripNonDigits(input);
  const countryCode =
    input.trimStart().startsWith('+7') || (digits.length > SLOTS && /^[78]/.test(digits)) || /^[78]9/.test(digits);
  return countryCode ? digits.slice(1) : digits;
}

/** Masks as far as the digits go: '900123' → '+7 (900) 123', '8 900 123-45-67' → '+7 (900) 123-45-67'. */
export function formatPhoneMask(input: string): string {
  const digits = nationalDigits(input);
  let out = '';
  let used = 0;
  for (const c of PHONE_MASK) {
    if (used === digits.length) break;
    out += SLOT.test(c) ? digits[used++] : c;
  }
  return out;
}

/** Spec §5: "Before sending, all non-digits are stripped" — '+7 (900) 123-45-67' → '79001234567'. */
export function phoneForApi(masked: string): string {
  return stripNonDigits(masked);
}

/** Nothing of the number typed yet ('', '+7 (', spaces): the field asks for it rather than refusing a format. */
export function isEmptyPhone(masked: string): boolean {
  return nationalDigits(masked) === '';
}

/** All ten digits, in the mask. */
export function isCompletePhone(masked: string): boolean {
  return PHONE_RE.test(phoneForApi(masked)) && formatPhoneMask(masked) === masked;
}

/** Where the caret stands in a masked value: after its `count`-th national digit (0: after '+7 ('). */
function caretAfterDigits(masked: string, count: number): number {
  if (masked === '') return 0;
  let seen = 0;
  let i = 0;
  for (; i < masked.length && i < PHONE_MASK.length; i++) {
    if (seen === count) break;
    if (SLOT.test(PHONE_MASK[i]!)) seen++;
  }
  // Before the first digit the caret waits behind the drawn prefix, where the next digit goes.
  while (count === 0 && i < masked.length && !SLOT.test(PHONE_MASK[i]!)) i++;
  return i;
}

/** The caret in front of the national digit number `index` (0-based), or at the end when there is none. */
function caretBeforeDigit(masked: string, index: number): number {
  let seen = 0;
  for (let i = 0; i < masked.length; i++) {
    if (SLOT.test(PHONE_MASK[i]!)) {
      if (seen === index) return i;
      seen++;
    }
  }
  return masked.length;
}

interface PhoneEdit {
  /** What the field shows. */
  value: string;
  /** Where its caret stands. */
  caret: number;
}

/** What the edit was: text typed or pasted, or a deletion before the caret (Backspace) or after it (Delete). */
export type EditKind = 'insert' | 'backward' | 'forward';

/**
 * The field after an edit: `raw` is the input's value as the browser changed it and `caret` its caret
 * there. Digits keep their order and the caret stays by the digit it was at. Deleting only drawn
 * characters (')', '-', ' ') would leave the same digits and the mask would draw them again, so such
 * a deletion removes the digit before them (after them, for Delete).
 */
export function applyPhoneEdit(previous: string, raw: string, caret: number, kind: EditKind = 'insert'): PhoneEdit {
  // The number starts with its 9: an edit that leaves digits which cannot start one (the 9 deleted,
  // a 5 typed in front) would make the mask drop them all, so it is refused and the field stays as it
  // was, the caret where it stood (to empty the field, select it all and delete).
  if (/^[^9]/.test(withoutCountryCode(raw))) {
    const value = formatPhoneMask(previous);
    const moved = raw.length - previous.length;
    const before = kind === 'forward' ? caret : kind === 'backward' ? caret - moved : caret - Math.max(0, moved);
    return { value, caret: Math.min(Math.max(0, before), value.length) };
  }

  const digits = nationalDigits(raw);
  // How many of the national digits stand before the caret; the prefix's own rules (country code)
  // apply to it as they apply to the whole.
  const before = Math.min(nationalDigits(raw.slice(0, Math.max(0, caret))).length, digits.length);

  if (kind !== 'insert' && digits === nationalDigits(previous)) {
    const drop = kind === 'forward' ? before : before - 1;
    if (drop < 0 || drop >= digits.length) {
      const value = formatPhoneMask(digits);
      return { value, caret: kind === 'forward' ? caretBeforeDigit(value, before) : caretAfterDigits(value, before) };
    }
    const value = formatPhoneMask(digits.slice(0, drop) + digits.slice(drop + 1));
    return { value, caret: kind === 'forward' ? caretBeforeDigit(value, drop) : caretAfterDigits(value, drop) };
  }

  const value = formatPhoneMask(digits);
  return { value, caret: kind === 'forward' ? caretBeforeDigit(value, before) : caretAfterDigits(value, before) };
}
