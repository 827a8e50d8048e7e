// The weekly streak's card on the home page (docs/product.md §11.2): the series, what this week asks
// for, the month's freeze and the last weeks' marks, each named for a screen reader.
import type { MemberStreak } from '@cabinet/contracts/client';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StreakCard, weekRangeText } from './streak-card';

const MONDAYS = ['2026-09-28', '2026-10-05', '2026-10-12', '2026-10-19', '2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16'];

/** Five weeks, the week of 9 November frozen, nothing yet in the week of 23 November. */
const base: MemberStreak = {
  weeks: 5,
  week: '2026-11-23',
  weekEndsAt: '2026-11-29T21:00:00.000Z',
  weekContracts: 0,
  weekDone: false,
  freeze: { month: '2026-11', available: false, usedFor: '2026-11-09' },
  repair: null,
  atRisk: true,
  history: MONDAYS.map((week, i): MemberStreak['history'][number] => ({
    week,
    state: i < 3 ? 'missed' : week === '2026-11-09' ? 'frozen' : 'kept',
  })),
};

describe('the streak card', () => {
  it('shows the series, what this week asks for and the freeze used', () => {
    render(<StreakCard streak={base} />);
    const card = screen.getByRole('region', { name: 'Серия недель' });
    expect(within(card).getByText('Серия: 5 недель подряд')).toBeInTheDocument();
    expect(within(card).getByText('Чтобы не прервать серию, заключите договор до воскресенья')).toBeInTheDocument();
    expect(within(card).getByText('Заморозка на ноябрь использована — неделя 9–15 ноября.')).toBeInTheDocument();
    const marks = within(within(card).getByRole('list', { name: 'Последние недели' })).getAllByRole('listitem');
    expect(marks).toHaveLength(9);
    expect(marks[4]).toHaveTextContent('26 октября – 1 ноября: с договором');
    expect(marks[6]).toHaveTextContent('9–15 ноября: заморозка');
    expect(marks[8]).toHaveTextContent('23–29 ноября: эта неделя');
  });

  it('says the week is done and the freeze is there', () => {
    render(
      <StreakCard
        streak={{
          ...base,
          weeks: 1,
          weekContracts: 1,
          weekDone: true,
          atRisk: false,
          freeze: { month: '2026-12', available: true, usedFor: null },
        }}
      />,
    );
    expect(screen.getByText('Серия: 1 неделя подряд')).toBeInTheDocument();
    expect(screen.getByText('Эта неделя засчитана')).toBeInTheDocument();
    expect(
      screen.getByText('Заморозка на декабрь есть: если неделя пройдёт без договора, серия сохранится.'),
    ).toBeInTheDocument();
  });

  it('offers the repair of last week with the contracts it still takes', () => {
    render(<StreakCard streak={{ ...base, weeks: 4, repair: { week: '2026-11-16', contractsNeeded: 2 } }} />);
    expect(screen.getByText('Серия: 4 недели подряд')).toBeInTheDocument();
    expect(
      screen.getByText('Прошлая неделя прошла без договора. Заключите ещё 2 договора до воскресенья — и серия восстановится.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Заморозка/)).toBeNull();
  });

  it('invites the first week when there is no series, and draws nothing without an answer', () => {
    const { container, rerender } = render(<StreakCard streak={{ ...base, weeks: 0, atRisk: false }} />);
    expect(screen.getByText('Серии пока нет: заключите договор на этой неделе — и она начнётся.')).toBeInTheDocument();
    expect(screen.queryByTestId('streak-weeks')).toBeNull();
    rerender(<StreakCard streak={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('names a week across two months and across the year', () => {
    expect(weekRangeText('2026-12-28')).toBe('28 декабря – 3 января');
    expect(weekRangeText('2026-11-02')).toBe('2–8 ноября');
  });
});
