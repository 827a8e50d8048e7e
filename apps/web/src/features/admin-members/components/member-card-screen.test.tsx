import {
  adminMeRoute,
  blockMemberRoute,
  getMemberEmploymentRoute,
  getMemberRoute,
  listApprovalsRoute,
  memberSignInCodesRoute,
  recordMemberEmploymentRoute,
  rejectApprovalRoute,
  removeMemberEmploymentRoute,
  approveApprovalRoute,
  requestAdjustmentRoute,
  type Approval,
  type MemberEmploymentResponse,
  type MemberEmployment,
  type AdminMemberCard,
  type Operator,
} from '@cabinet/contracts/client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildApproval } from '@/testing/approvals';
import { fakeApi, refusal } from '@/testing/fake-api';
import { buildOperator } from '@/testing/operators';
import { renderScreen } from '@/testing/render';
import { MemberCardScreen } from './member-card-screen';

const member: AdminMemberCard = {
  id: 'm-1',
  phone: '79991234567',
  firstName: 'Анна',
  middleName: 'Сергеевна',
  lastName: 'Петрова',
  cityName: 'Казань',
  email: null,
  employer: 'ООО «Ромашка»',
  jobPost: 'Агент',
  status: 'active',
  blockedAt: null,
  blockedReason: null,
  createdAt: '2026-01-10T09:00:00.000Z',
  phoneVerified: true,
  balances: { available: 1500, frozen: 0, debt: 0, held: 700 },
  identity: null,
  history: [],
  orders: [],
  contracts: [],
  sessions: [],
};

const admin = buildOperator();

function api(role: Operator['role'] = 'admin', email = admin.email) {
  return fakeApi()
    .on(getMemberRoute, member)
    .on(adminMeRoute, { operator: { ...admin, role, email } })
    .on(memberSignInCodesRoute, { codes: [] })
    .on(getMemberEmploymentRoute, { employment: null, pending: null })
    .on(listApprovalsRoute, { approvals: [] });
}

const recorded = (endedOn: string | null): MemberEmployment => ({
  endedOn,
  npdAllowedFrom: endedOn === null ? null : `${Number(endedOn.slice(0, 4)) + 2}${endedOn.slice(4)}`,
  barsNpd: true,
  recordedAt: '2026-11-20T09:00:00.000Z',
  recordedBy: 'operator@agent-plus.test',
});

