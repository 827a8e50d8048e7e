import {
  adminMeRoute,
  getTaxSettingsRoute,
  refusedInnClaimsRoute,
  updateTaxSettingsRoute,
  type Operator,
  type TaxSettings,
  type TaxSettingsResponse,
} from '@cabinet/contracts/client';
import { DEFAULT_TAX_SETTINGS } from '@cabinet/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, refusal } from '@/testing/fake-api';
import { buildOperator } from '@/testing/operators';
import { renderScreen } from '@/testing/render';
import { TaxScreen } from './tax-screen';

const admin = buildOperator();

const answer = (settings: TaxSettings): TaxSettingsResponse => ({
  settings,
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
});
