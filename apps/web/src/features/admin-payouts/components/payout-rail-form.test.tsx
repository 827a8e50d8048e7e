import {
  adminMeRoute,
  getPayoutRailRoute,
  movePayoutRailRoute,
  payoutRailImpactRoute,
  payoutRailMoveRoute,
  updatePayoutRailRoute,
  type PayoutRailImpact,
  type PayoutRailMove,
  type PayoutRailResponse,
} from '@cabinet/contracts/client';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, refusal } from '@/testing/fake-api';
import { buildOperator } from '@/testing/operators';
import { renderScreen } from '@/testing/render';
import { PayoutRailSettings } from './payout-rail-form';

const onProvider: PayoutRailResponse = {
  rail: 'provider',
  provider: { name: 'yookassa', title: 'ЮKassa' },
  bank: { name: 'tbank', title: 'Т\u2011Банк' },
  registries: [],
  balance: null,
  inFlight: 0,
  openDifferences: 0,
};

const toBank: PayoutRailImpact = {
  from: 'provider',
  to: 'bank_registry',
  members: 12,
  withoutMethod: 12,
  method: 'account',
  orders: 3,
  ordersAmount: 12_000,
  movable: 0,
  cards: 40,
  cardMembers: 35,
  accounts: 0,
};

const nothingWaits: PayoutRailMove = { rail: 'provider', orders: 0, amount: 0, staying: [] };

function api(impact: PayoutRailImpact = toBank, waiting: PayoutRailMove = nothingWaits) {
  return fakeApi()
    .on(adminMeRoute, { operator: buildOperator() })
    .on(getPayoutRailRoute, onProvider)
    .on(payoutRailMoveRoute, waiting)
    .on(payoutRailImpactRoute, impact)
    .on(updatePayoutRailRoute, ({ body }) => ({
      ...onProvider,
      rail: (body as { rail: PayoutRailResponse['rail'] }).rail,
      notified: (body as { confirmedMembers?: number }).confirmedMembers ?? 0,
    }));
}

async function chooseBank(user: ReturnType<typeof renderScreen>['user']) {
  const card = await screen.findByRole('region', { name: 'Способ выплат' });
  await user.selectOptions(await within(card).findByLabelText('Выплачивать'), 'bank_registry');
  await user.click(within(card).getByRole('button', { name: 'Сохранить' }));
  return card;
}

