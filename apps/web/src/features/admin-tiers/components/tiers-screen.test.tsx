import {
  adminMeRoute,
  approveApprovalRoute,
  getOverrideRuleRoute,
  getTiersRoute,
  listApprovalsRoute,
  updateTiersRoute,
  type MonthTiers,
  type UpdateTiersBody,
} from '@cabinet/contracts/client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { moscowDay } from '@/lib/format';
import { buildApproval } from '@/testing/approvals';
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
/** The month's supervisor override rule, shown beside the table (override-rule.test.tsx tests it). */
const rule = { month, currentMonth: month, editable: true, ruleMonth: null, percent: 0 };

describe('the tiers of a month', () => {
  it('saves a changed table, shows it and says it is saved', async () => {
    const fake = fakeApi()
      .on(adminMeRoute, { operator: buildOperator() })
      .on(getTiersRoute, table)
      .on(getOverrideRuleRoute, rule)
      .on(listApprovalsRoute, { approvals: [] })
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

  it('leaves a raise above the threshold waiting, and shows the month’s waiting raise to another admin to approve', async () => {
    const raise = buildApproval({
      id: 61,
      kind: 'tiers',
      subject: month,
      summary: 'Тарифы: повышение, худший случай за месяц',
      effect: 'Повышение тарифов в худшем случае: за месяц будет начислено не больше 1 000 000 б.',
      amount: 1_000_000,
      memberId: null,
      madeBy: 'first@example.ru',
    });
    let waiting = [raise];
    const fake = fakeApi()
      .on(adminMeRoute, { operator: buildOperator() })
      .on(getTiersRoute, table)
      .on(getOverrideRuleRoute, rule)
      .on(listApprovalsRoute, ({ query }) => ({ approvals: query.get('kind') === 'tiers' ? waiting : [] }))
      .on(updateTiersRoute, { ...table, pendingApproval: { ...raise, id: 62, madeBy: 'admin@example.ru' } })
      .on(approveApprovalRoute, () => {
        waiting = [];
        return { ...raise, status: 'approved', checkedBy: 'admin@example.ru' };
      });
    const { user } = renderScreen(<TiersScreen />);

    expect(await screen.findByText(`Ждёт подтверждения второго администратора: ${raise.summary}`)).toBeInTheDocument();
    expect(screen.getByText(raise.effect)).toBeInTheDocument();
    expect(fake.requests(listApprovalsRoute).map((r) => Object.fromEntries(r.query))).toContainEqual({
      kind: 'tiers',
      subject: month,
    });

    const reward = (await screen.findAllByLabelText('Баллов за договор'))[1]!;
    await user.clear(reward);
    await user.type(reward, '1000000');
    await user.click(screen.getByRole('button', { name: 'Сохранить тарифы месяца' }));
    expect(
      await screen.findByText(
        /^Тарифы не изменены: повышение \(до 1\s000\s000\sб\. за месяц\) ждёт подтверждения другим администратором/,
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByText('Подтверждено: тарифы месяца изменены.')).toBeInTheDocument();
    expect(fake.requests(approveApprovalRoute).map((r) => r.params)).toEqual([{ id: '61' }]);
    await expect.poll(() => screen.queryByText(raise.effect)).toBeNull();
  });
});
