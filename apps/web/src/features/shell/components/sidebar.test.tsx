import {
  getTeamRoleRoute,
  isNotificationRoute,
  pendingAmountRoute,
  personalInfoRoute,
  userBalanceRoute,
  type PersonalInfoResponse,
} from '@cabinet/contracts/client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memberQueries } from '@/lib/queries/member-queries';
import { fakeApi } from '@/testing/fake-api';
import { setLocation } from '@/testing/navigation';
import { renderScreen } from '@/testing/render';
import { useShellQueries } from './shell-queries';
import { Sidebar } from './sidebar';

const olga: PersonalInfoResponse = {
  userInfo: {
    firstName: 'Ольга',
    middleName: 'Викторовна',
    lastName: 'Кузнецова',
    cityName: 'Москва',
    phoneVerificationStatus: 'verified',
    avatarUrl: null,
    extraProperties: { Description: '', Department: '', Employer: '', JobPost: '', DcAddress: '', DcNumber: '', DcDivision: '' },
  },
};

const noop = () => undefined;

/** The sidebar as the shell renders it: with the shell's own reads (shell-queries.ts). */
function ShellSidebar() {
  const queries = useShellQueries();
  return (
    <Sidebar
      productName="АГЕНТ ПЛЮС"
      firstName="Ольга"
      queries={queries}
      collapsed={false}
      canCollapse
      onToggleCollapsed={noop}
      drawerOpen={false}
      onCloseDrawer={noop}
      onNavigate={noop}
    />
  );
}

function answerShell(supervises: boolean) {
  return fakeApi()
    .on(userBalanceRoute, { balance: 1500, userId: 'm-olga' })
    .on(pendingAmountRoute, { amount: 0, orders: 0 })
    .on(personalInfoRoute, olga)
    .on(isNotificationRoute, { message: false })
    .on(getTeamRoleRoute, { supervises });
}

describe('the menu’s «Команда»', () => {
  it('is there for a member who supervises a team, after «Конкурсы», and marked on the team’s pages', async () => {
    setLocation('/team/agents/m-boris?month=2026-05');
    answerShell(true);
    renderScreen(<ShellSidebar />);
    const menu = screen.getByRole('navigation', { name: 'Главное меню' });

    const team = await within(menu).findByRole('link', { name: 'Команда' });
    expect(team).toHaveAttribute('href', '/team');
    expect(team).toHaveAttribute('aria-current', 'page');
    const names = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names.indexOf('Команда')).toBe(names.indexOf('Конкурсы') + 1);
  });

  it('is not there for a member who supervises no team', async () => {
    answerShell(false);
    const { queryClient } = renderScreen(<ShellSidebar />);
    const menu = screen.getByRole('navigation', { name: 'Главное меню' });

    // The role has come, and said no: the menu is as it will stay.
    await expect.poll(() => queryClient.getQueryData(memberQueries.teamRole().queryKey)).toEqual({ supervises: false });
    expect(within(menu).getByRole('link', { name: 'Конкурсы' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Команда' })).toBeNull();
  });
});
