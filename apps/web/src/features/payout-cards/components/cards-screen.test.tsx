import {
  addPayoutCardRoute,
  confirmPayoutCardRoute,
  confirmPayoutAccountRoute,
  setPayoutAccountRoute,
  listPayoutCardsRoute,
  payoutCardCodeRoute,
  type PayoutCard,
  type PayoutCardsResponse,
  type PayoutAccountResponse,
} from '@cabinet/contracts/client';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, Reply } from '@/testing/fake-api';
import { renderScreen } from '@/testing/render';
import { CardsScreen } from './cards-screen';
import type { PayoutWidgetCard } from './payout-widget';

const WIDGET_URL = 'https://yookassa.ru/payouts-data/3.1.0/widget.js';
const widget = { provider: 'yookassa', accountId: '505050' };
const sber: PayoutCard = {
  id: 3,
  first6: '220220',
  last4: '7895',
  issuer: 'Sberbank',
  cardType: 'Mir',
  isDefault: true,
  createdAt: '2026-11-01T10:00:00.000Z',
};
const noAccount: PayoutAccountResponse = { account: null, required: false, available: false };
const visa: PayoutCard = { ...sber, id: 4, first6: '411111', last4: '1111', issuer: null, cardType: 'Visa', isDefault: false };

/** The provider's widget as its script defines it: the test plays the member typing the number. */
function stubWidget() {
  const shown: { options: { account_id: string; success_callback: (card: PayoutWidgetCard) => void }; container: string }[] = [];
  window.PayoutsData = class {
    constructor(readonly options: (typeof shown)[number]['options']) {}
    render(container: string) {
      shown.push({ options: this.options, container });
      return Promise.resolve();
    }
    clearListeners() {}
  } as unknown as Window['PayoutsData'];
  return shown;
}

afterEach(() => {
  delete window.PayoutsData;
});

