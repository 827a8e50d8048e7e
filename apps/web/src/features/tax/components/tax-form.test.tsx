import { isValidPersonInn, setTaxProfileRoute, type TaxProfile } from '@cabinet/contracts/client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, refusal } from '@/testing/fake-api';
import { renderScreen } from '@/testing/render';
import { TaxForm } from './tax-form';

const profile: TaxProfile = {
  regime: 'individual',
  inn: '',
  innFromIdentity: false,
  resident: true,
  applies: 'individual',
  regimeNote: null,
  withheld: true,
  changedAt: null,
  residentScale: [
    { upTo: 2_400_000, rate: 13 },
    { upTo: null, rate: 15 },
  ],
  nonResidentRate: 30,
};
/** A person's ИНН with right check digits. */
const INN = '770708389324';
const ORDERS_OPEN =
  'Заявка № 17 ещё в обработке: налог по ней определён при создании. Дождитесь выплаты по прежнему режиму — новый применится к следующим заявкам — или отмените заявку: баллы вернутся на баланс.';

/** The API as decision 0042 has it: a change with orders open is refused until the member chooses. */
function apiAskingAboutOpenOrders() {
  return fakeApi().on(setTaxProfileRoute, (request) => {
    const body = request.body as { regime: TaxProfile['regime']; inn: string; openOrders?: string };
    if (!body.openOrders) return refusal(409, 'tax_orders_open', ORDERS_OPEN);
    return { ...profile, regime: body.regime, inn: body.inn, changedAt: '2026-11-26T10:00:00.000Z' };
  });
}

async function chooseSelfEmployed() {
  expect(isValidPersonInn(INN)).toBe(true);
  const rendered = renderScreen(<TaxForm profile={profile} />);
  await rendered.user.click(screen.getByRole('radio', { name: /Самозанятый/ }));
  await rendered.user.type(screen.getByLabelText('ИНН'), INN);
  await rendered.user.click(screen.getByRole('button', { name: 'Сохранить' }));
  return rendered;
}

describe('«Налоги»: a change while withdrawal orders are open', () => {
  it('asks the member with the API’s words, and cancelling the orders saves the profile', async () => {
    const fake = apiAskingAboutOpenOrders();
    const { user } = await chooseSelfEmployed();

    const question = await screen.findByRole('alertdialog', { name: 'Что сделать с заявками в обработке?' });
    expect(question).toHaveTextContent(ORDERS_OPEN);
    expect(screen.getByRole('status')).toHaveTextContent('');
    await user.click(within(question).getByRole('button', { name: 'Отменить заявки и вернуть баллы' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Налоговый профиль сохранён');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(fake.requests(setTaxProfileRoute).map((r) => r.body)).toEqual([
      { regime: 'self_employed', inn: INN, resident: true },
      { regime: 'self_employed', inn: INN, resident: true, openOrders: 'cancel' },
    ]);
  });

  it('waiting for the orders saves the profile for the next ones; «Не менять профиль» sends nothing', async () => {
    const fake = apiAskingAboutOpenOrders();
    const { user } = await chooseSelfEmployed();

    await user.click(await screen.findByRole('button', { name: 'Не менять профиль' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(fake.requests(setTaxProfileRoute)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await user.click(await screen.findByRole('button', { name: 'Дождаться выплаты по прежнему режиму' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Налоговый профиль сохранён');
    expect(fake.requests(setTaxProfileRoute).at(-1)!.body).toMatchObject({ openOrders: 'wait' });
  });
});
