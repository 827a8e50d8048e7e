import {
  accountInfoRoute,
  getPassportDataRoute,
  IDEMPOTENCY_KEY_HEADER,
  legalStandingsRoute,
  listBanksRoute,
  listPayoutCardsRoute,
  pendingAmountRoute,
  requestWithdrawalRoute,
  userBalanceRoute,
  withdrawalPreviewRoute,
  type LegalStandingsResponse,
  type OrderCard,
  type PassportDataResponse,
  type PayoutCardsResponse,
  type PayoutAccountResponse,
  type WithdrawalPreview,
} from '@cabinet/contracts/client';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, Reply } from '@/testing/fake-api';
import { renderScreen } from '@/testing/render';
import { WithdrawScreen } from './withdraw-screen';

const sber = { id: '100000000111', name: 'Сбербанк', shortName: 'Сбер' };
const tinkoff = { id: '100000000004', name: 'Т-Банк', shortName: 'Т-Банк' };

const passport = (status: PassportDataResponse['passportData']['status']): PassportDataResponse => ({
  passportData: {
    gender: '',
    passportType: '',
    dateOfBirth: '',
    serial: '',
    number: '',
    issuedAt: '',
    validTo: '',
    registrationAddress: '',
    inn: '',
    version: 1,
    status,
    passportCountry: '',
    registrationIssuedAt: '',
    registrationExpiresAt: '',
    comment: '',
    issuer: '',
    pasportScan: null,
    adressScan: null,
    innScan: null,
    consentGiven: true,
  },
});

const preview: WithdrawalPreview = {
  amount: 1000,
  toBank: 870,
  withheld: 130,
  paidByCompany: 0,
  payer: 'member',
  regime: 'individual',
  declaredRegime: 'individual',
  regimeNote: null,
  resident: true,
  parts: [{ rate: 13, base: 1000, tax: 130 }],
  incomeThisYear: 0,
};

const order: OrderCard = {
  id: 31,
  amount: 1000,
  status: 'pending',
  statusText: 'В обработке',
  bank: sber,
  phone: '79991234567',
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  closedAt: null,
  comment: null,
  commentBy: null,
  receipt: null,
};

const accepted: LegalStandingsResponse = { documents: [], pending: false };

const noCards: Omit<PayoutCardsResponse, 'account'> = { items: [], widget: null, cardsOnly: false };
const noAccount: PayoutAccountResponse = { account: null, required: false, available: false };

function api(
  status: PassportDataResponse['passportData']['status'] = 'Подтверждено',
  legal = accepted,
  cards = noCards,
  account = noAccount,
) {
  return fakeApi()
    .on(listPayoutCardsRoute, { ...cards, account })
    .on(getPassportDataRoute, passport(status))
    .on(legalStandingsRoute, legal)
    .on(userBalanceRoute, { balance: 5000, userId: 'm-1' })
    .on(pendingAmountRoute, { amount: 0, orders: 0 })
    .on(accountInfoRoute, { accountInfo: { email: '', phoneNumber: '79991234567', userName: '' } })
    .on(listBanksRoute, { banks: { items: [sber, tinkoff] } })
    .on(withdrawalPreviewRoute, preview);
}

/** Bank, the member's own phone (filled in), an amount, and «Продолжить». */
async function fillForm(user: ReturnType<typeof renderScreen>['user'], amount: string) {
  await user.click(await screen.findByRole('radio', { name: 'Сбербанк' }));
  expect(screen.getByLabelText('Телефон для СБП')).toHaveValue('+7 (999) 123-45-67');
  await user.type(screen.getByLabelText('Сумма, б.'), amount);
  await user.click(screen.getByRole('button', { name: 'Продолжить' }));
}

