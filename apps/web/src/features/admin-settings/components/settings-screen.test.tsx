import {
  adminMeRoute,
  approveApprovalRoute,
  getSettingsRoute,
  getSmsSettingsRoute,
  listApprovalsRoute,
  rejectApprovalRoute,
  updateSettingsRoute,
  type Approval,
  type UpdateSettingsBody,
} from '@cabinet/contracts/client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildApproval } from '@/testing/approvals';
import { fakeApi } from '@/testing/fake-api';
import { buildOperator } from '@/testing/operators';
import { renderScreen } from '@/testing/render';
import { SettingsScreen } from './settings-screen';

const inForce = { payoutApprovalThreshold: 50_000, holdDays: 14 };
/** A shorter hold asked for, waiting at the approvals door (decision 0060). */
const shorter: Approval = buildApproval({
  id: 3,
  kind: 'settings',
  subject: 'reward_hold_days',
  summary: 'Удержание начислений 14 дней → 7 дней',
  effect: 'Начисления за новые договоры станут доступны к выводу раньше; начисления, которые уже ждут, ждут прежний срок.',
  memberId: null,
  madeBy: 'admin2@example.ru',
  madeAt: '2026-11-27T09:00:00.000Z',
});

function api(waiting: Approval[] = [], operator = buildOperator()) {
  return fakeApi()
    .on(adminMeRoute, { operator })
    .on(getSettingsRoute, inForce)
    .on(listApprovalsRoute, ({ query }) => {
      expect(query.get('kind')).toBe('settings');
      return { approvals: waiting };
    })
    .on(getSmsSettingsRoute, { sender: '', template: 'Код для входа: {code}' });
}

const save = async (user: ReturnType<typeof renderScreen>['user']) =>
  user.click(within(screen.getByRole('region', { name: 'Настройки программы' })).getByRole('button', { name: 'Сохранить' }));

describe('the programme settings', () => {
  it('saves the hold with the threshold; a shorter hold waits for a second admin and is shown above', async () => {
    let waiting: Approval[] = [];
    const fake = api()
      .on(listApprovalsRoute, () => ({ approvals: waiting }))
      .on(updateSettingsRoute, () => {
        waiting = [{ ...shorter, madeBy: 'admin@example.ru' }];
        return { ...inForce, pendingChanges: waiting };
      });
    const { user } = renderScreen(<SettingsScreen />);
    const hold = await screen.findByLabelText('Удержание начислений, дней');
    expect(hold).toHaveValue('14');
    await user.clear(hold);
    await user.type(hold, '7');
    await save(user);

    expect(await screen.findByText(/удержание короче ослабляет контроль/)).toBeInTheDocument();
    expect(fake.requests(updateSettingsRoute).map((r) => r.body as UpdateSettingsBody)).toEqual([
      { payoutApprovalThreshold: 50_000, holdDays: 7 },
    ]);
    // The request is read again from the door: its maker may only withdraw it.
    expect(
      await screen.findByText('Ждёт подтверждения второго администратора: Удержание начислений 14 дней → 7 дней'),
    ).toBeInTheDocument();
    expect(screen.getByText('Запросил(а) admin@example.ru (вы), 27.11.2026, 12:00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Отозвать' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Подтвердить' })).not.toBeInTheDocument();
  });

  it('lets another admin approve a waiting change at the approvals door, then shows the setting in force', async () => {
    let waiting = [shorter];
    let settings = inForce;
    const fake = api(waiting)
      .on(listApprovalsRoute, () => ({ approvals: waiting }))
      .on(getSettingsRoute, () => settings)
      .on(approveApprovalRoute, () => {
        waiting = [];
        settings = { ...inForce, holdDays: 7 };
        return { ...shorter, status: 'approved', checkedBy: 'admin@example.ru', checkedAt: '2026-11-27T10:00:00.000Z' };
      });
    const { user } = renderScreen(<SettingsScreen />);
    expect(await screen.findByText(shorter.effect)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    const dialog = await screen.findByRole('dialog', { name: `Подтвердить: ${shorter.summary}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));

    expect(await screen.findByText('Подтверждено: настройка изменена и действует.')).toBeInTheDocument();
    expect(fake.requests(approveApprovalRoute).map((r) => r.params)).toEqual([{ id: '3' }]);
    await expect.poll(() => (screen.getByLabelText('Удержание начислений, дней') as HTMLInputElement).value).toBe('7');
    expect(screen.queryByText(/Ждёт подтверждения второго администратора/)).not.toBeInTheDocument();
  });

  it('rejects another admin’s change only with a reason', async () => {
    const fake = api([shorter]).on(rejectApprovalRoute, ({ body }) => ({
      ...shorter,
      status: 'rejected',
      reason: (body as { reason: string }).reason,
    }));
    const { user } = renderScreen(<SettingsScreen />);
    await user.click(await screen.findByRole('button', { name: 'Отклонить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отклонить запрос?' });
    await user.type(within(dialog).getByLabelText('Причина'), 'Договоры ещё не проверены');
    await user.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    expect(await screen.findByText('Запрос отклонён: ничего не изменилось.')).toBeInTheDocument();
    expect(fake.requests(rejectApprovalRoute).map((r) => r.body)).toEqual([{ reason: 'Договоры ещё не проверены' }]);
  });

  it('shows an operator what waits, with nothing to decide', async () => {
    api([shorter], buildOperator({ role: 'operator', email: 'operator@example.ru' }));
    renderScreen(<SettingsScreen />);
    expect(await screen.findByText(/Ждёт подтверждения второго администратора: Удержание/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Подтвердить' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Сохранить' })).not.toBeInTheDocument();
  });

  it('applies a longer hold at once and says it is saved', async () => {
    api().on(updateSettingsRoute, ({ body }) => ({ ...inForce, ...(body as UpdateSettingsBody), pendingChanges: [] }));
    const { user } = renderScreen(<SettingsScreen />);
    const hold = await screen.findByLabelText('Удержание начислений, дней');
    await user.clear(hold);
    await user.type(hold, '30');
    await save(user);
    expect(await screen.findByText('Сохранено')).toBeInTheDocument();
    expect(screen.getByLabelText('Удержание начислений, дней')).toHaveValue('30');
  });

  it('refuses a hold that is not whole days from 0 to 365, sending nothing', async () => {
    const fake = api();
    const { user } = renderScreen(<SettingsScreen />);
    const hold = await screen.findByLabelText('Удержание начислений, дней');
    for (const [typed, message] of [
      ['1,5', 'Целое число дней'],
      ['400', 'Не больше 365 дней'],
      ['', 'Укажите число дней'],
    ] as const) {
      await user.clear(hold);
      if (typed) await user.type(hold, typed);
      await save(user);
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(fake.requests(updateSettingsRoute)).toEqual([]);
  });
});
