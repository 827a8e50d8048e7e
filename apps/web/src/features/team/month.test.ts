import { describe, expect, it } from 'vitest';
import { formatDay, teamHref } from './month';

describe('the month of a «Команда» address', () => {
  it('writes the team’s and an agent’s address with the month, or without one for the current month', () => {
    expect(teamHref(null)).toBe('/team');
    expect(teamHref('2026-05')).toBe('/team?month=2026-05');
    expect(teamHref('2026-05', 'm 1/2')).toBe('/team/agents/m%201%2F2?month=2026-05');
  });

  it('writes a calendar day as the cabinet does, the same day in any time zone', () => {
    expect(formatDay('2026-05-01')).toBe('01.05.2026');
  });
});