describe('«Способы выплаты»', () => {
  it('adds the card the provider’s form answered, only with the code', async () => {
    let cards: PayoutCardsResponse = { items: [], widget, cardsOnly: false, account: noAccount };
    const fake = fakeApi()
      .on(listPayoutCardsRoute, () => cards)
      .on(addPayoutCardRoute, { cardId: 3, channel: 'sms', resendAfter: 60 })
      .on(confirmPayoutCardRoute, () => (cards = { items: [sber], widget, cardsOnly: false, account: noAccount }));
    const shown = stubWidget();
    const { user } = renderScreen(<CardsScreen widgetUrl={WIDGET_URL} />);
    expect(await screen.findByText('Карт пока нет.')).toBeInTheDocument();
    expect(
      screen.getByText('Самозанятым платёжный сервис переводит деньги только на банковскую карту, не по СБП.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Добавить карту' }));
    expect(await screen.findByRole('heading', { name: 'Новая карта' })).toBeInTheDocument();
    await vi.waitFor(() => expect(shown).toHaveLength(1));
    expect(shown[0]!.options.account_id).toBe('505050');
    expect(document.getElementById(shown[0]!.container)).not.toBeNull();

    act(() =>
      shown[0]!.options.success_callback({
        payout_token: 'pt-1',
        first6: '220220',
        last4: '7895',
        issuer_name: 'Sberbank',
        card_type: 'Mir',
      }),
    );
    expect(await screen.findByText(/^Карта 2202 20•• •••• 7895, Sberbank получена/)).toBeInTheDocument();
    // Nothing is kept before the member asks for the code.
    expect(fake.requests(addPayoutCardRoute)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(fake.requests(addPayoutCardRoute)[0]!.body).toEqual({
      payoutToken: 'pt-1',
      first6: '220220',
      last4: '7895',
      issuer: 'Sberbank',
      cardType: 'Mir',
    });
    await user.type(await screen.findByLabelText('Код подтверждения'), '123456');
    await user.click(screen.getByRole('button', { name: 'Добавить карту' }));
    const item = await screen.findByRole('listitem');
    expect(item).toHaveTextContent('2202 20•• •••• 7895');
    expect(within(item).getByText('Основная')).toBeInTheDocument();
    expect(fake.requests(confirmPayoutCardRoute)[0]).toMatchObject({ body: { action: 'add', code: '123456' } });
    expect(screen.queryByRole('heading', { name: 'Новая карта' })).not.toBeInTheDocument();
  });

  it('removes a card with a code of its own and shows a refusal as the API words it', async () => {
    const fake = fakeApi()
      .on(listPayoutCardsRoute, { items: [sber, visa], widget, cardsOnly: false, account: noAccount })
      .on(payoutCardCodeRoute, { channel: 'telegram', resendAfter: 60 })
      .on(
        confirmPayoutCardRoute,
        new Reply(409, {
          code: 'payout_card_in_use',
          message: 'По этой карте ждёт выплаты заявка. Удалить карту можно после выплаты или отмены заявки.',
        }),
      );
    const { user } = renderScreen(<CardsScreen widgetUrl={WIDGET_URL} />);
    const [first, second] = await screen.findAllByRole('listitem');
    expect(within(first!).getByText('Основная')).toBeInTheDocument();
    expect(within(first!).queryByRole('button', { name: /Сделать основной/ })).not.toBeInTheDocument();
    expect(within(second!).getByRole('button', { name: 'Сделать основной: 4111 11•• •••• 1111' })).toBeInTheDocument();
    await user.click(within(first!).getByRole('button', { name: 'Удалить: 2202 20•• •••• 7895, Sberbank' }));
    await user.click(within(first!).getByRole('button', { name: 'Получить код' }));
    expect(await within(first!).findByText('Код отправлен в Telegram на номер вашей учётной записи.')).toBeInTheDocument();
    expect(fake.requests(payoutCardCodeRoute)[0]).toMatchObject({ body: { action: 'remove' } });
    await user.type(within(first!).getByLabelText('Код подтверждения'), '654321');
    await user.click(within(first!).getByRole('button', { name: 'Удалить карту' }));
    expect(await within(first!).findByText(/^По этой карте ждёт выплаты заявка/)).toBeInTheDocument();
  });

  it('says cards cannot be added where the programme pays by SBP only', async () => {
    fakeApi().on(listPayoutCardsRoute, { items: [], widget: null, cardsOnly: false, account: noAccount });
    renderScreen(<CardsScreen widgetUrl={WIDGET_URL} />);
    expect(await screen.findByText('Выплаты на карту сейчас недоступны: программа платит по СБП.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Добавить карту' })).not.toBeInTheDocument();
    expect(screen.queryByText(/переводит деньги только на банковскую карту/)).not.toBeInTheDocument();
  });

  it('keeps the account the bank pays to only with the code, checked against its БИК first', async () => {
    let account: PayoutAccountResponse = { account: null, required: true, available: true };
    const fake = fakeApi()
      .on(listPayoutCardsRoute, () => ({ items: [], widget: null, cardsOnly: false, account }))
      .on(setPayoutAccountRoute, { accountId: 9, channel: 'sms', resendAfter: 60 })
      .on(confirmPayoutAccountRoute, () => {
        account = {
          ...account,
          account: { id: 9, last4: '4567', bik: '044525974', bankName: null, createdAt: '2026-11-01T10:00:00.000Z' },
        };
        return account;
      });
    const { user } = renderScreen(<CardsScreen widgetUrl={null} />);
    expect(await screen.findByText('Счёт не указан.')).toBeInTheDocument();
    expect(
      screen.getByText('Самозанятым программа платит через банк на этот счёт, не по СБП и не на карту.'),
    ).toBeInTheDocument();
    // The bank pays and no card can be: the cards' section is not there to say «недоступны».
    expect(screen.queryByRole('heading', { name: 'Ваши карты' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Указать счёт' }));
    await user.type(screen.getByLabelText('Номер счёта'), '40817810500001234568');
    await user.type(screen.getByLabelText('БИК банка'), '044525974');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByText('Номер счёта не сходится с БИК: проверьте обе цифры в выписке банка')).toBeInTheDocument();
    expect(fake.requests(setPayoutAccountRoute)).toHaveLength(0);

    await user.clear(screen.getByLabelText('Номер счёта'));
    await user.type(screen.getByLabelText('Номер счёта'), '40817810500001234567');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    await user.type(await screen.findByLabelText('Код подтверждения'), '123456');
    await user.click(screen.getByRole('button', { name: 'Сохранить счёт' }));
    expect(await screen.findByTestId('payout-account')).toHaveTextContent('Счёт •• 4567, БИК 044525974');
    expect(fake.requests(setPayoutAccountRoute)[0]!.body).toEqual({ accountNumber: '40817810500001234567', bik: '044525974' });
    expect(fake.requests(confirmPayoutAccountRoute)[0]!.body).toEqual({ code: '123456' });
  });
});
