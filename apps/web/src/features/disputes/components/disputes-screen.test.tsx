import { listDisputesRoute } from '@cabinet/contracts/client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { renderScreen } from '@/testing/render';
import { buildDispute } from '../testing/fixtures';
import { DisputesScreen } from './disputes-screen';

describe('Споры', () => {
  it('lists the disputes as the API orders them, with what each is about and its promised dates', async () => {
    fakeApi().on(listDisputesRoute, {
      items: [
        buildDispute({
          id: 9,
          kind: 'missing_contract',
          reason: null,
          entry: null,
          contract: { number: 'АД-2026-1', date: '2026-09-01', subscriber: 'Ярославль' },
        }),
        buildDispute({ id: 7, status: 'credited', creditedAmount: 300, resolvedAt: '2026-09-16T09:30:00.000Z' }),
      ],
    });
    renderScreen(<DisputesScreen />);

    const cards = await screen.findAllByTestId('dispute-card');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(['/disputes/9', '/disputes/7']);
    expect(
      within(cards[0]!).getByText('Договор №\u00a0АД-2026-1 нет в начислениях', { normalizer: (s) => s }),
    ).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Новое')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Первый ответ до 15.09.2026, 11:00')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Решение до 21.09.2026, 11:00')).toBeInTheDocument();
    // A decided dispute promises nothing more: it says what it credited.
    expect(within(cards[1]!).getByText('Решено: начислено')).toBeInTheDocument();
    expect(within(cards[1]!).getByText(/^Начислено 300\sб\.$/)).toBeInTheDocument();
    expect(within(cards[1]!).queryByText(/Решение до/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Договора нет в начислениях' })).toHaveAttribute('href', '/disputes/new');
  });

  it('says there are no disputes yet and where to start one', async () => {
    fakeApi().on(listDisputesRoute, { items: [] });
    renderScreen(<DisputesScreen />);

    expect(await screen.findByText('Споров пока нет.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'К истории операций' })).toHaveAttribute('href', '/balance');
  });
});
