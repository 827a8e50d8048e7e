import { describe, expect, it } from 'vitest';
import { checkCode, checkPhone } from './rules';

describe('the sign-in rules (product §5)', () => {
  it('wants a complete phone', () => {
    expect(checkPhone('+7 (900) 123-45-67')).toEqual({ ok: true, value: '+7 (900) 123-45-67' });
    expect(checkPhone('+7 (900) 123')).toEqual({ ok: false, message: 'Некорректный формат номера телефона' });
    expect(checkPhone('')).toEqual({ ok: false, message: 'Введите номер телефона' });
    expect(checkPhone('+7 (')).toEqual({ ok: false, message: 'Введите номер телефона' });
  });

  it('wants a code, trimmed, of letters, digits, hyphens or spaces, up to 25', () => {
    expect(checkCode(' 123456 ')).toEqual({ ok: true, value: '123456' });
    expect(checkCode('   ')).toEqual({ ok: false, message: 'Введите код из SMS' });
    expect(checkCode('12#4')).toEqual({ ok: false, message: 'Код может содержать только буквы, цифры, дефис и пробел' });
    expect(checkCode('1'.repeat(26))).toEqual({ ok: false, message: 'Код может содержать только буквы, цифры, дефис и пробел' });
  });
});
