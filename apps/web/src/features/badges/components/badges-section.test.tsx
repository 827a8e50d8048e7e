import { memberBadgesRoute, type MemberBadge } from '@cabinet/contracts/client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { renderScreen } from '@/testing/render';
import { BadgesSection } from './badges-section';

const badge = (over: Partial<MemberBadge>): MemberBadge => ({
  id: 1,
  name: 'Первые десять',
  description: '',
  icon: 'star',
  ruleText: '10 действующих договоров',
  awardedAt: null,
  progress: null,
  ...over,
});

describe('the profile’s badges', () => {
  it('shows the badges given with their day, and those ahead with the way to them', async () => {
    fakeApi().on(memberBadgesRoute, {
      badges: [
        badge({ id: 1, awardedAt: '2026-11-12T09:00:00.000Z' }),
        badge({
          id: 2,
          name: 'Месяц в ритме',
          icon: 'flame',
          ruleText: 'Серия из 4 недель с договором',
          awardedAt: '2026-10-05T09:00:00.000Z',
        }),
        badge({ id: 3, name: 'Полсотни', icon: 'medal', ruleText: '50 действующих договоров', progress: { done: 23, of: 50 } }),
        badge({ id: 4, name: 'Чистый квартал', icon: 'shield', ruleText: 'Квартал с договорами и без единого расторжения' }),
      ],
    });
    renderScreen(<BadgesSection />);

    const section = await screen.findByRole('region', { name: 'Награды' });
    expect(await within(section).findByText('2 награды')).toBeInTheDocument();
    const items = within(section).getAllByTestId('badge');
    expect(items.map((i) => i.querySelector('p')?.textContent)).toEqual([
      'Первые десять',
      'Месяц в ритме',
      'Полсотни',
      'Чистый квартал',
    ]);
    expect(within(items[0]!).getByText('Получена 12.11.2026')).toBeInTheDocument();
    expect(within(items[2]!).getByRole('progressbar', { name: 'Полсотни: 23 из 50' })).toHaveAttribute('value', '23');
    expect(within(items[2]!).getByText('23 из 50')).toBeInTheDocument();
    expect(within(items[3]!).getByText('Впереди')).toBeInTheDocument();
  });

  it('says so when the programme has no badges yet', async () => {
    fakeApi().on(memberBadgesRoute, { badges: [] });
    renderScreen(<BadgesSection />);
    expect(await screen.findByText('Наград пока нет: их ещё не назначили.')).toBeInTheDocument();
    expect(screen.getByText('пока ни одной')).toBeInTheDocument();
  });
});