describe('the payout rail switch', () => {
  it('says how many members it leaves without a way to withdraw and who is told, and sends that count', async () => {
    const fake = api();
    const { user } = renderScreen(<PayoutRailSettings />);
    const card = await chooseBank(user);

    const dialog = await screen.findByRole('dialog', { name: 'Сменить способ выплат на «Банком по реестрам»?' });
    expect(fake.requests(payoutRailImpactRoute).map((r) => r.query.get('rail'))).toEqual(['bank_registry']);
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '12 самозанятых без счёта для выплат не смогут выводить баллы, пока не укажут счёт.',
      '3 заявки на 12\u00a0000\u00a0б. останутся на прежнем способе и будут выплачены им, как решено при заявке.',
      'Перестанут действовать сохранённые карты: 40 карт у 35 участников. Кроме самозанятых, все по-прежнему могут выводить по СБП.',
    ]);
    expect(
      within(dialog).getByText(
        'Уведомление получат 12 участников — в кабинете и по каналам, которые они выбрали, с тем, что им сделать.',
      ),
    ).toBeInTheDocument();
    // Nothing is switched while the admin reads.
    expect(fake.requests(updatePayoutRailRoute)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Сменить и уведомить' }));
    expect(await within(card).findByText('Способ выплат сохранён. Уведомлено: 12 участников.')).toBeInTheDocument();
    expect(fake.requests(updatePayoutRailRoute).map((r) => r.body)).toEqual([{ rail: 'bank_registry', confirmedMembers: 12 }]);
  });

  it('one self-employed member reads in the singular', async () => {
    api({ ...toBank, members: 1, withoutMethod: 1, orders: 1, ordersAmount: 300, movable: 1, cards: 1, cardMembers: 1 });
    const { user } = renderScreen(<PayoutRailSettings />);
    await chooseBank(user);
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '1 самозанятый без счёта для выплат не сможет выводить баллы, пока не укажет счёт.',
      '1 заявка на 300\u00a0б. останется на прежнем способе и будет выплачена им, как решено при заявке. Перевести на новый способ можно 1 заявку — кнопкой «Перевести заявки на новый способ» после смены.',
      'Перестанут действовать сохранённые карты: 1 карта у 1 участника. Кроме самозанятых, все по-прежнему могут выводить по СБП.',
    ]);
    expect(within(dialog).getByText(/^Уведомление получит 1 участник —/)).toBeInTheDocument();
  });

  it('cancelled, switches nothing and tells nobody', async () => {
    const fake = api();
    const { user } = renderScreen(<PayoutRailSettings />);
    await chooseBank(user);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.requests(updatePayoutRailRoute)).toEqual([]);
  });

  it('shows the API’s refusal when the count changed meanwhile', async () => {
    const message = 'Смена способа выплат затронет 13 участников: посмотрите, что изменится для них, и подтвердите смену.';
    api().on(updatePayoutRailRoute, refusal(409, 'payout_rail_unconfirmed', message));
    const { user } = renderScreen(<PayoutRailSettings />);
    const card = await chooseBank(user);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Сменить и уведомить' }));
    expect(await within(card).findByText(message)).toBeInTheDocument();
    expect(within(card).queryByText(/Способ выплат сохранён/)).not.toBeInTheDocument();
  });

  it('says when a switch touches nobody, and saves the rail in force without asking', async () => {
    const fake = api({ ...toBank, members: 0, withoutMethod: 0, orders: 0, ordersAmount: 0, cards: 0, cardMembers: 0 });
    const { user } = renderScreen(<PayoutRailSettings />);
    const card = await chooseBank(user);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryAllByRole('listitem')).toEqual([]);
    expect(within(dialog).getByText('Никого из участников это не затрагивает.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Сменить способ' }));
    expect(await within(card).findByText('Способ выплат сохранён.')).toBeInTheDocument();
    expect(fake.requests(updatePayoutRailRoute).map((r) => r.body)).toEqual([{ rail: 'bank_registry', confirmedMembers: 0 }]);

    // The rail in force now, saved again: nothing to ask.
    expect(within(card).getByLabelText('Выплачивать')).toHaveValue('bank_registry');
    await user.click(within(card).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(fake.requests(updatePayoutRailRoute)).toHaveLength(2));
    expect(fake.requests(updatePayoutRailRoute)[1]!.body).toEqual({ rail: 'bank_registry' });
    expect(fake.requests(payoutRailImpactRoute)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('«Перевести заявки на новый способ»', () => {
  const waiting: PayoutRailMove = {
    rail: 'provider',
    orders: 2,
    amount: 700,
    staying: [{ id: 31, amount: 300, rail: 'bank_registry', destination: 'Счёт •• 4567, БИК 044525974' }],
  };

  it('names the orders it moves and their sum, lists the ones that stay, and sends the count and sum it showed', async () => {
    const fake = api(toBank, waiting).on(movePayoutRailRoute, {
      rail: 'provider',
      moved: 2,
      amount: 700,
      staying: waiting.staying,
    });
    const { user } = renderScreen(<PayoutRailSettings />);
    const moving = await screen.findByRole('region', { name: 'Заявки на прежнем способе выплат' });
    expect(
      within(moving).getByText(
        '2 заявки на 700 б. можно перевести на способ «Платёжным сервисом»: они ждут выплаты прежним способом.',
      ),
    ).toBeInTheDocument();
    expect(within(moving).getByRole('listitem')).toHaveTextContent(
      '№ 31 · 300 б. · Счёт •• 4567, БИК 044525974 — банком по реестрам',
    );

    await user.click(within(moving).getByRole('button', { name: 'Перевести заявки на новый способ' }));
    const dialog = await screen.findByRole('dialog', {
      name: /^Перевести 2 заявки на 700\sб\. на способ «Платёжным сервисом»\?$/,
    });
    expect(fake.requests(movePayoutRailRoute)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Перевести' }));
    expect(await within(moving).findByText('Переведены 2 заявки на 700 б.')).toBeInTheDocument();
    expect(fake.requests(movePayoutRailRoute).map((r) => r.body)).toEqual([{ confirmedOrders: 2, confirmedAmount: 700 }]);
  });

  it('shows the API’s refusal when the orders changed meanwhile, and moves nothing when cancelled', async () => {
    const message = 'Перевести сейчас можно 1 заявку на 400\u00a0б.: посмотрите их снова и подтвердите перевод.';
    const fake = api(toBank, waiting).on(movePayoutRailRoute, refusal(409, 'payout_rail_move_unconfirmed', message));
    // Texts are matched with their no-break spaces read as spaces.
    const shown = message.replace(/\u00a0/g, ' ');
    const { user } = renderScreen(<PayoutRailSettings />);
    const moving = await screen.findByRole('region', { name: 'Заявки на прежнем способе выплат' });
    await user.click(within(moving).getByRole('button', { name: 'Перевести заявки на новый способ' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.requests(movePayoutRailRoute)).toEqual([]);

    await user.click(within(moving).getByRole('button', { name: 'Перевести заявки на новый способ' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Перевести' }));
    expect(await within(moving).findByText(shown)).toBeInTheDocument();
  });

  it('says nothing when no order waits elsewhere', async () => {
    const fake = api();
    renderScreen(<PayoutRailSettings />);
    expect(await screen.findByRole('region', { name: 'Способ выплат' })).toBeInTheDocument();
    await waitFor(() => expect(fake.requests(payoutRailMoveRoute)).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Заявки на прежнем способе выплат' })).not.toBeInTheDocument();
  });

  it('is not offered to an operator, who reads the rail only', async () => {
    const fake = api(toBank, waiting).on(adminMeRoute, { operator: buildOperator({ role: 'operator' }) });
    renderScreen(<PayoutRailSettings />);
    expect(await screen.findByText('Способ выплат выбирает администратор.', { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Заявки на прежнем способе выплат' })).not.toBeInTheDocument();
    expect(fake.requests(payoutRailMoveRoute)).toEqual([]);
  });
});
