import { describe, expect, it } from 'vitest';
import { addMonths, moscowDate, moscowMonth, russianDate, whenText } from './moscow-time.js';

describe('moscow time', () => {
  it('puts late UTC evenings on the next Moscow day and month', () => {
    expect(moscowDate(new Date('2025-01-31T20:59:59Z'))).toBe('2025-01-31');
    expect(moscowDate(new Date('2025-01-31T21:00:00Z'))).toBe('2025-02-01');
    expect(moscowMonth(new Date('2025-12-31T21:30:00Z'))).toBe('2026-01');
  });

  it('shifts months across years', () => {
    expect(addMonths('2025-01', -1)).toBe('2024-12');
    expect(addMonths('2025-01', -13)).toBe('2023-12');
    expect(addMonths('2024-12', 1)).toBe('2025-01');
    expect(addMonths('2025-06', 0)).toBe('2025-06');
  });

  it('writes dates the Russian way', () => {
    expect(russianDate('2025-03-07')).toBe('07.03.2025');
  });

  it('says when: the Moscow time alone today, with the date another day', () => {
    const at = new Date('2026-11-22T11:03:00Z');
    expect(whenText(at, new Date('2026-11-22T20:00:00Z'))).toBe('в 14:03');
    expect(whenText(at, new Date('2026-11-23T09:00:00Z'))).toBe('22.11.2026 в 14:03');
  });
});
