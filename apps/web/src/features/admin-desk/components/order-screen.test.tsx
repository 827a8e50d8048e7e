import {
  deskApproveRoute,
  deskOrderRoute,
  deskPayRoute,
  deskRejectRoute,
  type DeskOrder,
  type DeskOrderDetail,
} from '@cabinet/contracts/client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, refusal } from '@/testing/fake-api';
import { renderScreen } from '@/testing/render';
import { OrderScreen } from './order-screen';

// Sums are written with no-break spaces (`60 000 б.`): an accessible name keeps them, so names match with \s.

const order = (amount: number, status: DeskOrder['status'] = 'pending'): DeskOrder => ({
  id: 12,
  status,
  statusText: status === 'pending' ? 'В обработке' : 'Ждёт подтверждения',
  amount,
  withheldTax: 0,
  toBank: amount,
  bank: { id: '100000000111', name: 'Сбербанк', shortName: 'Сбер' },
  sbpPhone: '79991234567',
  card: null,
  account: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  closedAt: null,
  comment: null,
  commentBy: null,
  member: {
    id: 'm-1',
    name: 'Петрова Анна Сергеевна',
    phone: '79991234567',
    identityStatus: 'confirmed',
    identityStatusText: 'Подтверждён',
  },
  previousPayouts: { count: 0, sum: 0 },
  flags: [],
  approval:
    status === 'awaiting_approval'
      ? { makerEmail: 'op@example.ru', madeAt: '2026-03-01T11:00:00.000Z', checkerEmail: null, checkedAt: null }
      : null,
  payout: null,
});

const detail = (o: DeskOrder): DeskOrderDetail => ({ order: o, events: [], approvalThreshold: 50_000 });

describe('one withdrawal order on the desk', () => {
  it('pays a large order after a confirmation and says it waits for a second operator', async () => {
    const fake = fakeApi()
      .on(deskOrderRoute, detail(order(60_000)))
      .on(deskPayRoute, { outcome: 'awaiting_approval', order: order(60_000, 'awaiting_approval') });
    const { user } = renderScreen(<OrderScreen orderId={12} />);

    expect(await screen.findByText(/^Сумма от 50\s000\sб\.: выплату подтвердит второй оператор\.$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Выплатить' }));
    const dialog = await screen.findByRole('dialog', { name: /^Выплатить 60\s000\sб\.\?$/ });
    expect(fake.requests(deskPayRoute)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Выплатить' }));

    expect(await screen.findByText('Выплата проведена и ждёт подтверждения второго оператора.')).toBeInTheDocument();
    expect(fake.requests(deskPayRoute).map((r) => r.params)).toEqual([{ id: '12' }]);
  });

  it('asks again before a refusal, and shows the API’s answer when the order was handled meanwhile', async () => {
    const fake = fakeApi()
      .on(deskOrderRoute, detail(order(1000)))
      .on(deskRejectRoute, refusal(409, 'order_already_handled', 'Заявку уже отклонил op@example.ru 5 минут назад'));
    const { user } = renderScreen(<OrderScreen orderId={12} />);

    await user.type(await screen.findByLabelText('Причина отказа'), 'Номер СБП не принадлежит участнику');
    await user.click(screen.getByRole('button', { name: 'Отклонить' }));
    const dialog = await screen.findByRole('dialog', { name: /^Отклонить заявку на 1\s000\sб\.\? Баллы вернутся участнику\.$/ });
    await user.click(within(dialog).getByRole('button', { name: 'Отклонить' }));

    expect(await screen.findByText('Заявку уже отклонил op@example.ru 5 минут назад')).toBeInTheDocument();
    expect(fake.requests(deskRejectRoute)[0]!.body).toEqual({ reason: 'Номер СБП не принадлежит участнику' });
  });

  it('offers the second operator to approve, and shows a refusal of one’s own payment', async () => {
    fakeApi()
      .on(deskOrderRoute, detail(order(60_000, 'awaiting_approval')))
      .on(
        deskApproveRoute,
        refusal(403, 'payout_self_approval', 'Подтвердить выплату должен другой оператор: вы сами её провели'),
      );
    const { user } = renderScreen(<OrderScreen orderId={12} />);

    expect(await screen.findByText(/^Провёл\(а\) op@example\.ru .+; ждёт второго оператора\.$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Подтвердить выплату' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Подтвердить выплату' }));

    expect(await screen.findByText('Подтвердить выплату должен другой оператор: вы сами её провели')).toBeInTheDocument();
    expect(screen.queryByText('Заявка выплачена.')).not.toBeInTheDocument();
  });
});
