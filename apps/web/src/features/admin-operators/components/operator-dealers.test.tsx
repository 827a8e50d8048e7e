import {
  adminMeRoute,
  getTeamStructureRoute,
  listApprovalsRoute,
  listOperatorsRoute,
  updateOperatorRoute,
  type Operator,
  type TeamStructure,
} from '@cabinet/contracts/client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildApproval } from '@/testing/approvals';
import { fakeApi, type FakeRequest } from '@/testing/fake-api';
import { buildOperator } from '@/testing/operators';
import { renderScreen } from '@/testing/render';
import { OperatorsScreen } from './operators-screen';

const ALPHA = { id: '1', name: 'ООО «Связь-Регион»' };
const BETA = { id: '2', name: 'ИП Голубев А. В.' };

const structure: TeamStructure = {
  on: '2026-12-01',
  dealers: [
    { ...ALPHA, inn: null, points: [] },
    { ...BETA, inn: null, points: [] },
  ],
};

/** An operator limited to «Связь-Регион», and one who sees every dealer. */
const limited = buildOperator({ id: 'op-2', email: 'dina@example.ru', role: 'operator', totpRequired: false, dealers: [ALPHA] });
const free = buildOperator({ id: 'op-3', email: 'oleg@example.ru', role: 'operator', totpRequired: false });

function api(answer: (request: FakeRequest, operator: Operator) => object) {
  let operators = [buildOperator(), buildOperator({ id: 'op-4', email: 'admin2@example.ru' }), limited, free];
  return fakeApi()
    .on(adminMeRoute, { operator: buildOperator() })
    .on(listOperatorsRoute, () => ({ operators }))
    .on(listApprovalsRoute, { approvals: [] })
    .on(getTeamStructureRoute, structure)
    .on(updateOperatorRoute, (request) => {
      const operator = operators.find((o) => o.id === request.params.id)!;
      const answered = answer(request, operator) as { operator: Operator };
      operators = operators.map((o) => (o.id === operator.id ? answered.operator : o));
      return answered as never;
    });
}

const rowOf = (email: string) => screen.findByRole('row', { name: new RegExp(email) });

describe("an operator's dealers on the operators' screen", () => {
  it('shows each operator’s dealers, «Все дилеры» for the others, and no choice for an admin', async () => {
    api(() => ({}));
    renderScreen(<OperatorsScreen />);

    expect(within(await rowOf('dina@example.ru')).getByText('Дилеры: ООО «Связь-Регион»')).toBeInTheDocument();
    expect(within(await rowOf('oleg@example.ru')).getByText('Все дилеры')).toBeInTheDocument();
    expect(within(await rowOf('oleg@example.ru')).getByRole('button', { name: 'Дилеры' })).toBeInTheDocument();
    // An admin sees every dealer: their row offers no choice of dealers.
    const otherAdmin = await rowOf('admin2@example.ru');
    expect(within(otherAdmin).getByText('Все дилеры')).toBeInTheDocument();
    expect(within(otherAdmin).getByRole('button', { name: 'Сделать оператором' })).toBeInTheDocument();
    expect(within(otherAdmin).queryByRole('button', { name: 'Дилеры' })).toBeNull();
  });

  it('limits an operator to the dealers ticked at once, and says so', async () => {
    const fake = api((_, operator) => ({ operator: { ...operator, dealers: [BETA] }, pendingChange: null }));
    const { user } = renderScreen(<OperatorsScreen />);

    await user.click(within(await rowOf('oleg@example.ru')).getByRole('button', { name: 'Дилеры' }));
    const dialog = await screen.findByRole('dialog', { name: 'Дилеры оператора oleg@example.ru' });
    expect(within(dialog).getByLabelText('Каких участников видит')).toHaveValue('all');
    await user.selectOptions(within(dialog).getByLabelText('Каких участников видит'), 'some');
    await user.click(await within(dialog).findByRole('checkbox', { name: BETA.name }));
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    expect(
      await screen.findByText('Дилеры оператора изменены: со следующего запроса он видит только их участников.'),
    ).toBeInTheDocument();
    expect(fake.requests(updateOperatorRoute).map((r) => [r.params, r.body])).toEqual([[{ id: 'op-3' }, { dealerIds: ['2'] }]]);
    expect(within(await rowOf('oleg@example.ru')).getByText('Дилеры: ИП Голубев А. В.')).toBeInTheDocument();
  });

  it('asks a second admin for more dealers, and refuses none ticked without a call', async () => {
    const fake = api((_, operator) => ({
      operator,
      pendingChange: buildApproval({
        kind: 'operator_change',
        subject: 'dealers:op-2',
        summary: `Оператор dina@example.ru будет видеть участников дилеров: «${BETA.name}», «${ALPHA.name}»`,
        memberId: null,
      }),
    }));
    const { user } = renderScreen(<OperatorsScreen />);

    await user.click(within(await rowOf('dina@example.ru')).getByRole('button', { name: 'Дилеры' }));
    const dialog = await screen.findByRole('dialog', { name: 'Дилеры оператора dina@example.ru' });
    const alpha = await within(dialog).findByRole('checkbox', { name: ALPHA.name });
    expect(alpha).toBeChecked();
    await user.click(alpha);
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Выберите хотя бы одного дилера или «Все дилеры»')).toBeInTheDocument();
    expect(fake.requests(updateOperatorRoute)).toEqual([]);

    await user.click(alpha);
    await user.click(within(dialog).getByRole('checkbox', { name: BETA.name }));
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Запрос отправлен: его подтвердит другой администратор.')).toBeInTheDocument();
    expect(fake.requests(updateOperatorRoute).map((r) => r.body)).toEqual([{ dealerIds: ['1', '2'] }]);
    // Nothing changed until the second admin approves.
    expect(within(await rowOf('dina@example.ru')).getByText('Дилеры: ООО «Связь-Регион»')).toBeInTheDocument();
  });
});
