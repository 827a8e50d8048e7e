import {
  adminMeRoute,
  approveApprovalRoute,
  listAdjustmentsRoute,
  rejectApprovalRoute,
  type BalanceAdjustment,
} from '@cabinet/contracts/client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildApproval } from '@/testing/approvals';
import { fakeApi } from '@/testing/fake-api';
import { buildOperator } from '@/testing/operators';
import { renderScreen } from '@/testing/render';
import { AdjustmentsScreen } from './adjustments-screen';

/** A credit of 1 500 б. to Петрова, proposed by `madeBy` and waiting at the approvals door. */
function buildAdjustment(madeBy: string, overrides: Partial<BalanceAdjustment> = {}): BalanceAdjustment {
  return {
    memberId: 'm-1',
    memberName: 'Петрова Анна Сергеевна',
    memberPhone: '79991234567',
    amount: 1500,
    reason: 'Премия за наставничество',
    status: 'pending',
    approval: buildApproval({
      id: 51,
      kind: 'adjustment',
      subject: 'm-1',
      summary: 'Петрова Анна Сергеевна: корректировка баланса +1 500 б.',
      effect: 'Причина: «Премия за наставничество». При подтверждении баллы начислятся на доступный баланс участника.',
      madeBy,
    }),
    ...overrides,
  };
}

const another = buildAdjustment('first@example.ru');
const mine = buildAdjustment('admin@example.ru', { approval: { ...another.approval, id: 52, madeBy: 'admin@example.ru' } });
const applied = buildAdjustment('first@example.ru', {
  status: 'applied',
  approval: {
    ...another.approval,
    id: 40,
    status: 'approved',
    checkedBy: 'second@example.ru',
    checkedAt: '2026-11-27T12:30:00.000Z',
  },
});
const rejected = buildAdjustment('first@example.ru', {
  status: 'rejected',
  reason: 'Ошибочная премия',
  approval: {
    ...another.approval,
    id: 39,
    status: 'rejected',
    checkedBy: 'second@example.ru',
    checkedAt: '2026-11-27T12:30:00.000Z',
    reason: 'Нет основания',
  },
});

function api(role: 'admin' | 'operator' = 'admin') {
  let waiting = [another, mine];
  return fakeApi()
    .on(adminMeRoute, { operator: buildOperator({ role }) })
    .on(listAdjustmentsRoute, ({ query }) => {
      const status = query.get('status');
      return { adjustments: status === 'applied' ? [applied] : status === 'rejected' ? [rejected] : waiting };
    })
    .on(approveApprovalRoute, () => {
      waiting = waiting.filter((a) => a !== another);
      return { ...another.approval, status: 'approved', checkedBy: 'admin@example.ru' };
    })
    .on(rejectApprovalRoute, ({ body }) => ({
      ...mine.approval,
      status: 'rejected',
      reason: (body as { reason: string }).reason,
    }));
}

describe('balance adjustments in the back office', () => {
  it('lists the waiting ones; another admin’s is approved at the approvals door after a confirmation naming it', async () => {
    const fake = api();
    const { user } = renderScreen(<AdjustmentsScreen />);

    const rows = await screen.findAllByRole('row', { name: /Премия за наставничество/ });
    expect(rows).toHaveLength(2);
    const row = rows.find((r) => within(r).queryByText(/first@example\.ru/))!;
    expect(within(row).getByText('+1 500 б.')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: /Петрова Анна Сергеевна/ })).toHaveAttribute('href', '/admin/members/m-1');

    await user.click(within(row).getByRole('button', { name: 'Подтвердить' }));
    const dialog = await screen.findByRole('dialog', { name: `Подтвердить: ${another.approval.summary}?` });
    expect(within(dialog).getByText(another.approval.effect)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));

    expect(await screen.findByText('Подтверждено: корректировка проведена.')).toBeInTheDocument();
    expect(fake.requests(approveApprovalRoute).map((r) => r.params)).toEqual([{ id: '51' }]);
    // The list is read again: the approved one has left it.
    await expect.poll(() => screen.queryAllByRole('row', { name: /first@example\.ru/ })).toHaveLength(0);
  });

  it('offers its maker only to withdraw their own, with a reason', async () => {
    const fake = api();
    const { user } = renderScreen(<AdjustmentsScreen />);

    const own = await screen.findByRole('row', { name: /admin@example\.ru \(вы\)/ });
    expect(within(own).queryByRole('button', { name: 'Подтвердить' })).not.toBeInTheDocument();
    await user.click(within(own).getByRole('button', { name: 'Отозвать' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отозвать запрос?' });
    await user.type(within(dialog).getByLabelText('Причина'), 'Сумма неверна');
    await user.click(within(dialog).getByRole('button', { name: 'Отозвать' }));
    expect(await screen.findByText('Запрос отозван: ничего не изменилось.')).toBeInTheDocument();
    expect(fake.requests(rejectApprovalRoute).map((r) => [r.params, r.body])).toEqual([
      [{ id: '52' }, { reason: 'Сумма неверна' }],
    ]);
  });

  it('shows who decided the applied and the rejected ones, a refusal with its reason', async () => {
    api();
    const { user } = renderScreen(<AdjustmentsScreen />);

    await user.click(await screen.findByRole('tab', { name: 'Проведены' }));
    expect(await screen.findByRole('cell', { name: 'second@example.ru, 27.11.2026, 15:30' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Отклонены' }));
    expect(await screen.findByRole('cell', { name: 'second@example.ru, 27.11.2026, 15:30: Нет основания' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Ошибочная премия' })).toBeInTheDocument();
  });

  it('tells an operator the section is for admins and asks the API nothing', async () => {
    const fake = api('operator');
    renderScreen(<AdjustmentsScreen />);
    expect(await screen.findByRole('heading', { name: 'Корректировки баланса', level: 1 })).toBeInTheDocument();
    expect(fake.requests(listAdjustmentsRoute)).toEqual([]);
  });
});
