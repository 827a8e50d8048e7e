import {
  adminMeRoute,
  approveApprovalRoute,
  getTaxSettingsRoute,
  refusedInnClaimsRoute,
  rejectApprovalRoute,
  updateTaxSettingsRoute,
  type Approval,
  type Operator,
  type TaxSettings,
  type TaxSettingsResponse,
} from '@cabinet/contracts/client';
import { DEFAULT_TAX_SETTINGS } from '@cabinet/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildApproval } from '@/testing/approvals';
import { fakeApi, refusal } from '@/testing/fake-api';
import { buildOperator } from '@/testing/operators';
import { renderScreen } from '@/testing/render';
import { TaxScreen } from './tax-screen';

const admin = buildOperator();

const answer = (settings: TaxSettings, pending: Approval | null = null): TaxSettingsResponse => ({
  settings,
  pending,
  defaults: DEFAULT_TAX_SETTINGS,
  sources: {
    nonResidentRate: { source: 'НК РФ, ст. 224 п. 3', verified: true },
    periodEndDay: { source: 'НК РФ, ст. 226 п. 6', verified: false },
  },
});

function api(role: Operator['role'] = 'admin') {
  return fakeApi()
    .on(adminMeRoute, { operator: { ...admin, role } })
    .on(getTaxSettingsRoute, answer(DEFAULT_TAX_SETTINGS))
    .on(refusedInnClaimsRoute, { claims: [] });
}

