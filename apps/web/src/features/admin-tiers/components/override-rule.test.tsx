import {
  adminMeRoute,
  getOverrideRuleRoute,
  getTiersRoute,
  listApprovalsRoute,
  updateOverrideRuleRoute,
  type MonthTiers,
  type OverrideRule,
  type UpdateOverrideRuleBody,
} from '@cabinet/contracts/client';
import { screen } from '@testing-library/react';
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
  tiers: [{ minContracts: 1, reward: 500, targetBonus: 0 }],
};
const rule: OverrideRule = { month, currentMonth: month, editable: true, ruleMonth: null, percent: 0 };
const PERCENT = 'Доля руководителя, % от вознаграждения агента';
const SAVE = 'Сохранить вознаграждение руководителей';

/** The tiers screen's calls, the override rule's as given; the waiting requests by their kind. */
function screenApi(answer: OverrideRule, waiting: ReturnType<typeof buildApproval>[] = []) {
  return fakeApi()
    .on(adminMeRoute, { operator: buildOperator() })
    .on(getTiersRoute, table)
    .on(getOverrideRuleRoute, answer)
    .on(listApprovalsRoute, ({ query }) => ({
      approvals: query.get('kind') === 'supervisor_override' ? waiting : [],
    }));
}

describe('the supervisor override rule beside the month’s tiers', () => {
  it('saves the month’s percent as typed, says so and shows the month it applies from', async () => {
    const fake = screenApi(rule).on(updateOverrideRuleRoute, ({ body }) => ({
      ...rule,
      ruleMonth: month,
      percent: (body as UpdateOverrideRuleBody).percent,
    }));
    const { user } = renderScreen(<TiersScreen />);
    expect(await screen.findByText('Правила нет: руководителям не начисляется.')).toBeInTheDocument();
    const percent = await screen.findByLabelText(PERCENT);
    expect(percent).toHaveValue('0');

    await user.clear(percent);
    await user.type(percent, '60');
    await user.click(screen.getByRole('button', { name: SAVE }));
    expect(await screen.findByText('Не больше 50 %')).toBeInTheDocument();
    expect(fake.requests(updateOverrideRuleRoute)).toEqual([]);

    await user.clear(percent);
    await user.type(percent, '12,5');
    await user.click(screen.getByRole('button', { name: SAVE }));
    expect(await screen.findByText('Вознаграждение руководителей сохранено')).toBeInTheDocument();
    expect(fake.requests(updateOverrideRuleRoute).map((r) => r.body)).toEqual([{ month, percent: 12.5 }]);
    expect(screen.getByLabelText(PERCENT)).toHaveValue('12.5');
    expect(screen.getByText(/^Действует правило с месяца:/)).toBeInTheDocument();
  });

  it('leaves a raise above the threshold waiting, and shows the month’s waiting raise with its decisions', async () => {
    const raise = buildApproval({
      id: 71,
      kind: 'supervisor_override',
      subject: month,
      summary: 'Вознаграждение руководителей: 0 % → 20 % от вознаграждения агентов',
      effect: 'Повышение в худшем случае: за месяц руководителям будет начислено не больше 2 000 б. сверх прежнего',
      amount: 2000,
      memberId: null,
      madeBy: 'first@example.ru',
    });
    const fake = screenApi(rule, [raise]).on(updateOverrideRuleRoute, {
      ...rule,
      pendingApproval: { ...raise, id: 72, amount: 3000, madeBy: 'admin@example.ru' },
    });
    const { user } = renderScreen(<TiersScreen />);

    expect(await screen.findByText(`Ждёт подтверждения второго администратора: ${raise.summary}`)).toBeInTheDocument();
    expect(screen.getByText(raise.effect)).toBeInTheDocument();
    expect(fake.requests(listApprovalsRoute).map((r) => Object.fromEntries(r.query))).toContainEqual({
      kind: 'supervisor_override',
      subject: month,
    });

    const percent = await screen.findByLabelText(PERCENT);
    await user.clear(percent);
    await user.type(percent, '30');
    await user.click(screen.getByRole('button', { name: SAVE }));
    expect(
      await screen.findByText(
        /^Правило не изменено: повышение \(до 3\s000\sб\. за месяц\) ждёт подтверждения другим администратором/,
      ),
    ).toBeInTheDocument();
  });

  it('shows a past month’s rule read-only', async () => {
    screenApi({ ...rule, editable: false, ruleMonth: month, percent: 7.5 });
    renderScreen(<TiersScreen />);
    expect(await screen.findByText('Доля руководителя: 7,5 % от вознаграждения агента.')).toBeInTheDocument();
    expect(screen.queryByLabelText(PERCENT)).toBeNull();
    expect(screen.queryByRole('button', { name: SAVE })).toBeNull();
  });
});
