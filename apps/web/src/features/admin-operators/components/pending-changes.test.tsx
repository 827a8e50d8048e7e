import {
  adminMeRoute,
  approveApprovalRoute,
  listApprovalsRoute,
  rejectApprovalRoute,
  type Approval,
} from '@cabinet/contracts/client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildApproval } from '@/testing/approvals';
import { fakeApi } from '@/testing/fake-api';
import { buildOperator } from '@/testing/operators';
import { renderScreen } from '@/testing/render';
import { PendingChanges } from './pending-changes';

/** A new admin asked by another admin, waiting at the approvals door (decision 0060). */
const newAdmin = buildApproval({
  id: 51,
  kind: 'operator_change',
  subject: 'create_admin:5f2b',
  summary: 'Создать администратора new.admin@example.ru',
  effect: 'Появится учётная запись администратора, а ссылка для задания пароля уйдёт на его e-mail.',
  memberId: null,
  madeBy: 'admin2@example.ru',
  madeAt: '2026-11-27T09:00:00.000Z',
});
const myReset = buildApproval({
  id: 52,
  kind: 'operator_change',
  subject: 'reset_password:op-2',
  summary: 'Сбросить пароль op@example.ru (ссылка уйдёт на его e-mail)',
  effect: 'Сеансы оператора завершатся, а ссылка для нового пароля уйдёт ему на e-mail.',
  memberId: null,
  madeBy: 'admin@example.ru',
  madeAt: '2026-11-27T10:00:00.000Z',
});

function api(approvals: Approval[]) {
  let waiting = approvals;
  const leaves = (id: string) => {
    const decided = waiting.find((a) => a.id === Number(id))!;
    waiting = waiting.filter((a) => a !== decided);
    return decided;
  };
  return fakeApi()
    .on(adminMeRoute, { operator: buildOperator() })
    .on(listApprovalsRoute, ({ query }) => {
      expect(query.get('kind')).toBe('operator_change');
      return { approvals: waiting };
    })
    .on(approveApprovalRoute, ({ params }) => ({ ...leaves(params.id!), status: 'approved', checkedBy: 'admin@example.ru' }))
    .on(rejectApprovalRoute, ({ params, body }) => ({
      ...leaves(params.id!),
      status: 'rejected',
      reason: (body as { reason: string }).reason,
    }));
}

const rowOf = (text: RegExp) => screen.findByRole('row', { name: text });

describe('the accounts’ changes waiting for a second admin', () => {
  it('lists each with what it does, who asked and when; another admin approves it at the approvals door', async () => {
    const fake = api([newAdmin, myReset]);
    const { user } = renderScreen(<PendingChanges />);

    const row = await rowOf(/Создать администратора/);
    expect(within(row).getByText(newAdmin.effect)).toBeInTheDocument();
    expect(within(row).getByText('admin2@example.ru')).toBeInTheDocument();
    expect(within(row).getByText('27.11.2026, 12:00')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Подтвердить' }));
    const dialog = await screen.findByRole('dialog', { name: `Подтвердить: ${newAdmin.summary}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));

    expect(await screen.findByText('Подтверждено: учётная запись изменена.')).toBeInTheDocument();
    expect(fake.requests(approveApprovalRoute).map((r) => r.params)).toEqual([{ id: '51' }]);
    await expect.poll(() => screen.queryByRole('row', { name: /Создать администратора/ })).toBeNull();
  });

  it('offers its maker only to withdraw it, with a reason', async () => {
    const fake = api([myReset]);
    const { user } = renderScreen(<PendingChanges />);

    const row = await rowOf(/Сбросить пароль/);
    expect(within(row).getByText('admin@example.ru (ваш запрос)')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Подтвердить' })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Отозвать' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отозвать запрос?' });
    await user.type(within(dialog).getByLabelText('Причина'), 'Оператор вспомнил пароль');
    await user.click(within(dialog).getByRole('button', { name: 'Отозвать' }));

    expect(await screen.findByText('Запрос отозван: ничего не изменилось.')).toBeInTheDocument();
    expect(fake.requests(rejectApprovalRoute).map((r) => [r.params, r.body])).toEqual([
      [{ id: '52' }, { reason: 'Оператор вспомнил пароль' }],
    ]);
    expect(await screen.findByText('Запросов нет.')).toBeInTheDocument();
  });
});
