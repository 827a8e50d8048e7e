import { describe, expect, it } from 'vitest';
import { isCabinetLink } from './cabinet-links.js';
import { normaliseRecipientPhone, parseRecipientPhones } from './recipient-phones.js';

describe('parseRecipientPhones', () => {
  it('reads phones typed in any form, one per line or separated, each once', () => {
    expect(parseRecipientPhones('+7 (900) 123-45-67\n8 900 765 43 21, 9001110001; 79001234567\n\n')).toEqual({
      phones: ['79001234567', '79007654321', '79001110001'],
      unreadable: [],
    });
  });

  it('names what is not a phone', () => {
    expect(parseRecipientPhones('79001234567\nИван\n12345, 79007654321')).toEqual({
      phones: ['79001234567', '79007654321'],
      unreadable: ['Иван', '12345'],
    });
  });

  it('reads a CSV: a phone in any column, the header and other columns ignored', () => {
    const csv =
      '\uFEFFФИО;Телефон;Город\r\nПетров Иван;+7 (900) 123-45-67;Казань\r\n"Кузнецова, Мария";89007654321;Москва\r\nбез номера;;\r\n';
    expect(parseRecipientPhones(csv, { csv: true })).toEqual({
      phones: ['79001234567', '79007654321'],
      unreadable: ['без номера;;'],
    });
  });

  it('normalises only Russian mobile numbers', () => {
    expect(normaliseRecipientPhone('+7 (495) 123-45-67')).toBeNull();
    expect(normaliseRecipientPhone('8 (900) 123-45-67')).toBe('79001234567');
    expect(normaliseRecipientPhone('900123456')).toBeNull();
  });
});

describe('isCabinetLink', () => {
  it('takes the cabinet pages and item pages, nothing else', () => {
    for (const ok of ['/', '/news', '/news/12', '/order/1', '/lk', '/policy']) expect(isCabinetLink(ok), ok).toBe(true);
    for (const bad of ['', '/news/', '/news/0', '/news/1a', '/admin', '/lk/', '/lk?x=1', '//evil', 'https://x.ru', '/order/12/x'])
      expect(isCabinetLink(bad), bad).toBe(false);
  });
});