describe('the back office tax screen', () => {
  it('saves a changed rule and says so', async () => {
    const fake = api().on(updateTaxSettingsRoute, ({ body }) => answer(body as TaxSettings));
    const { user } = renderScreen(<TaxScreen />);

    const rate = await screen.findByLabelText('Ставка для нерезидентов, %');
    await user.clear(rate);
    await user.type(rate, '31');
    await user.click(screen.getByRole('button', { name: 'Сохранить правила' }));

    // The form comes back with the saved rules, and says they are saved.
    expect(await screen.findByText('Правила сохранены')).toBeInTheDocument();
    expect(screen.getByLabelText('Ставка для нерезидентов, %')).toHaveValue('31');
    expect(fake.requests(updateTaxSettingsRoute)[0]!.body).toEqual({ ...DEFAULT_TAX_SETTINGS, nonResidentRate: 31 });
  });

  it("shows the API's refusal of a rule", async () => {
    api().on(
      updateTaxSettingsRoute,
      refusal(400, 'validation_error', 'Проверьте правильность заполнения полей', {
        fields: { nonResidentRate: 'Ставка меньше 100 %' },
      }),
    );
    const { user } = renderScreen(<TaxScreen />);

    const rate = await screen.findByLabelText('Ставка для нерезидентов, %');
    await user.clear(rate);
    await user.type(rate, '100');
    await user.click(screen.getByRole('button', { name: 'Сохранить правила' }));

    expect(await screen.findByText('Проверьте правильность заполнения полей')).toBeInTheDocument();
    expect(screen.queryByText('Правила сохранены')).not.toBeInTheDocument();
  });

  it('lets an operator read the rules, with their sources, but not change them', async () => {
    api('operator');
    renderScreen(<TaxScreen />);

    expect(await screen.findByLabelText('Ставка для нерезидентов, %')).toHaveAttribute('readonly');
    expect(screen.getByText(/Изменять правила может администратор\.$/)).toBeInTheDocument();
    expect(screen.getByLabelText('Кто платит налог')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Сохранить правила' })).not.toBeInTheDocument();
    expect(screen.getByText('Источник: НК РФ, ст. 226 п. 6', { exact: false })).toHaveTextContent(
      'Источник: НК РФ, ст. 226 п. 6 (нужно подтвердить)',
    );
    expect(screen.getByText('Отказов не было.')).toBeInTheDocument();
  });

  it('says a lower tax waits for a second admin, keeps the rules in force and shows the request', async () => {
    const lower: Approval = buildApproval({
      id: 42,
      kind: 'tax_settings',
      subject: 'tax',
      summary: 'Настройки НДФЛ: ставка для нерезидентов 30 % → 28 %',
      effect: 'Налог новых заявок на вывод станет меньше; посчитанный налог открытых заявок не меняется.',
      memberId: null,
      madeBy: admin.email,
    });
    let current = answer(DEFAULT_TAX_SETTINGS);
    const fake = api()
      .on(getTaxSettingsRoute, () => current)
      .on(updateTaxSettingsRoute, () => (current = answer(DEFAULT_TAX_SETTINGS, lower)))
      .on(rejectApprovalRoute, ({ body }) => {
        current = answer(DEFAULT_TAX_SETTINGS);
        return { ...lower, status: 'rejected', reason: (body as { reason: string }).reason };
      });
    const { user } = renderScreen(<TaxScreen />);

    const rate = await screen.findByLabelText('Ставка для нерезидентов, %');
    await user.clear(rate);
    await user.type(rate, '28');
    await user.click(screen.getByRole('button', { name: 'Сохранить правила' }));

    expect(
      await screen.findByText(
        'Изменение снижает налог: оно вступит в силу, когда его подтвердит второй администратор. До тех пор действуют прежние правила.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Правила сохранены')).not.toBeInTheDocument();
    expect(fake.requests(updateTaxSettingsRoute)[0]!.body).toEqual({ ...DEFAULT_TAX_SETTINGS, nonResidentRate: 28 });
    // The form shows the rules in force again; the request says what would change, who asked and when.
    expect(screen.getByLabelText('Ставка для нерезидентов, %')).toHaveValue(String(DEFAULT_TAX_SETTINGS.nonResidentRate));
    expect(screen.getByText(`Ждёт подтверждения второго администратора: ${lower.summary}`)).toBeInTheDocument();
    expect(screen.getByText(lower.effect)).toBeInTheDocument();
    expect(screen.getByText('Запросил(а) admin@example.ru (вы), 27.11.2026, 12:00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Подтвердить' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Отозвать' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отозвать запрос?' });
    await user.type(within(dialog).getByLabelText('Причина'), 'Ставка не та');
    await user.click(within(dialog).getByRole('button', { name: 'Отозвать' }));

    expect(await screen.findByText('Запрос отозван: ничего не изменилось.')).toBeInTheDocument();
    expect(fake.requests(rejectApprovalRoute).map((r) => r.params)).toEqual([{ id: '42' }]);
    await expect.poll(() => screen.queryByText(/^Изменение снижает налог/)).toBeNull();
  });

  it('lets another admin approve a waiting lower tax, and then shows the new rules', async () => {
    const lower = buildApproval({
      id: 42,
      kind: 'tax_settings',
      subject: 'tax',
      summary: 'Настройки НДФЛ: ставка для нерезидентов 30 % → 28 %',
      memberId: null,
      madeBy: 'first-admin@example.ru',
    });
    let current = answer(DEFAULT_TAX_SETTINGS, lower);
    const fake = api()
      .on(getTaxSettingsRoute, () => current)
      .on(approveApprovalRoute, () => {
        current = answer({ ...DEFAULT_TAX_SETTINGS, nonResidentRate: 28 });
        return { ...lower, status: 'approved', checkedBy: admin.email };
      });
    const { user } = renderScreen(<TaxScreen />);

    expect(await screen.findByText('Запросил(а) first-admin@example.ru, 27.11.2026, 12:00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: `Подтвердить: ${lower.summary}?` })).getByRole('button', {
        name: 'Подтвердить',
      }),
    );

    expect(await screen.findByText('Подтверждено: новые правила НДФЛ действуют для новых заявок на вывод.')).toBeInTheDocument();
    expect(await screen.findByLabelText('Ставка для нерезидентов, %')).toHaveValue('28');
    expect(screen.queryByText(/^Ждёт подтверждения второго администратора/)).not.toBeInTheDocument();
    expect(fake.requests(approveApprovalRoute).map((r) => r.params)).toEqual([{ id: '42' }]);
  });

  it('shows an operator the waiting change, with nothing to decide', async () => {
    api('operator').on(
      getTaxSettingsRoute,
      answer(
        DEFAULT_TAX_SETTINGS,
        buildApproval({
          kind: 'tax_settings',
          subject: 'tax',
          summary: 'Настройки НДФЛ: ставка 30 % → 28 %',
          madeBy: 'first-admin@example.ru',
        }),
      ),
    );
    renderScreen(<TaxScreen />);

    expect(
      await screen.findByText('Ждёт подтверждения второго администратора: Настройки НДФЛ: ставка 30 % → 28 %'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Подтвердить' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Отклонить' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Отозвать' })).not.toBeInTheDocument();
  });
});
