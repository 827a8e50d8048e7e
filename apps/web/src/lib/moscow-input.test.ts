import { describe, expect, it } from 'vitest';
import { moscowInputToIso } from './moscow-input';

describe('moscowInputToIso', () => {
  it('reads the field as Moscow time', () => {
    expect(moscowInputToIso('2026-12-01T10:00')).toBe('2026-12-01T07:00:00.000Z');
    expect(moscowInputToIso('2026-07-01T00:30')).toBe('2026-06-30T21:30:00.000Z');
  });

  it('refuses what is not a full date and time', () => {
    for (const bad of ['', '2026-12-01', '2026-13-01T10:00', '10:00', '2026-12-01T10:00:00Z'])
      expect(moscowInputToIso(bad), bad).toBeNull();
  });
});
