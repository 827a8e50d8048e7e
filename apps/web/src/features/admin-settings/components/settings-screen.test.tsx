import {
  adminMeRoute,
  getSettingsRoute,
  getSmsSettingsRoute,
  listSettingsChangesRoute,
  updateSettingsRoute,
  type SettingsChange,
  type UpdateSettingsBody,
} from '@cabinet/contracts/client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { buildOperator } from '@/testing/operators';
import { renderScreen } from '@/testing/render';
import { SettingsScreen } from './settings-screen';

const inForce = { payoutApprovalThreshold: 50_000, holdDays: 14 };
const shorter: SettingsChange = {
  id: 3,
  before: inForce,
  after: { ...inForce, holdDays: 7 },
  requestedBy: 'admin@example.ru',
  requestedAt: '2026-11-27T09:00:00.000Z',
};

function api(changes: SettingsChange[] = []) {
  return fakeApi()
    .on(adminMeRoute, { operator: buildOperator() })
    .on(getSettingsRoute, inForce)
    .on(listSettingsChangesRoute, { changes })
    .on(getSmsSettingsRoute, { sender: '', template: 'Код для входа: {code}' });
}

describe('the programme settings', () => {
  it('saves the hold with the threshold; a shorter hold waits for a second admin and is listed', async () => {
    let changes: SettingsChange[] = [];
    const fake = api()
      .on(listSettingsChangesRoute, () => ({ changes }))
      .on(updateSettingsRoute, () => {
        changes = [shorter];
        return { ...inForce, pendingChanges: [shorter] };
      });
    const { user } = renderScreen(<SettingsScreen />);
    const hold = await screen.findByLabelText('Удержание начислений, дней');
    expect(hold).toHaveValue('14');
    await user.clear(hold);
    await user.type(hold, '7');
    await user.click(
      within(screen.getByRole('region', { name: 'Настройки программы' })).getByRole('button', { name: 'Сохранить' }),
    );

    expect(await screen.findByText(/удержание короче ослабляет контроль/)).toBeInTheDocument();
    expect(fake.requests(updateSettingsRoute).map((r) => r.body as UpdateSettingsBody)).toEqual([
      { payoutApprovalThreshold: 50_000, holdDays: 7 },
    ]);
    expect(await screen.findByText(/Удержание 14 дней → 7 дней, просит admin@example\.ru/)).toBeInTheDocument();
  });

  it('applies a longer hold at once and says it is saved', async () => {
    api().on(updateSettingsRoute, ({ body }) => ({ ...inForce, ...(body as UpdateSettingsBody), pendingChanges: [] }));
    const { user } = renderScreen(<SettingsScreen />);
    const hold = await screen.findByLabelText('Удержание начислений, дней');
    await user.clear(hold);
    await user.type(hold, '30');
    await user.click(
      within(screen.getByRole('region', { name: 'Настройки программы' })).getByRole('button', { name: 'Сохранить' }),
    );
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
      await user.click(
        within(screen.getByRole('region', { name: 'Настройки программы' })).getByRole('button', { name: 'Сохранить' }),
      );
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(fake.requests(updateSettingsRoute)).toEqual([]);
  });
});
