// formatPoints writes ru-RU's digits without Intl (points-format.ts says why): here they are compared
// with Intl.NumberFormat's own, which the function used before, over the amounts a member meets.
import { describe, expect, it } from 'vitest';
import { formatPoints, roublesInText } from './points-format.js';

const whole = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });
const kopecks = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const intl = (n: number) => (Number.isInteger(n) ? whole : kopecks).format(n).replace(/[\u202f ]/g, '\u00a0');

/** A small deterministic generator (the same values on every run). */
function* amounts(count: number): Generator<number> {
  let seed = 20261123;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let i = 0; i < count; i++) {
    const scale = 10 ** Math.floor(next() * 12);
    const sign = next() < 0.2 ? -1 : 1;
    yield sign * Math.round(next() * scale); // whole points
    yield (sign * Math.round(next() * scale * 100)) / 100; // points and kopecks
    yield sign * next() * scale; // any double: rounded to kopecks
  }
}

describe('formatPoints', () => {
  it('writes what Intl.NumberFormat ru-RU writes, over 30 000 amounts', () => {
    const differ: string[] = [];
    for (const n of amounts(10_000)) {
      // Intl writes '-0' and '-0,00' for a negative that rounds to zero; formatPoints writes no sign.
      if ((n < 0 || Object.is(n, -0)) && Math.abs(n) < 0.005) continue;
      if (intl(n) !== formatPoints(n, { withUnit: false }))
        differ.push(`${n}: ${intl(n)} ≠ ${formatPoints(n, { withUnit: false })}`);
    }
    expect(differ).toEqual([]);
  });

  it('rounds halves as Intl does, on the shortest decimal form', () => {
    for (const n of [1.005, 2.675, 0.125, 1.115, 10.555, 1234.565, 0.995, 99.995, 999999.995, -1.005, -0.995]) {
      expect(formatPoints(n, { withUnit: false })).toBe(intl(n));
    }
  });

  it('groups from four digits with no-break spaces, keeps the unit after one', () => {
    expect(formatPoints(1234)).toBe('1\u00a0234\u00a0б.');
    expect(formatPoints(12345.5)).toBe('12\u00a0345,50\u00a0б.');
    expect(formatPoints(-1234567.05)).toBe('-1\u00a0234\u00a0567,05\u00a0б.');
    expect(formatPoints(999)).toBe('999\u00a0б.');
  });

  it('writes zero for nothing, NaN, an infinity and an amount that rounds to zero, never "-0"', () => {
    for (const n of [0, -0, null, undefined, Number.NaN, Infinity]) expect(formatPoints(n)).toBe('0\u00a0б.');
    expect(formatPoints(-0.001, { withUnit: false })).toBe('0,00');
    expect(formatPoints(1e-7, { withUnit: false })).toBe('0,00');
  });

  it('leaves amounts past 90 trillion to Intl', () => {
    expect(formatPoints(123456789012345680, { withUnit: false })).toBe(intl(123456789012345680));
    expect(formatPoints(-98765432109876.5, { withUnit: false })).toBe(intl(-98765432109876.5));
  });
});

describe('roublesInText', () => {
  it('writes the amounts the programme wrote in points in roubles, the same figures', () => {
    expect(roublesInText(`Договор № 7 от 1 мая 2026 г.; не хватило баллов — ${formatPoints(1234.5)} в долг`)).toBe(
      'Договор № 7 от 1 мая 2026 г.; не хватило баллов — 1\u00a0234,50\u00a0₽ в долг',
    );
  });

  it('keeps the full stop where the unit’s point ended the sentence', () => {
    expect(roublesInText(`Возвращено ${formatPoints(700)}`)).toBe('Возвращено 700\u00a0₽.');
    expect(roublesInText(`Списано ${formatPoints(5)} Долг погашен.`)).toBe('Списано 5\u00a0₽. Долг погашен.');
  });

  it('leaves alone what the formatter did not write and a text without amounts', () => {
    expect(roublesInText('Заявка № 12 отменена участником')).toBe('Заявка № 12 отменена участником');
    expect(roublesInText('Компенсация 500 б. по решению')).toBe('Компенсация 500 б. по решению');
  });
});
