import {
  adminMeRoute,
  approveApprovalRoute,
  listApprovalsRoute,
  rejectApprovalRoute,
  type Approval,
  type Operator,
} from '@cabinet/contracts/client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildApproval } from '@/testing/approvals';
import { fakeApi, refusal, Reply } from '@/testing/fake-api';
import { buildOperator } from '@/testing/operators';
import { renderScreen } from '@/testing/render';
import { ApprovalsScreen } from './approvals-screen';

const employment = buildApproval();
const taxByMe = buildApproval({
  id: 42,
  kind: 'tax_settings',
  subject: 'tax',
  summary: 'Настройки НДФЛ: ставка для нерезидентов 30 % → 28 %',
  effect: 'Налог новых заявок на вывод станет меньше; посчитанный налог открытых заявок не меняется.',
  memberId: null,
  madeBy: 'admin@example.ru',
  madeAt: '2026-11-27T10:30:00.000Z',
});
const importHold = buildApproval({
  id: 43,
  kind: 'import_hold',
  subject: '12',
  summary: 'Импорт № 12 «ноябрь.csv»: 3 договора с удержанием 0\u00a0дн. вместо 14\u00a0дн. программы',
  effect: '',
  memberId: null,
});

/** The list as it stands, the decided ones leaving it as the API's would. */
function api(approvals: Approval[], operator: Partial<Operator> = {}) {
  let waiting = approvals;
  const leaves = ({ params }: { params: Record<string, string> }) => {
    const decided = waiting.find((a) => a.id === Number(params.id))!;
    waiting = waiting.filter((a) => a !== decided);
    return decided;
  };
  return fakeApi()
    .on(adminMeRoute, { operator: buildOperator(operator) })
    .on(listApprovalsRoute, () => ({ approvals: waiting }))
    .on(approveApprovalRoute, (r) => ({ ...leaves(r), status: 'approved', checkedBy: 'admin@example.ru' }))
    .on(rejectApprovalRoute, (r) => ({ ...leaves(r), status: 'rejected', reason: (r.body as { reason: string }).reason }));
}

const rowOf = (summary: string) => screen.findByRole('row', { name: new RegExp(summary.slice(0, 20)) });