describe('the member card', () => {
  it('blocks a member with a reason and shows the new status', async () => {
    const fake = api().on(blockMemberRoute, ({ body }): AdminMemberCard => ({
      ...member,
      status: 'blocked',
      blockedAt: '2026-03-01T10:00:00.000Z',
      blockedReason: (body as { reason: string }).reason,
    }));
    const { user } = renderScreen(<MemberCardScreen id="m-1" />);

    expect(await screen.findByRole('heading', { name: 'Петрова Анна Сергеевна' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Заблокировать' }));
    const dialog = await screen.findByRole('dialog', { name: 'Заблокировать участника?' });
    await user.type(within(dialog).getByLabelText('Причина'), 'Подозрение на мошенничество');
    await user.click(within(dialog).getByRole('button', { name: 'Заблокировать' }));

    expect(await screen.findByText('Участник заблокирован.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Разблокировать' })).toBeInTheDocument();
    expect(fake.requests(blockMemberRoute).map((r) => r.body)).toEqual([{ reason: 'Подозрение на мошенничество' }]);
  });

  it('says a member the API does not show is not found: none, or of a dealer the operator does not work with', async () => {
    fakeApi()
      .on(getMemberRoute, refusal(404, 'not_found', 'Не найдено'))
      .on(adminMeRoute, { operator: { ...admin, role: 'operator' } });
    renderScreen(<MemberCardScreen id="m-1" />);

    expect(await screen.findByText('Участник не найден.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Заблокировать' })).toBeNull();
  });

  it("shows the API's refusal inside the dialog and keeps it open", async () => {
    api().on(
      blockMemberRoute,
      refusal(409, 'conflict', 'Данные уже изменились в другом окне. Обновите страницу и повторите изменения.'),
    );
    const { user } = renderScreen(<MemberCardScreen id="m-1" />);

    await user.click(await screen.findByRole('button', { name: 'Заблокировать' }));
    const dialog = await screen.findByRole('dialog', { name: 'Заблокировать участника?' });
    await user.type(within(dialog).getByLabelText('Причина'), 'Повторная блокировка');
    await user.click(within(dialog).getByRole('button', { name: 'Заблокировать' }));

    expect(
      await within(dialog).findByText('Данные уже изменились в другом окне. Обновите страницу и повторите изменения.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Участник заблокирован.')).not.toBeInTheDocument();
  });

  it('offers the balance adjustment to an admin, not to an operator', async () => {
    api('operator');
    renderScreen(<MemberCardScreen id="m-1" />);
    expect(await screen.findByRole('heading', { name: 'Петрова Анна Сергеевна' })).toBeInTheDocument();
    expect(screen.getByText('1 500 б.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Предложить корректировку' })).not.toBeInTheDocument();
  });

  it('shows the rewards the quality hold keeps, and the day its contract becomes available', async () => {
    api('operator').on(getMemberRoute, {
      ...member,
      contracts: [
        { number: 'Д-1', clientName: 'Орлов', signedOn: '2026-11-20', status: 'active', reward: 700, availableOn: '2026-12-04' },
        { number: 'Д-0', clientName: 'Зуев', signedOn: '2026-10-01', status: 'active', reward: 500, availableOn: null },
      ],
    });
    renderScreen(<MemberCardScreen id="m-1" />);
    const balances = (await screen.findByRole('heading', { name: 'Баланс' })).closest('section')!;
    expect(within(balances).getByText('Ожидает подтверждения').nextSibling).toHaveTextContent('700 б.');
    expect(screen.getByRole('cell', { name: 'Ожидает подтверждения, доступно с 04.12.2026' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Действует' })).toBeInTheDocument();
  });

  it('shows the adjustment form to an admin', async () => {
    api('admin');
    renderScreen(<MemberCardScreen id="m-1" />);
    expect(await screen.findByRole('button', { name: 'Предложить корректировку' })).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'Корректировка баланса' })).toBeInTheDocument();
  });

  it('proposes an adjustment, which waits at the approvals door above the form: its maker may only withdraw it', async () => {
    const asked = buildApproval({
      id: 51,
      kind: 'adjustment',
      subject: 'm-1',
      summary: 'Петрова Анна Сергеевна: корректировка баланса +1 500 б.',
      effect: 'Причина: «Премия за наставничество». При подтверждении баллы начислятся на доступный баланс участника.',
      madeBy: admin.email,
    });
    let waiting: Approval[] = [];
    const fake = api('admin')
      .on(listApprovalsRoute, () => ({ approvals: waiting }))
      .on(requestAdjustmentRoute, ({ body }) => {
        waiting = [asked];
        const { amount, reason } = body as { amount: number; reason: string };
        return {
          memberId: 'm-1',
          memberName: 'Петрова Анна Сергеевна',
          memberPhone: member.phone,
          amount,
          reason,
          status: 'pending',
          approval: asked,
        };
      });
    const { user } = renderScreen(<MemberCardScreen id="m-1" />);
    const card = (await screen.findByRole('heading', { name: 'Корректировка баланса' })).closest('section')!;

    await user.type(within(card).getByLabelText('Сумма, б. (со знаком «−» для списания)'), '1 500');
    await user.type(within(card).getByLabelText('Причина (видна в журнале аудита)'), 'Премия за наставничество');
    await user.click(within(card).getByRole('button', { name: 'Предложить корректировку' }));

    expect(await within(card).findByText('Корректировка ждёт подтверждения другим администратором.')).toBeInTheDocument();
    expect(fake.requests(requestAdjustmentRoute).map((r) => [r.params, r.body])).toEqual([
      [{ id: 'm-1' }, { amount: 1500, reason: 'Премия за наставничество' }],
    ]);
    // The member's waiting proposals are read again: this one stands with its decisions.
    expect(await within(card).findByText(`Ждёт подтверждения второго администратора: ${asked.summary}`)).toBeInTheDocument();
    expect(within(card).getByText(asked.effect)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Отозвать' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Подтвердить' })).not.toBeInTheDocument();
    expect(fake.requests(listApprovalsRoute).at(-1)!.query.toString()).toBe('kind=adjustment&subject=m-1');
  });

  it('records an employment’s end, says until when the member is paid as an individual, and removes a mistake', async () => {
    const fake = api('operator')
      .on(recordMemberEmploymentRoute, ({ body }) => ({
        employment: recorded((body as { endedOn: string | null }).endedOn),
        pending: null,
      }))
      .on(removeMemberEmploymentRoute, { employment: null, pending: null });
    const { user } = renderScreen(<MemberCardScreen id="m-1" />);
    const card = (await screen.findByRole('heading', { name: 'Работа в компании' })).closest('section')!;
    expect(
      await within(card).findByText('Не записана: участник не работал в компании по трудовому договору.'),
    ).toBeInTheDocument();

    // The date is required while the contract is ended.
    await user.click(within(card).getByRole('button', { name: 'Записать' }));
    expect(await within(card).findByText('Укажите дату увольнения')).toBeInTheDocument();
    expect(fake.requests(recordMemberEmploymentRoute)).toEqual([]);

    await user.type(within(card).getByLabelText('Дата увольнения'), '2026-03-15');
    await user.click(within(card).getByRole('button', { name: 'Записать' }));
    expect(
      await within(card).findByText('Уволен(а) 15.03.2026. Как самозанятому можно платить с 15.03.2028.'),
    ).toBeInTheDocument();
    expect(within(card).getByText(/^Записал\(а\) operator@agent-plus\.test, /)).toBeInTheDocument();

    await user.selectOptions(within(card).getByLabelText('Трудовой договор'), 'Действует сейчас');
    expect(within(card).queryByLabelText('Дата увольнения')).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Записать' }));
    expect(await within(card).findByText('Работает в компании сейчас: выплаты только как физическому лицу.')).toBeInTheDocument();
    expect(fake.requests(recordMemberEmploymentRoute).map((r) => r.body)).toEqual([{ endedOn: '2026-03-15' }, { endedOn: null }]);

    await user.click(within(card).getByRole('button', { name: 'Удалить ошибочную запись' }));
    expect(await within(card).findByText('Запись удалена')).toBeInTheDocument();
    expect(within(card).getByText('Не записана: участник не работал в компании по трудовому договору.')).toBeInTheDocument();
  });

  it('shows the API’s refusal of a date beside its field', async () => {
    api('operator').on(
      recordMemberEmploymentRoute,
      refusal(400, 'validation_error', 'Проверьте введённые данные', {
        fields: { endedOn: 'Дата увольнения не может быть позже чем через год' },
      }),
    );
    const { user } = renderScreen(<MemberCardScreen id="m-1" />);
    const card = (await screen.findByRole('heading', { name: 'Работа в компании' })).closest('section')!;
    await user.type(await within(card).findByLabelText('Дата увольнения'), '2030-01-01');
    await user.click(within(card).getByRole('button', { name: 'Записать' }));
    expect(await within(card).findByText('Дата увольнения не может быть позже чем через год')).toBeInTheDocument();
  });

  it('shows a change waiting for a second admin beside the record in force, and another admin approves it', async () => {
    const waiting = buildApproval();
    let answer: MemberEmploymentResponse = { employment: recorded('2025-03-15'), pending: waiting };
    const fake = api('admin')
      .on(getMemberEmploymentRoute, () => answer)
      .on(approveApprovalRoute, () => {
        answer = { employment: recorded('2024-03-15'), pending: null };
        return { ...waiting, status: 'approved', checkedBy: admin.email };
      });
    const { user } = renderScreen(<MemberCardScreen id="m-1" />);
    const card = (await screen.findByRole('heading', { name: 'Работа в компании' })).closest('section')!;

    expect(await within(card).findByText(`Ждёт подтверждения второго администратора: ${waiting.summary}`)).toBeInTheDocument();
    expect(within(card).getByText(waiting.effect)).toBeInTheDocument();
    expect(within(card).getByText('Запросил(а) operator@agent-plus.test, 27.11.2026, 12:00')).toBeInTheDocument();
    // The record in force stays until the approval.
    expect(within(card).getByText('Уволен(а) 15.03.2025. Как самозанятому можно платить с 15.03.2027.')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Подтвердить' }));
    const dialog = await screen.findByRole('dialog', { name: `Подтвердить: ${waiting.summary}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));

    expect(await within(card).findByText('Подтверждено: запись о работе в компании изменена.')).toBeInTheDocument();
    expect(
      await within(card).findByText('Уволен(а) 15.03.2024. Как самозанятому можно платить с 15.03.2026.'),
    ).toBeInTheDocument();
    expect(within(card).queryByText(/^Ждёт подтверждения второго администратора/)).not.toBeInTheDocument();
    expect(fake.requests(approveApprovalRoute).map((r) => r.params)).toEqual([{ id: '41' }]);
  });

  it('says an earlier end waits instead of that it is recorded, and lets its maker withdraw it', async () => {
    const asked = buildApproval();
    let answer: MemberEmploymentResponse = { employment: recorded('2025-03-15'), pending: null };
    const fake = api('operator', 'operator@agent-plus.test')
      .on(getMemberEmploymentRoute, () => answer)
      .on(recordMemberEmploymentRoute, () => (answer = { ...answer, pending: asked }))
      .on(rejectApprovalRoute, ({ body }) => {
        answer = { ...answer, pending: null };
        return { ...asked, status: 'rejected', reason: (body as { reason: string }).reason };
      });
    const { user } = renderScreen(<MemberCardScreen id="m-1" />);
    const card = (await screen.findByRole('heading', { name: 'Работа в компании' })).closest('section')!;
    const date = await within(card).findByLabelText('Дата увольнения');
    await user.clear(date);
    await user.type(date, '2024-03-15');
    await user.click(within(card).getByRole('button', { name: 'Записать' }));

    expect(
      await within(card).findByText('Изменение ждёт подтверждения второго администратора: до тех пор действует прежняя запись.'),
    ).toBeInTheDocument();
    expect(within(card).queryByText('Записано')).not.toBeInTheDocument();
    expect(within(card).getByText(`Ждёт подтверждения второго администратора: ${asked.summary}`)).toBeInTheDocument();
    expect(within(card).getByText('Запросил(а) operator@agent-plus.test (вы), 27.11.2026, 12:00')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Подтвердить' })).not.toBeInTheDocument();
    expect(fake.requests(recordMemberEmploymentRoute).map((r) => r.body)).toEqual([{ endedOn: '2024-03-15' }]);

    await user.click(within(card).getByRole('button', { name: 'Отозвать' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отозвать запрос?' });
    await user.type(within(dialog).getByLabelText('Причина'), 'Ошиблась датой');
    await user.click(within(dialog).getByRole('button', { name: 'Отозвать' }));

    expect(await within(card).findByText('Запрос отозван: ничего не изменилось.')).toBeInTheDocument();
    expect(fake.requests(rejectApprovalRoute).map((r) => [r.params, r.body])).toEqual([
      [{ id: '41' }, { reason: 'Ошиблась датой' }],
    ]);
    await expect.poll(() => within(card).queryByText(/ждёт подтверждения второго администратора/i)).toBeNull();
  });

  it('says a removal waits for a second admin, the record staying', async () => {
    const asked = buildApproval({
      summary: 'Петрова Анна Сергеевна: удалить запись о работе в компании (окончание 15 марта 2025 г.)',
    });
    api('operator', 'operator@agent-plus.test')
      .on(getMemberEmploymentRoute, { employment: recorded('2025-03-15'), pending: null })
      .on(removeMemberEmploymentRoute, { employment: recorded('2025-03-15'), pending: asked });
    const { user } = renderScreen(<MemberCardScreen id="m-1" />);
    const card = (await screen.findByRole('heading', { name: 'Работа в компании' })).closest('section')!;
    await user.click(await within(card).findByRole('button', { name: 'Удалить ошибочную запись' }));

    expect(
      await within(card).findByText('Удаление ждёт подтверждения второго администратора: до тех пор действует прежняя запись.'),
    ).toBeInTheDocument();
    expect(within(card).queryByText('Запись удалена')).not.toBeInTheDocument();
    expect(within(card).getByText(`Ждёт подтверждения второго администратора: ${asked.summary}`)).toBeInTheDocument();
    expect(within(card).getByText('Уволен(а) 15.03.2025. Как самозанятому можно платить с 15.03.2027.')).toBeInTheDocument();
  });
});
