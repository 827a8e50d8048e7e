import { describe, expect, it } from 'vitest';
import { applyPhoneEdit, formatPhoneMask, isCompletePhone, nationalDigits, phoneForApi, type EditKind } from './phone-mask';

/** The field's text with a '|' where the caret stands, as a member sees it. */
function shown({ value, caret }: { value: string; caret: number }): string {
  return `${value.slice(0, caret)}|${value.slice(caret)}`;
}

/** An edit written the same way: `before` is the field before, `after` the browser's raw result with '|'. */
function edit(before: string, after: string, kind?: EditKind): string {
  const caret = after.indexOf('|');
  return shown(applyPhoneEdit(before, after.replace('|', ''), caret, kind));
}

describe('phone mask +7 (9XX) XXX-XX-XX', () => {
  it('masks as far as the digits go', () => {
    expect(formatPhoneMask('')).toBe('');
    expect(formatPhoneMask('9')).toBe('+7 (9');
    expect(formatPhoneMask('900')).toBe('+7 (900');
    expect(formatPhoneMask('9001')).toBe('+7 (900) 1');
    expect(formatPhoneMask('9001234')).toBe('+7 (900) 123-4');
    expect(formatPhoneMask('900123456')).toBe('+7 (900) 123-45-6');
    expect(formatPhoneMask('9001234567')).toBe('+7 (900) 123-45-67');
  });

  it('takes a leading 7 or 8 as the country code, typed or pasted', () => {
    expect(formatPhoneMask('89001234567')).toBe('+7 (900) 123-45-67');
    expect(formatPhoneMask('79001234567')).toBe('+7 (900) 123-45-67');
    expect(formatPhoneMask('+7 900 123 45 67')).toBe('+7 (900) 123-45-67');
    expect(formatPhoneMask('8 (900) 123-45-67')).toBe('+7 (900) 123-45-67');
    expect(formatPhoneMask('89')).toBe('+7 (9');
  });

  it('keeps typing inside the mask', () => {
    expect(formatPhoneMask('+7 (90')).toBe('+7 (90');
    expect(formatPhoneMask('+7 (900) 123-45-678')).toBe('+7 (900) 123-45-67');
  });

  it('refuses what cannot start a 9XX number', () => {
    expect(formatPhoneMask('5')).toBe('');
    expect(formatPhoneMask('abc')).toBe('');
    expect(nationalDigits('+7 (4')).toBe('');
  });

  it('strips every non-digit before sending (product §5)', () => {
    expect(phoneForApi('+7 (900) 123-45-67')).toBe('79001234567');
  });

  it('is complete with all ten digits only', () => {
    expect(isCompletePhone('+7 (900) 123-45-67')).toBe(true);
    expect(isCompletePhone('+7 (900) 123-45-6')).toBe(false);
    expect(isCompletePhone('')).toBe(false);
    expect(isCompletePhone('79001234567')).toBe(false);
  });
});

describe('typing', () => {
  it('adds the drawn characters as the digits come, the caret after the last digit', () => {
    expect(edit('', '9|')).toBe('+7 (9|');
    expect(edit('+7 (90', '+7 (900|')).toBe('+7 (900|');
    expect(edit('+7 (900', '+7 (9001|')).toBe('+7 (900) 1|');
    expect(edit('+7 (900) 123-45-6', '+7 (900) 123-45-67|')).toBe('+7 (900) 123-45-67|');
  });

  it('inserts in the middle and keeps the caret after the typed digit', () => {
    expect(edit('+7 (900) 123-45-6', '+7 (9005|) 123-45-6')).toBe('+7 (900) 5|12-34-56');
    expect(edit('+7 (900) 123-45-6', '+7 (900) 12x|3-45-6')).toBe('+7 (900) 12|3-45-6');
  });

  it('pushes the last digit out when a full number gets one more in the middle', () => {
    expect(edit('+7 (900) 123-45-67', '+7 (9005|) 123-45-67')).toBe('+7 (900) 5|12-34-56');
    expect(edit('+7 (900) 123-45-67', '+7 (900) 123-45-678|')).toBe('+7 (900) 123-45-67|');
  });

  it('ignores what is not a digit, and a first digit that cannot start a 9XX number', () => {
    expect(edit('+7 (900', '+7 (900a|')).toBe('+7 (900|');
    expect(edit('', '5|')).toBe('|');
    expect(edit('+7 (900) 1', '+7 (5|900) 1')).toBe('+7 (|900) 1');
    // '900' selected and a 5 typed over it.
    expect(edit('+7 (900) 123-45-67', '+7 (5|) 123-45-67')).toBe('+7 (9|00) 123-45-67');
  });
});

describe('pasting', () => {
  it.each(['8 900 123-45-67', '+7 900 123 45 67', '9001234567', '+7 (900) 123-45-67', '79001234567', '8(900)1234567'])(
    'gives +7 (900) 123-45-67 for %s',
    (pasted) => {
      expect(edit('', `${pasted}|`)).toBe('+7 (900) 123-45-67|');
      // Over a whole other number that was selected, and over the same number.
      expect(edit('+7 (911) 111-11-11', `${pasted}|`)).toBe('+7 (900) 123-45-67|');
      expect(edit('+7 (900) 123-45-67', `${pasted}|`)).toBe('+7 (900) 123-45-67|');
    },
  );
});

describe('deleting', () => {
  it('Backspace after a digit deletes it and the rest moves up', () => {
    expect(edit('+7 (900) 123-45-67', '+7 (900) |23-45-67', 'backward')).toBe('+7 (900|) 234-56-7');
    expect(edit('+7 (900) 123-45-67', '+7 (900) 123-45-6|', 'backward')).toBe('+7 (900) 123-45-6|');
    expect(edit('+7 (9', '+7 (|', 'backward')).toBe('|');
  });

  it('Backspace over a drawn character deletes the digit before it', () => {
    expect(edit('+7 (900) 123-45-67', '+7 (900) 123|45-67', 'backward')).toBe('+7 (900) 12|4-56-7');
    expect(edit('+7 (900) 234-56-7', '+7 (900| 234-56-7', 'backward')).toBe('+7 (90|2) 345-67');
    expect(edit('+7 (900) 123-45-67', '+7 (900)|123-45-67', 'backward')).toBe('+7 (90|1) 234-56-7');
    // At the end, as the old field did.
    expect(edit('+7 (900) 1', '+7 (900)1|', 'backward')).toBe('+7 (900|');
    expect(edit('+7 (900) 123-4', '+7 (900) 1234|', 'backward')).toBe('+7 (900) 123|');
  });

  it('Delete removes the digit after the caret, also across a drawn character', () => {
    expect(edit('+7 (900) 123-45-67', '+7 (900) |23-45-67', 'forward')).toBe('+7 (900) |234-56-7');
    expect(edit('+7 (900) 123-45-67', '+7 (900) 123|45-67', 'forward')).toBe('+7 (900) 123-|56-7');
  });

  it('keeps the drawn prefix and the leading 9', () => {
    expect(edit('+7 (900) 123-45-67', '+7 |900) 123-45-67', 'backward')).toBe('+7 (|900) 123-45-67');
    expect(edit('+7 (900) 123-45-67', '+7 (|00) 123-45-67', 'backward')).toBe('+7 (9|00) 123-45-67');
    expect(edit('+7 (900) 123-45-67', '+7 (|00) 123-45-67', 'forward')).toBe('+7 (|900) 123-45-67');
  });

  it('empties the field when all of it is deleted', () => {
    expect(edit('+7 (900) 123-45-67', '|', 'backward')).toBe('|');
  });
});
