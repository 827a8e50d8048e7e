import { describe, expect, it } from 'vitest';
import { splitUnbreakable } from './typography';

const kept = (text: string) =>
  splitUnbreakable(text)
    .filter((p) => p.keep)
    .map((p) => p.text);

describe('splitUnbreakable', () => {
  it('gives the text back whole, in order', () => {
    const text = 'Заявка № 8: Сбербанк, СБП +7 (900) 123-45-67';
    expect(
      splitUnbreakable(text)
        .map((p) => p.text)
        .join(''),
    ).toBe(text);
    expect(splitUnbreakable('')).toEqual([]);
    expect(splitUnbreakable('Без чисел')).toEqual([{ text: 'Без чисел', keep: false }]);
  });

  it('keeps phone numbers, numbered things and codes with digits whole', () => {
    expect(kept('Заявка № 8: Сбербанк, СБП +7 (900) 123-45-67')).toEqual(['№ 8', '+7 (900) 123-45-67']);
    expect(kept('Договор № АД-2026-002233 от 21.11.2026')).toEqual(['№ АД-2026-002233']);
    expect(kept('Договор АД-2026-002233')).toEqual(['АД-2026-002233']);
    expect(kept('и вы на 3-м уровне: 1–4 договора')).toEqual(['3-м', '1–4']);
  });

  it('keeps an amount with its unit even when written with ordinary spaces', () => {
    expect(kept('Минимум 1 000 б. за договор')).toEqual(['1 000 б.']);
    expect(kept('списано −500 б.')).toEqual(['−500 б.']);
    expect(kept('1 б. = 1 ₽')).toEqual(['1 б.', '1 ₽']);
  });

  it('keeps a unit written with a slash whole', () => {
    expect(kept('интернет до 500 Мбит/с и роутер')).toEqual(['Мбит/с']);
    expect(kept('и/или')).toEqual(['и/или']);
  });

  it('lets hyphenated words without digits break as words do', () => {
    expect(kept('северо-западный офис')).toEqual([]);
  });
});
