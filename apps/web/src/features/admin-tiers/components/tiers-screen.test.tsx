import { adminMeRoute, getTiersRoute, updateTiersRoute, type MonthTiers, type UpdateTiersBody } from '@cabinet/contracts/client';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { moscowDay } from '@/lib/format';
import { fakeApi } from '@/testing/fake-api';
import { buildOperator } from '@/testing/operators';
import { renderScreen } from '@/testing/render';
import { TiersScreen } from './tiers-screen';

const month = moscowDay().slice(0, 7);
const table: MonthTiers = {
  month,
  currentMonth: month,
  editable: true,
  tableMonth: null,
  tiers: [
    { minContracts: 1, reward: 500, targetBonus: 0 },
    { minContracts: 5, reward: 700, targetBonus: 0 },
  ],
};

describe('the tiers of a month', () => {
  it('saves a changed table, shows it and says it is saved', async () => {
    const fake = fakeApi()
      .on(adminMeRoute, { operator: buildOperator() })
      .on(getTiersRoute, table)
      .on(updateTiersRoute, ({ body }) => {
        const { tiers } = body as UpdateTiersBody;
        return { ...table, tableMonth: month, tiers: tiers.map((r) => ({ ...r, targetBonus: r.targetBonus ?? 0 })) };
      });
    const { user } = renderScreen(<TiersScreen />);
    const from = (await screen.findAllByLabelText('С какого договора в месяце'))[1]!;
    await user.clear(from);
    await user.type(from, '4');
    await user.click(screen.getByRole('button', { name: 'Сохранить тарифы месяца' }));

    expect(await screen.findByText('Тарифы сохранены')).toBeInTheDocument();
    expect(screen.getAllByLabelText('С какого договора в месяце')[1]).toHaveValue('4');
    expect(fake.requests(updateTiersRoute).map((r) => (r.body as UpdateTiersBody).tiers[1])).toEqual([
      expect.objectContaining({ minContracts: 4, reward: 700 }),
    ]);
  });
});
