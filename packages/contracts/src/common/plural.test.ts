import { describe, expect, it } from 'vitest';
import { countRu, pluralRu } from './plural.js';

const forms = ['one', 'few', 'many'] as const;

describe('pluralRu', () => {
  it('picks the form Intl.PluralRules ru picks, for every count to 100 000 and for fractions', () => {
    const rules = new Intl.PluralRules('ru');
    const intl = (n: number) => {
      const category = rules.select(n);
      return category === 'one' ? 'one' : category === 'few' ? 'few' : 'many';
    };
    const differ: number[] = [];
    for (let n = -200; n <= 100_000; n++) if (pluralRu(n, forms) !== intl(n)) differ.push(n);
    for (const n of [0.5, 1.5, 2.25, 21.1, 101.99]) if (pluralRu(n, forms) !== intl(n)) differ.push(n);
    expect(differ).toEqual([]);
  });

  it('says 1 попытка, 3 попытки, 11 попыток, 21 попытка, 112 попыток', () => {
    const w = ['попытка', 'попытки', 'попыток'] as const;
    expect([1, 3, 11, 21, 112].map((n) => `${n} ${pluralRu(n, w)}`)).toEqual([
      '1 попытка',
      '3 попытки',
      '11 попыток',
      '21 попытка',
      '112 попыток',
    ]);
  });
});

describe('countRu', () => {
  it('writes the count, grouped as ru-RU, with its word', () => {
    const w = ['договор', 'договора', 'договоров'] as const;
    expect([1, 2, 5, 21, 10_000].map((n) => countRu(n, w))).toEqual([
      '1 договор',
      '2 договора',
      '5 договоров',
      '21 договор',
      '10\u00a0000 договоров',
    ]);
  });
});