describe('«На подтверждении»', () => {
  it('lists each request with its kind, what changes, who asked and when, and approves another’s after naming it', async () => {
    const fake = api([employment, taxByMe]);
    const { user } = renderScreen(<ApprovalsScreen />);

    expect(await screen.findByRole('heading', { name: 'На подтверждении', level: 1 })).toBeInTheDocument();
    const row = await rowOf(employment.summary);
    expect(within(row).getByText('Работа в компании: запрет НПД короче')).toBeInTheDocument();
    expect(within(row).getByText(employment.summary)).toBeInTheDocument();
    expect(within(row).getByText(employment.effect)).toBeInTheDocument();
    expect(within(row).getByText('operator@agent-plus.test')).toBeInTheDocument();
    expect(within(row).getByText('27.11.2026, 12:00')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Карточка участника' })).toHaveAttribute('href', '/admin/members/m-1');

    await user.click(within(row).getByRole('button', { name: 'Подтвердить' }));
    const dialog = await screen.findByRole('dialog', { name: `Подтвердить: ${employment.summary}?` });
    expect(within(dialog).getByText(employment.effect)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));

    expect(await screen.findByText('Подтверждено: запись о работе в компании изменена.')).toBeInTheDocument();
    expect(fake.requests(approveApprovalRoute).map((r) => r.params)).toEqual([{ id: '41' }]);
    // The list is read again: the approved request has left it.
    await expect.poll(() => screen.queryByRole('row', { name: /Петрова Анна/ })).toBeNull();
    expect(screen.getByRole('row', { name: /Настройки НДФЛ/ })).toBeInTheDocument();
  });

  it('offers its maker only to withdraw it, with a reason', async () => {
    const fake = api([taxByMe]);
    const { user } = renderScreen(<ApprovalsScreen />);

    const row = await rowOf(taxByMe.summary);
    expect(within(row).getByText('Ставки НДФЛ: налог меньше')).toBeInTheDocument();
    expect(within(row).getByText('admin@example.ru (вы)')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Правила НДФЛ' })).toHaveAttribute('href', '/admin/tax');
    expect(within(row).queryByRole('button', { name: 'Подтвердить' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Отклонить' })).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Отозвать' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отозвать запрос?' });
    expect(within(dialog).getByText('Ничего не изменится: действует то, что было до запроса.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Причина'), 'Передумал');
    await user.click(within(dialog).getByRole('button', { name: 'Отозвать' }));

    expect(await screen.findByText('Запрос отозван: ничего не изменилось.')).toBeInTheDocument();
    expect(fake.requests(rejectApprovalRoute).map((r) => [r.params, r.body])).toEqual([[{ id: '42' }, { reason: 'Передумал' }]]);
    expect(await screen.findByText('Ничего не ждёт подтверждения.')).toBeInTheDocument();
  });

  it('rejects another’s only with a reason', async () => {
    const fake = api([importHold]);
    const { user } = renderScreen(<ApprovalsScreen />);

    const row = await rowOf(importHold.summary);
    expect(within(row).getByText('Импорт договоров: удержание короче, чем в программе')).toBeInTheDocument();
    expect(within(row).getByText('Больше ничего')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Импорт договоров' })).toHaveAttribute('href', '/admin/imports');
    await user.click(within(row).getByRole('button', { name: 'Отклонить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отклонить запрос?' });
    await user.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    expect(await within(dialog).findByText('Укажите причину')).toBeInTheDocument();
    expect(fake.requests(rejectApprovalRoute)).toEqual([]);

    await user.type(within(dialog).getByLabelText('Причина'), 'Удержание в файле ошибочное');
    await user.click(within(dialog).getByRole('button', { name: 'Отклонить' }));

    expect(await screen.findByText('Запрос отклонён: ничего не изменилось.')).toBeInTheDocument();
    expect(fake.requests(rejectApprovalRoute).map((r) => r.body)).toEqual([{ reason: 'Удержание в файле ошибочное' }]);
  });

  it('shows why an approval is refused, and the request stays', async () => {
    api([employment]).on(
      approveApprovalRoute,
      refusal(
        403,
        'approval_cooling_off',
        'Эту учётную запись недавно создал, повысил или сбросил автор запроса: подтверждать его запросы с неё пока нельзя',
      ),
    );
    const { user } = renderScreen(<ApprovalsScreen />);

    await user.click(within(await rowOf(employment.summary)).getByRole('button', { name: 'Подтвердить' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Подтвердить' }));

    expect(
      await screen.findByText(
        'Эту учётную запись недавно создал, повысил или сбросил автор запроса: подтверждать его запросы с неё пока нельзя',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Подтверждено: запись о работе в компании изменена.')).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Петрова Анна/ })).toBeInTheDocument();
  });

  it('lets an operator withdraw their own and decide nobody else’s', async () => {
    const fake = api([employment, importHold, { ...taxByMe, madeBy: 'first-admin@example.ru' }], {
      role: 'operator',
      email: 'operator@agent-plus.test',
    });
    renderScreen(<ApprovalsScreen />);

    expect(
      await screen.findByText(/подтвердит администратор — не тот, кто попросил\..*Свой запрос можно отозвать\./),
    ).toBeInTheDocument();
    const own = await rowOf(employment.summary);
    expect(within(own).getByRole('button', { name: 'Отозвать' })).toBeInTheDocument();
    expect(within(own).queryByRole('button', { name: 'Подтвердить' })).not.toBeInTheDocument();
    const other = screen.getByRole('row', { name: /Настройки НДФЛ/ });
    expect(within(other).queryByRole('button')).not.toBeInTheDocument();
    expect(within(other).getByText('Решает администратор')).toBeInTheDocument();
    expect(fake.requests(approveApprovalRoute)).toEqual([]);
  });

  it('lets an operator approve another operator’s large payment, which any operator checks', async () => {
    const payment = buildApproval({
      id: 46,
      kind: 'desk_payout',
      subject: '12',
      summary: 'Выплатить заявку № 12 на 60\u00a0000\u00a0б.',
      effect: 'Заявка будет выплачена способом, указанным в ней.',
      amount: 60_000,
      madeBy: 'second.operator@agent-plus.test',
    });
    const fake = api([payment, { ...taxByMe, madeBy: 'first-admin@example.ru' }], {
      role: 'operator',
      email: 'operator@agent-plus.test',
    });
    const { user } = renderScreen(<ApprovalsScreen />);

    const row = await rowOf(payment.summary);
    expect(within(row).getByText('Крупная выплата')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Заявка на вывод' })).toHaveAttribute('href', '/admin/withdrawals/12');
    expect(within(screen.getByRole('row', { name: /Настройки НДФЛ/ })).getByText('Решает администратор')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Подтвердить' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByText('Подтверждено: заявка выплачена или передана на выплату её способом.')).toBeInTheDocument();
    expect(fake.requests(approveApprovalRoute).map((r) => r.params)).toEqual([{ id: '46' }]);
  });

  it('lists the money one admin created beside what it pays, and says a refusal of prizes is read by their members', async () => {
    const prizes = buildApproval({
      id: 44,
      kind: 'contest_prizes',
      subject: '12',
      summary: 'Конкурс «Осенний рывок»: 5 призов',
      effect: '5 участникам будет начислено 249 995 б.; при отказе каждый прочтёт причину в уведомлении.',
      amount: 249_995,
      memberId: null,
    });
    const credit = buildApproval({
      id: 45,
      kind: 'dispute_credit',
      subject: '7',
      summary: 'Спор № 7: начислить 60 000 б. (Петров Иван)',
      effect: 'Спор будет решён начислением участнику 60 000 б.',
      amount: 60_000,
    });
    const fake = api([prizes, credit]);
    const { user } = renderScreen(<ApprovalsScreen />);

    const row = await rowOf(prizes.summary);
    expect(within(row).getByText('Призы конкурса')).toBeInTheDocument();
    expect(within(row).getByText(prizes.effect)).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Конкурс' })).toHaveAttribute('href', '/admin/contests/12');
    expect(within(await rowOf(credit.summary)).getByRole('link', { name: 'Спор' })).toHaveAttribute('href', '/admin/disputes/7');

    await user.click(within(row).getByRole('button', { name: 'Отклонить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отклонить запрос?' });
    expect(
      within(dialog).getByText('Призы не будут начислены: каждый участник прочтёт причину в уведомлении.'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Причина'), 'Итоги пересчитаны');
    await user.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    expect(await screen.findByText('Призы не начислены: участники прочтут причину.')).toBeInTheDocument();
    expect(fake.requests(rejectApprovalRoute).map((r) => [r.params, r.body])).toEqual([
      [{ id: '44' }, { reason: 'Итоги пересчитаны' }],
    ]);

    await user.click(within(await rowOf(credit.summary)).getByRole('button', { name: 'Подтвердить' }));
    const confirm = await screen.findByRole('dialog', { name: `Подтвердить: ${credit.summary}?` });
    expect(within(confirm).getByText(credit.effect)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByText('Подтверждено: начислено по спору, спор решён.')).toBeInTheDocument();
  });

  it('says when nothing waits', async () => {
    api([]);
    renderScreen(<ApprovalsScreen />);
    expect(await screen.findByText('Ничего не ждёт подтверждения.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers to ask again when the list fails', async () => {
    const fake = fakeApi()
      .on(adminMeRoute, { operator: buildOperator() })
      .on(listApprovalsRoute, new Reply(500, { code: 'internal', message: 'Внутренняя ошибка' }));
    const { user } = renderScreen(<ApprovalsScreen />);
    expect(await screen.findByText('Не удалось загрузить запросы, ждущие подтверждения.')).toBeInTheDocument();
    fake.on(listApprovalsRoute, { approvals: [employment] });
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await rowOf(employment.summary)).toBeInTheDocument();
  });
});
