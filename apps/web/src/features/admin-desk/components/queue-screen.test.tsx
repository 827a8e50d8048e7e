import { deskBatchPayRoute, deskQueueRoute, type DeskOrder, type DeskQueueResponse } from '@cabinet/contracts/client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { currentLocation } from '@/testing/navigation';
import { ListPageDouble } from '@/testing/list-page';
import { renderScreen } from '@/testing/render';
import { deskQueueList } from '../list';

// Sums are written with no-break spaces (`3 500 б.`): an accessible name keeps them, so names match with \s.
import { QueueScreen } from './queue-screen';

const bank = { id: '100000000111', name: 'Сбербанк', shortName: 'Сбер' };

function order(id: number, amount: number): DeskOrder {
  return {
    id,
    status: 'pending',
    statusText: 'В обработке',
    amount,
    withheldTax: 0,
    toBank: amount,
    bank,
    sbpPhone: '79991234567',
    card: null,
    account: null,
    rail: 'manual',
    createdAt: '2026-03-01T10:00:00.000Z',
    closedAt: null,
    comment: null,
    commentBy: null,
    member: {
      id: `m-${id}`,
      name: 'Петрова Анна Сергеевна',
      phone: '79991234567',
      identityStatus: 'confirmed',
      identityStatusText: 'Подтверждён',
    },
    previousPayouts: { count: 0, sum: 0 },
    flags: [],
    approval: null,
    payout: null,
  };
}

const queue = (orders: DeskOrder[]): DeskQueueResponse => ({
  orders,
  totalCount: orders.length,
  approvalThreshold: 50_000,
  banks: [bank],
});

/** The queue answers by status: the pending orders, and none awaiting a second operator. */
function api(orders: DeskOrder[]) {
  return fakeApi().on(deskQueueRoute, ({ query }) => queue(query.get('status') === 'awaiting_approval' ? [] : orders));
}

describe('the withdrawal desk queue', () => {
  it('pays the selected orders after a confirmation with their count and sum, and names each refusal', async () => {
    const fake = api([order(11, 1000), order(12, 2500)]).on(deskBatchPayRoute, {
      results: [
        { orderId: 11, outcome: 'paid' },
        { orderId: 12, outcome: 'refused', code: 'conflict', message: 'Заявка уже закрыта.' },
      ],
    });
    const { user } = renderScreen(
      <ListPageDouble list={deskQueueList}>
        <QueueScreen />
      </ListPageDouble>,
    );

    const pay = await screen.findByRole('button', { name: 'Выплатить выбранные' });
    expect(pay).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Выбрать заявку № 11' }));
    await user.click(screen.getByRole('checkbox', { name: 'Выбрать заявку № 12' }));
    expect(screen.getByText('Выбрано: 2, на сумму 3 500 б.')).toBeInTheDocument();
    await user.click(pay);

    const dialog = await screen.findByRole('dialog', { name: /^Выплатить 2 заявки на сумму 3\s500\sб\.\?$/ });
    expect(fake.requests(deskBatchPayRoute)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Выплатить' }));

    expect(await screen.findByText('Выплачено: 1. Ждут подтверждения: 0. Не выплачено: 1.')).toBeInTheDocument();
    expect(screen.getByText('№ 12: Заявка уже закрыта.')).toBeInTheDocument();
    expect(fake.requests(deskBatchPayRoute)[0]!.body).toEqual({ orderIds: [11, 12] });
  });

  it('selects every pending order of the page at once', async () => {
    api([order(11, 1000), order(12, 2500)]);
    const { user } = renderScreen(
      <ListPageDouble list={deskQueueList}>
        <QueueScreen />
      </ListPageDouble>,
    );

    await user.click(await screen.findByRole('checkbox', { name: 'Выбрать все заявки на странице' }));
    expect(screen.getByText('Выбрано: 2, на сумму 3 500 б.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Выбрать заявку № 12' })).toBeChecked();
  });

  it('keeps a status filter in the address and asks the API for it', async () => {
    const fake = api([]);
    const { user } = renderScreen(
      <ListPageDouble list={deskQueueList}>
        <QueueScreen />
      </ListPageDouble>,
    );

    expect(await screen.findByText('Заявок нет.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Статус'), 'Выплачено');
    await user.click(screen.getByRole('button', { name: 'Найти' }));

    expect(currentLocation()).toBe('/?status=paid');
    await screen.findByText('Заявок нет.');
    const statuses = fake.requests(deskQueueRoute).map((r) => r.query.get('status'));
    expect(statuses).toContain('paid');
    expect(screen.queryByRole('button', { name: 'Выплатить выбранные' })).not.toBeInTheDocument();
  });
});
