import {
  adminMeRoute,
  approveApprovalRoute,
  deskOrderRoute,
  deskPayRoute,
  deskRejectRoute,
  listApprovalsRoute,
  type Approval,
  type DeskOrder,
  type DeskOrderDetail,
} from '@cabinet/contracts/client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildApproval } from '@/testing/approvals';
import { fakeApi, refusal } from '@/testing/fake-api';
import { buildOperator } from '@/testing/operators';
import { renderScreen } from '@/testing/render';
import { OrderScreen } from './order-screen';

// Sums are written with no-break spaces (`60 000 б.`): an accessible name keeps them, so names match with \s.

const order = (amount: number, status: DeskOrder['status'] = 'pending', rail: DeskOrder['rail'] = 'manual'): DeskOrder => ({
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
  rail,
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

/** The order's large payment waiting at the approvals door (decision 0060), recorded by op@example.ru. */
const payment: Approval = buildApproval({
  id: 77,
  kind: 'desk_payout',
  subject: '12',
  summary: 'Выплатить заявку № 12 на 60\u00a0000\u00a0б.',
  effect:
    'Заявка будет выплачена способом, указанным в ней: вручную — отмечена выплаченной, платёжным сервисом или банком — передана им на выплату.',
  amount: 60_000,
  madeBy: 'op@example.ru',
  madeAt: '2026-03-01T11:00:00.000Z',
});

/** The desk as an operator of the given e-mail and role sees it. */
const desk = (me: { email?: string; role?: 'admin' | 'operator' } = {}) =>
  fakeApi().on(adminMeRoute, { operator: buildOperator({ role: 'operator', email: 'second@example.ru', ...me }) });

describe('one withdrawal order on the desk', () => {
  it('pays a large order after a confirmation and says it waits for a second operator', async () => {
    const fake = desk()
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
    const fake = desk()
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

  it('names the rail the order carries, and shows why it cannot be paid while that rail is not connected', async () => {
    const message =
      'Заявку выплачивает платёжный сервис, а он сейчас не подключён. Подключите его, переведите заявку на способ выплат, выбранный сейчас («Перевести заявки на новый способ» в настройках), или отклоните её.';
    desk()
      .on(deskOrderRoute, detail(order(1000, 'pending', 'provider')))
      .on(deskPayRoute, refusal(409, 'payout_rail_unavailable', message));
    const { user } = renderScreen(<OrderScreen orderId={12} />);

    expect(await screen.findByTestId('desk-rail')).toHaveTextContent('платёжный сервис');
    await user.click(screen.getByRole('button', { name: 'Выплатить' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Выплатить' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText('Заявка выплачена.')).not.toBeInTheDocument();
  });

  it('offers a second operator of any role to approve the waiting payment at the approvals door', async () => {
    let current = order(60_000, 'awaiting_approval');
    const fake = desk()
      .on(deskOrderRoute, () => detail(current))
      .on(listApprovalsRoute, ({ query }) => {
        expect([query.get('kind'), query.get('subject')]).toEqual(['desk_payout', '12']);
        return { approvals: current.status === 'awaiting_approval' ? [payment] : [] };
      })
      .on(approveApprovalRoute, () => {
        current = { ...order(60_000), status: 'paid', statusText: 'Выплачено' };
        return { ...payment, status: 'approved', checkedBy: 'second@example.ru', checkedAt: '2026-03-01T12:00:00.000Z' };
      });
    const { user } = renderScreen(<OrderScreen orderId={12} />);

    expect(await screen.findByText(/^Провёл\(а\) op@example\.ru .+; ждёт второго оператора\.$/)).toBeInTheDocument();
    expect(
      await screen.findByText(/^Ждёт подтверждения второго оператора: Выплатить заявку № 12 на 60\s000\sб\.$/),
    ).toBeInTheDocument();
    // Nothing to pay twice: the payment is recorded; the order may still be rejected.
    expect(screen.queryByRole('button', { name: 'Выплатить' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Причина отказа')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    const dialog = await screen.findByRole('dialog', { name: /^Подтвердить: Выплатить заявку № 12 на 60\s000\sб\.\?$/ });
    expect(within(dialog).getByText(payment.effect)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));

    expect(await screen.findByText('Подтверждено: заявка выплачена или передана на выплату её способом.')).toBeInTheDocument();
    expect(fake.requests(approveApprovalRoute).map((r) => r.params)).toEqual([{ id: '77' }]);
    // The order is read again: paid.
    expect(await screen.findByText('Выплачено')).toBeInTheDocument();
  });

  it('offers its maker only to withdraw it, and shows why the door refuses an approval', async () => {
    desk({ email: 'op@example.ru' })
      .on(deskOrderRoute, detail(order(60_000, 'awaiting_approval')))
      .on(listApprovalsRoute, { approvals: [payment] });
    const mine = renderScreen(<OrderScreen orderId={12} />);
    expect(await screen.findByText('Запросил(а) op@example.ru (вы), 01.03.2026, 14:00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Отозвать' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Подтвердить' })).not.toBeInTheDocument();
    mine.unmount();

    desk()
      .on(deskOrderRoute, detail(order(60_000, 'awaiting_approval')))
      .on(listApprovalsRoute, { approvals: [payment] })
      .on(
        approveApprovalRoute,
        refusal(
          403,
          'approval_cooling_off',
          'Эту учётную запись недавно создал, повысил или сбросил автор запроса: подтверждать его запросы с неё пока нельзя',
        ),
      );
    const { user } = renderScreen(<OrderScreen orderId={12} />);
    await user.click(await screen.findByRole('button', { name: 'Подтвердить' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Подтвердить' }));
    expect(
      await screen.findByText(
        'Эту учётную запись недавно создал, повысил или сбросил автор запроса: подтверждать его запросы с неё пока нельзя',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Подтверждено/)).not.toBeInTheDocument();
  });
});
