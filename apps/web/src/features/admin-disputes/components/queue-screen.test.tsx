import { disputeQueueRoute, type AdminDispute } from '@cabinet/contracts/client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { currentLocation } from '@/testing/navigation';
import { ListPageDouble } from '@/testing/list-page';
import { renderScreen } from '@/testing/render';
import { disputeQueueList } from '../list';
import { DisputeQueueScreen } from './queue-screen';

const item = (id: number, overrides: Partial<AdminDispute> = {}): AdminDispute => ({
  id,
  kind: 'line',
  status: 'new',
  reason: 'wrong_amount',
  comment: '',
  entry: { id: 9, date: '2026-03-02T09:00:00.000Z', title: `Договор 77-${id}`, amount: 500, contractNumber: null },
  contract: null,
  matchedAt: null,
  files: [],
  answers: [],
  createdAt: '2026-03-03T08:00:00.000Z',
  firstAnswerDue: '2026-03-04T08:00:00.000Z',
  resolveDue: '2026-03-10T08:00:00.000Z',
  firstAnsweredAt: null,
  resolvedAt: null,
  creditedAmount: null,
  memberId: `m-${id}`,
  memberName: 'Петрова Анна Сергеевна',
  memberPhone: '79991234567',
  late: false,
  answerLate: false,
  decisionLate: false,
  pendingCredit: null,
  answeredBy: [],
  ...overrides,
});

describe('the disputes queue', () => {
  it('shows the open ones by default with the late count, and flags a missed date', async () => {
    const fake = fakeApi().on(disputeQueueRoute, ({ query }) => ({
      items:
        query.get('view') === 'late'
          ? [item(7, { late: true, answerLate: true })]
          : [
              item(7, { late: true, answerLate: true }),
              item(8, {
                kind: 'missing_contract',
                reason: null,
                entry: null,
                contract: { number: 'Д-15', date: '2026-02-20', subscriber: 'ул. Ленина, 1' },
              }),
            ],
      totalCount: query.get('view') === 'late' ? 1 : 2,
      lateCount: 1,
    }));
    const { user } = renderScreen(
      <ListPageDouble list={disputeQueueList}>
        <DisputeQueueScreen />
      </ListPageDouble>,
    );

    const late = await screen.findByRole('row', { name: /№\s7/ });
    expect(within(late).getByText('Просрочено')).toBeInTheDocument();
    expect(within(late).getByRole('link', { name: 'Петрова Анна Сергеевна' })).toHaveAttribute('href', '/admin/members/m-7');
    const claim = screen.getByRole('row', { name: /№\s8/ });
    expect(within(claim).getByText(/^Договор №\sД-15$/)).toBeInTheDocument();
    expect(within(claim).queryByText('Просрочено')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Открытые' })).toHaveAttribute('aria-selected', 'true');
    expect(fake.requests(disputeQueueRoute)[0]!.query.get('view')).toBe('open');

    await user.click(screen.getByRole('tab', { name: 'Просроченные (1)' }));
    expect(currentLocation()).toBe('/?view=late');
    expect(await screen.findByText('Показано 1–1 из 1')).toBeInTheDocument();
  });
});
