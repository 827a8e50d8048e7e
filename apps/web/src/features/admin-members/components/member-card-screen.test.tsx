import {
  adminMeRoute,
  blockMemberRoute,
  getMemberRoute,
  memberSignInCodesRoute,
  type AdminMemberCard,
  type Operator,
} from '@cabinet/contracts/client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
  balances: { available: 1500, frozen: 0, debt: 0 },
  identity: null,
  history: [],
  orders: [],
  contracts: [],
  sessions: [],
};

const admin = buildOperator();

function api(role: Operator['role'] = 'admin') {
  return fakeApi()
    .on(getMemberRoute, member)
    .on(adminMeRoute, { operator: { ...admin, role } })
    .on(memberSignInCodesRoute, { codes: [] });
}

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

  it('shows the adjustment form to an admin', async () => {
    api('admin');
    renderScreen(<MemberCardScreen id="m-1" />);
    expect(await screen.findByRole('button', { name: 'Предложить корректировку' })).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'Корректировка баланса' })).toBeInTheDocument();
  });
});
