import {
  adminMeRoute,
  approveMoneyDecisionRoute,
  listMoneyDecisionsRoute,
  rejectMoneyDecisionRoute,
  type MoneyDecision,
} from '@cabinet/contracts/client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, refusal } from '@/testing/fake-api';
import { buildOperator } from '@/testing/operators';
import { renderScreen } from '@/testing/render';
import { MoneyDecisionsSection } from './money-decisions-card';

const decision: MoneyDecision = {
  id: 7,
  kind: 'contest_prizes',
  subject: '12',
  summary: 'Призы конкурса «Осенний рывок»',
  amount: 249_995,
  status: 'pending',
  decidedBy: 'first@example.ru',
  decidedAt: '2026-10-31T12:00:00.000Z',
  checkedBy: null,
  checkedAt: null,
  reason: null,
};

function api(role: 'admin' | 'operator' = 'admin') {
  return fakeApi()
    .on(adminMeRoute, { operator: { ...buildOperator(), role } })
    .on(listMoneyDecisionsRoute, { decisions: [decision] });
}

describe('the money decisions waiting for a second admin', () => {
  it('approves one after a confirmation that names what and how much', async () => {
    const fake = api().on(approveMoneyDecisionRoute, { ...decision, status: 'approved', checkedBy: 'second@example.ru' });
    const { user } = renderScreen(<MoneyDecisionsSection />);

    const row = await screen.findByRole('row', { name: /Призы конкурса «Осенний рывок»/ });
    expect(within(row).getByText('249 995 б.')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Подтвердить' }));
    // Amounts are written with no-break spaces.
    const dialog = await screen.findByRole('dialog', {
      name: /^Подтвердить: Призы конкурса «Осенний рывок»\? Будет начислено до 249\s995\sб\.$/,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));

    expect(await screen.findByText('Начисление подтверждено и вступило в силу.')).toBeInTheDocument();
    expect(fake.requests(approveMoneyDecisionRoute).map((r) => r.params)).toEqual([{ id: '7' }]);
  });

  it('shows the refusal of an approval by the admin who decided', async () => {
    api().on(
      approveMoneyDecisionRoute,
      refusal(409, 'own_change_approval', 'Подтвердить может только другой администратор: свой запрос подтвердить нельзя'),
    );
    const { user } = renderScreen(<MoneyDecisionsSection />);

    await user.click(await screen.findByRole('button', { name: 'Подтвердить' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Подтвердить' }));

    expect(
      await screen.findByText('Подтвердить может только другой администратор: свой запрос подтвердить нельзя'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Начисление подтверждено и вступило в силу.')).not.toBeInTheDocument();
  });

  it('rejects one with the reason its members will read', async () => {
    const fake = api().on(rejectMoneyDecisionRoute, { ...decision, status: 'rejected', reason: 'Итоги пересчитаны' });
    const { user } = renderScreen(<MoneyDecisionsSection />);

    await user.click(await screen.findByRole('button', { name: 'Отклонить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отклонить начисление?' });
    expect(
      within(dialog).getByText('Ничего не изменится. Если это призы конкурса, участники прочтут причину.'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Причина'), 'Итоги пересчитаны');
    await user.click(within(dialog).getByRole('button', { name: 'Отклонить' }));

    expect(await screen.findByText('Начисление отклонено: ничего не изменилось.')).toBeInTheDocument();
    expect(fake.requests(rejectMoneyDecisionRoute).map((r) => r.body)).toEqual([{ reason: 'Итоги пересчитаны' }]);
  });

  it('is not shown to an operator, and asks the API nothing', async () => {
    const fake = api('operator');
    renderScreen(<MoneyDecisionsSection />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('Начисления по решению одного администратора')).not.toBeInTheDocument();
    expect(fake.requests(listMoneyDecisionsRoute)).toEqual([]);
  });
});