describe('the withdrawal flow', () => {
  it('confirms the request, is busy while it is sent, then shows the new order', async () => {
    let answer: (value: { success: true; order: OrderCard; error: null; errorCode: null }) => void = () => {};
    const fake = api().on(requestWithdrawalRoute, () => new Promise((resolve) => (answer = resolve)));
    const { user } = renderScreen(<WithdrawScreen />);

    await fillForm(user, '1000');
    expect(await screen.findByRole('heading', { name: 'Проверьте заявку' })).toBeInTheDocument();
    expect(screen.getByText('Сбербанк')).toBeInTheDocument();
    expect(screen.getByTestId('confirm-amount')).toHaveTextContent(/^1\s000\sб\.$/);
    await user.click(screen.getByRole('button', { name: 'Подтвердить вывод' }));

    const sending = await screen.findByRole('button', { name: 'Отправляем…' });
    expect(sending).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Изменить' })).toBeDisabled();
    answer({ success: true, order, error: null, errorCode: null });

    expect(await screen.findByRole('heading', { name: 'Заявка создана' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Открыть заявку №31' })).toBeInTheDocument();
    const [request] = fake.requests(requestWithdrawalRoute);
    expect(request!.body).toEqual({ bankId: sber.id, phone: '79991234567', amount: 1000 });
    expect(request!.headers.get(IDEMPOTENCY_KEY_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends to the default card where the provider pays cards, asking no bank or phone', async () => {
    const card = {
      id: 5,
      first6: '220220',
      last4: '7895',
      issuer: 'Sberbank',
      cardType: 'Mir',
      isDefault: true,
      createdAt: '2026-03-01T10:00:00.000Z',
    };
    const fake = api('Подтверждено', accepted, {
      items: [card],
      widget: { provider: 'yookassa', accountId: '505050' },
      cardsOnly: false,
    }).on(requestWithdrawalRoute, {
      success: true,
      order: { ...order, bank: null, phone: null, card },
      error: null,
      errorCode: null,
    });
    const { user } = renderScreen(<WithdrawScreen />);
    const toCard = await screen.findByRole('radio', { name: 'На карту 2202 20•• •••• 7895, Sberbank' });
    expect(toCard).toBeChecked();
    expect(screen.queryByLabelText('Телефон для СБП')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Способы выплаты' })).toHaveAttribute('href', '/lk/cards');
    await user.type(screen.getByLabelText('Сумма, б.'), '1000');
    await user.click(screen.getByRole('button', { name: 'Продолжить' }));
    expect(await screen.findByTestId('confirm-card')).toHaveTextContent('2202 20•• •••• 7895, Sberbank');
    await user.click(screen.getByRole('button', { name: 'Подтвердить вывод' }));
    expect(await screen.findByRole('heading', { name: 'Заявка создана' })).toBeInTheDocument();
    // The card alone: no bank and no phone beside it, though the form holds the member's phone.
    expect(fake.requests(requestWithdrawalRoute)[0]!.body).toEqual({ destination: { kind: 'card', cardId: 5 }, amount: 1000 });

    // By SBP again: the bank and the phone come back, and go as the specification's fields.
    await user.click(screen.getByRole('button', { name: 'Новая заявка' }));
    await user.click(await screen.findByRole('radio', { name: /^По СБП/ }));
    await fillForm(user, '500');
    await user.click(await screen.findByRole('button', { name: 'Подтвердить вывод' }));
    expect(await screen.findByRole('heading', { name: 'Заявка создана' })).toBeInTheDocument();
    expect(fake.requests(requestWithdrawalRoute)[1]!.body).toEqual({ bankId: sber.id, phone: '79991234567', amount: 500 });
  });

  it('asks a member paid only to cards for a card first, and then offers no SBP', async () => {
    const widget = { provider: 'yookassa', accountId: '505050' };
    api('Подтверждено', accepted, { items: [], widget, cardsOnly: true });
    const first = renderScreen(<WithdrawScreen />);
    expect(await screen.findByRole('heading', { name: 'Добавьте карту для выплат' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Добавить карту' })).toHaveAttribute('href', '/lk/cards');
    first.unmount();

    const card = {
      id: 5,
      first6: '220220',
      last4: '7895',
      issuer: null,
      cardType: null,
      isDefault: true,
      createdAt: order.createdAt,
    };
    api('Подтверждено', accepted, { items: [card], widget, cardsOnly: true });
    renderScreen(<WithdrawScreen />);
    expect(await screen.findByRole('radio', { name: 'На карту 2202 20•• •••• 7895' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /^По СБП/ })).not.toBeInTheDocument();
  });

  it('sends a self-employed member paid by the bank to the account only, once it is set', async () => {
    const first = api('Подтверждено', accepted, noCards, { account: null, required: true, available: true });
    const shown = renderScreen(<WithdrawScreen />);
    expect(await screen.findByRole('heading', { name: 'Укажите счёт для выплат' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Указать счёт' })).toHaveAttribute('href', '/lk/cards');
    expect(first.requests(requestWithdrawalRoute)).toHaveLength(0);
    shown.unmount();

    const account = { id: 9, last4: '4567', bik: '044525974', bankName: 'Т-Банк', createdAt: order.createdAt };
    const fake = api('Подтверждено', accepted, noCards, { account, required: true, available: true }).on(requestWithdrawalRoute, {
      success: true,
      order: { ...order, bank: null, phone: null, account: { last4: '4567', bik: '044525974' } },
      error: null,
      errorCode: null,
    });
    const { user } = renderScreen(<WithdrawScreen />);
    expect(await screen.findByRole('radio', { name: 'На счёт •• 4567, БИК 044525974 (Т-Банк)' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /^По СБП/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Телефон для СБП')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Сумма/), '1000');
    await user.click(screen.getByRole('button', { name: 'Продолжить' }));
    expect(await screen.findByTestId('confirm-account')).toHaveTextContent(/^•• 4567, БИК 044525974 \(Т-Банк\)$/);
    await user.click(screen.getByRole('button', { name: 'Подтвердить вывод' }));
    expect(await screen.findByRole('heading', { name: 'Заявка создана' })).toBeInTheDocument();
    expect(fake.requests(requestWithdrawalRoute)[0]!.body).toEqual({
      destination: { kind: 'account', accountId: 9 },
      amount: 1000,
    });
  });

  it('leads a self-employed member refused SBP to the cards', async () => {
    api().on(
      requestWithdrawalRoute,
      new Reply(422, {
        success: false,
        order: null,
        error: 'Самозанятым платёжный сервис переводит деньги только на банковскую карту, не по СБП.',
        errorCode: 'payout_card_required',
      }),
    );
    const { user } = renderScreen(<WithdrawScreen />);
    await fillForm(user, '1000');
    await user.click(await screen.findByRole('button', { name: 'Подтвердить вывод' }));
    expect(await screen.findByText(/только на банковскую карту/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Способы выплаты' })).toHaveAttribute('href', '/lk/cards');
  });

  it("shows the API's refusal on the confirmation and lets the member try again", async () => {
    api().on(
      requestWithdrawalRoute,
      new Reply(422, { success: false, order: null, error: 'Недостаточно средств на балансе', errorCode: 'insufficient_funds' }),
    );
    const { user } = renderScreen(<WithdrawScreen />);

    await fillForm(user, '1000');
    await user.click(await screen.findByRole('button', { name: 'Подтвердить вывод' }));

    expect(await screen.findByText('Недостаточно средств на балансе')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Подтвердить вывод' })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: 'Заявка создана' })).not.toBeInTheDocument();
  });

  it('refuses more than the balance on the page, without asking the API', async () => {
    const fake = api();
    const { user } = renderScreen(<WithdrawScreen />);

    await fillForm(user, '6000');

    expect(await screen.findByText(/^Не больше доступного: 5\s000\sб\.$/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Проверьте заявку' })).not.toBeInTheDocument();
    expect(fake.requests(requestWithdrawalRoute)).toHaveLength(0);
  });

  it('tells a member whose passport data is not confirmed why a withdrawal is not possible yet', async () => {
    api('На рассмотрении');
    renderScreen(<WithdrawScreen />);

    expect(await screen.findByRole('heading', { name: 'Нужно подтвердить паспортные данные' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Вывод доступен после подтверждения паспортных данных. Сейчас статус: «На рассмотрении». Заполните данные в профиле и дождитесь проверки.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Продолжить' })).not.toBeInTheDocument();
  });

  /** A current version of a document, not accepted; `before`: the member accepted an earlier one. */
  const waiting = (kind: 'rules' | 'pd_consent', before: boolean): LegalStandingsResponse['documents'][number] => ({
    kind,
    version: {
      id: kind === 'rules' ? 2 : 3,
      kind,
      number: before ? 2 : 1,
      edition: '2026-11-26',
      sha256: 'ab'.repeat(32),
      summary: 'Добавлены споры.',
      publishedAt: '2026-11-26T09:00:00.000Z',
    },
    acceptedAt: null,
    acceptedEarlierVersion: before,
  });

  it('asks a new member for a first acceptance of the rules and the consent, not a new edition, and leads there', async () => {
    api('Подтверждено', { pending: true, documents: [waiting('rules', false), waiting('pd_consent', false)] });
    renderScreen(<WithdrawScreen />);

    expect(
      await screen.findByRole('heading', { name: 'Примите правила программы и согласие на обработку персональных данных' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Вывод станет доступен, как только вы их примете. Начисления идут как обычно.')).toBeInTheDocument();
    expect(screen.queryAllByText(/нов(ая|ую|ые) редакци/i)).toEqual([]);
    expect(screen.getByRole('link', { name: 'Перейти к документам' })).toHaveAttribute('href', '/rules/accept');
    expect(screen.queryByRole('button', { name: 'Продолжить' })).not.toBeInTheDocument();
  });

  it('asks a member whose accepted rules were superseded for the new edition, and leads there', async () => {
    api('Подтверждено', { pending: true, documents: [waiting('rules', true)] });
    renderScreen(<WithdrawScreen />);

    expect(await screen.findByRole('heading', { name: 'Примите новую редакцию правил программы' })).toBeInTheDocument();
    expect(screen.getByText('Вывод станет доступен, как только вы её примете. Начисления идут как обычно.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти к документам' })).toHaveAttribute('href', '/rules/accept');
    expect(screen.queryByRole('button', { name: 'Продолжить' })).not.toBeInTheDocument();
  });

  it('names a new edition and a first acceptance each as it is', async () => {
    api('Подтверждено', { pending: true, documents: [waiting('rules', true), waiting('pd_consent', false)] });
    renderScreen(<WithdrawScreen />);
    expect(
      await screen.findByRole('heading', {
        name: 'Примите новую редакцию правил программы и согласие на обработку персональных данных',
      }),
    ).toBeInTheDocument();
  });

  it('turns the API’s refusal for a version not accepted into the same notice', async () => {
    api().on(
      requestWithdrawalRoute,
      new Reply(422, {
        success: false,
        order: null,
        error: 'Примите действующие правила программы и согласие на обработку персональных данных — без этого вывод недоступен',
        errorCode: 'legal_acceptance_required',
      }),
    );
    const { user } = renderScreen(<WithdrawScreen />);
    await fillForm(user, '1000');
    await user.click(await screen.findByRole('button', { name: 'Подтвердить вывод' }));
    // The page had read nothing to accept: it names both documents without claiming a new edition.
    expect(
      await screen.findByRole('heading', { name: 'Примите правила программы и согласие на обработку персональных данных' }),
    ).toBeInTheDocument();
  });
});
