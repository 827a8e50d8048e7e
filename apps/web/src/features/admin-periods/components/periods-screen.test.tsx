import {
  adminMeRoute,
  approvePeriodCloseRoute,
  listPeriodsRoute,
  rejectPeriodCloseRoute,
  requestPeriodCloseRoute,
  type OrganiserRequisite,
  type Period,
} from '@cabinet/contracts/client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, refusal } from '@/testing/fake-api';
import { buildOperator } from '@/testing/operators';
import { renderScreen } from '@/testing/render';
import { PeriodsScreen } from './periods-screen';

function buildPeriod(overrides: Partial<Period> = {}): Period {
  return {
    month: '2026-10',
    title: 'Октябрь 2026',
    status: 'open',
    ended: true,
    requestedBy: null,
    requestedAt: null,
    closedBy: null,
    closedAt: null,
    preparing: false,
    documents: 0,
    signed: 0,
    accepted: 0,
    ...overrides,
  };
}

const current = buildPeriod({ month: '2026-11', title: 'Ноябрь 2026', ended: false });
const ended = buildPeriod();
const pendingOfOther = buildPeriod({
  month: '2026-09',
  title: 'Сентябрь 2026',
  status: 'pending',
  requestedBy: 'first@example.ru',
  requestedAt: '2026-10-02T09:00:00.000Z',
});
const pendingOfMine = { ...pendingOfOther, requestedBy: 'admin@example.ru' };
const closed = buildPeriod({
  month: '2026-08',
  title: 'Август 2026',
  status: 'closed',
  requestedBy: 'first@example.ru',
  requestedAt: '2026-09-01T09:00:00.000Z',
  closedBy: 'second@example.ru',
  closedAt: '2026-09-01T12:30:00.000Z',
  documents: 10,
  signed: 3,
  accepted: 2,
});

function api(role: 'admin' | 'operator', periods: Period[], organiserMissing: OrganiserRequisite[] = []) {
  return fakeApi()
    .on(adminMeRoute, { operator: buildOperator({ role }) })
    .on(listPeriodsRoute, { periods, organiserMissing });
}

const rowOf = (title: string) => screen.findByRole('row', { name: new RegExp(title) });

describe('closing the months in the back office', () => {
  it('shows every month with its state, who proposed and closed it, and the documents signed', async () => {
    api('admin', [current, ended, pendingOfOther, closed]);
    renderScreen(<PeriodsScreen />);

    const august = await rowOf('Август 2026');
    expect(within(august).getByText('Закрыт')).toBeInTheDocument();
    expect(within(august).getByText(/first@example\.ru/)).toHaveTextContent('Предложил: first@example.ru, 01.09.2026, 12:00');
    expect(within(august).getByText(/second@example\.ru/)).toHaveTextContent('Закрыл: second@example.ru, 01.09.2026, 15:30');
    expect(within(august).getByText('подписано 3 из 10, принято без возражений 2')).toBeInTheDocument();
    expect(within(await rowOf('Сентябрь 2026')).getByText('Ждёт подтверждения')).toBeInTheDocument();
    expect(within(await rowOf('Октябрь 2026')).getByText('Открыт')).toBeInTheDocument();
  });

  it('says a closed month’s documents are being made, and reads the list again until they are', async () => {
    let made = false;
    const fake = fakeApi()
      .on(adminMeRoute, { operator: buildOperator({ role: 'admin' }) })
      .on(listPeriodsRoute, () => {
        const answer = {
          periods: [made ? closed : { ...closed, preparing: true, documents: 4, signed: 0, accepted: 0 }],
          organiserMissing: [],
        };
        made = true;
        return answer;
      });
    renderScreen(<PeriodsScreen />);
    expect(within(await rowOf('Август 2026')).getByText('документы готовятся: готово 4')).toBeInTheDocument();
    expect(await screen.findByText('подписано 3 из 10, принято без возражений 2', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(fake.requests(listPeriodsRoute).length).toBeGreaterThanOrEqual(2);
  });

  it('offers an admin to close an ended open month only, and asks first what closing does', async () => {
    const fake = api('admin', [current, ended, closed]).on(requestPeriodCloseRoute, {
      ...ended,
      status: 'pending',
      requestedBy: 'admin@example.ru',
      requestedAt: '2026-11-02T09:00:00.000Z',
    });
    const { user } = renderScreen(<PeriodsScreen />);

    const november = await rowOf('Ноябрь 2026');
    expect(within(november).queryByRole('button')).not.toBeInTheDocument();
    expect(within(november).getByText('Месяц ещё идёт')).toBeInTheDocument();
    expect(within(await rowOf('Август 2026')).queryByRole('button')).not.toBeInTheDocument();

    await user.click(within(await rowOf('Октябрь 2026')).getByRole('button', { name: 'Закрыть месяц' }));
    const dialog = await screen.findByRole('dialog', { name: 'Закрыть месяц «Октябрь 2026»?' });
    expect(dialog).toHaveTextContent('Строки месяца будут заперты');
    expect(dialog).toHaveTextContent('Каждый агент с движениями за месяц получит документ месяца');
    expect(dialog).toHaveTextContent('подтвердит другой администратор');
    await user.click(within(dialog).getByRole('button', { name: 'Предложить закрыть' }));

    expect(
      await screen.findByText('Предложение закрыть месяц «Октябрь 2026» отправлено: его подтвердит другой администратор.'),
    ).toBeInTheDocument();
    expect(fake.requests(requestPeriodCloseRoute).map((r) => r.params)).toEqual([{ month: '2026-10' }]);
  });

  it('sends nothing when the admin cancels the dialog', async () => {
    const fake = api('admin', [ended]);
    const { user } = renderScreen(<PeriodsScreen />);

    await user.click(await screen.findByRole('button', { name: 'Закрыть месяц' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Отмена' }));
    expect(fake.requests(requestPeriodCloseRoute)).toEqual([]);
  });

  it('lets another admin close a proposed month after a confirmation, or reject the proposal', async () => {
    const fake = api('admin', [pendingOfOther])
      .on(approvePeriodCloseRoute, { ...pendingOfOther, status: 'closed', closedBy: 'admin@example.ru' })
      .on(rejectPeriodCloseRoute, { ...pendingOfOther, status: 'open', requestedBy: null, requestedAt: null });
    const { user } = renderScreen(<PeriodsScreen />);

    const row = await rowOf('Сентябрь 2026');
    expect(within(row).queryByRole('button', { name: 'Отозвать' })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Подтвердить закрытие' }));
    const dialog = await screen.findByRole('dialog', { name: 'Закрыть месяц «Сентябрь 2026»?' });
    expect(dialog).toHaveTextContent('Отменить закрытие нельзя');
    await user.click(within(dialog).getByRole('button', { name: 'Подтвердить закрытие' }));
    expect(
      await screen.findByText('Месяц «Сентябрь 2026» закрыт: документы агентов готовятся и появятся в списке.'),
    ).toBeInTheDocument();
    expect(fake.requests(approvePeriodCloseRoute).map((r) => r.params)).toEqual([{ month: '2026-09' }]);

    await user.click(within(await rowOf('Сентябрь 2026')).getByRole('button', { name: 'Отклонить' }));
    expect(await screen.findByText('Предложение закрыть месяц «Сентябрь 2026» отклонено: месяц открыт.')).toBeInTheDocument();
    expect(fake.requests(rejectPeriodCloseRoute).map((r) => r.params)).toEqual([{ month: '2026-09' }]);
  });

  it('tells the maker that a second admin confirms, and lets them only withdraw their proposal', async () => {
    const fake = api('admin', [pendingOfMine]).on(rejectPeriodCloseRoute, { ...pendingOfMine, status: 'open' });
    const { user } = renderScreen(<PeriodsScreen />);

    const row = await rowOf('Сентябрь 2026');
    expect(within(row).getByText(/admin@example\.ru \(ваше предложение\)/)).toBeInTheDocument();
    expect(within(row).getByText('Закрытие подтверждает другой администратор.')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Подтвердить закрытие' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Отклонить' })).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Отозвать' }));
    expect(await screen.findByText('Предложение закрыть месяц «Сентябрь 2026» отозвано: месяц открыт.')).toBeInTheDocument();
    expect(fake.requests(rejectPeriodCloseRoute)).toHaveLength(1);
  });

  it("shows the API's refusal of an approval", async () => {
    api('admin', [pendingOfOther]).on(
      approvePeriodCloseRoute,
      refusal(409, 'approval_cooling_off', 'Подтвердить можно будет позже'),
    );
    const { user } = renderScreen(<PeriodsScreen />);

    await user.click(await screen.findByRole('button', { name: 'Подтвердить закрытие' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Подтвердить закрытие' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Подтвердить можно будет позже');
    expect(screen.queryByText(/закрыт: документы агентов готовятся/)).not.toBeInTheDocument();
  });

  it('says before anything is pressed that no month closes without the organiser’s requisites', async () => {
    const fake = api('admin', [ended, pendingOfOther], ['inn', 'ogrn']).on(rejectPeriodCloseRoute, {
      ...pendingOfOther,
      status: 'open',
    });
    const { user } = renderScreen(<PeriodsScreen />);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Закрыть месяц нельзя: не заданы реквизиты организатора — ИНН, ОГРН. Их задаёт администратор сервера (ORGANISER_*)',
    );
    expect(within(await rowOf('Октябрь 2026')).getByRole('button', { name: 'Закрыть месяц' })).toBeDisabled();
    const proposed = await rowOf('Сентябрь 2026');
    expect(within(proposed).getByRole('button', { name: 'Подтвердить закрытие' })).toBeDisabled();
    // A proposal may still be refused or withdrawn: the month stays open.
    await user.click(within(proposed).getByRole('button', { name: 'Отклонить' }));
    expect(await screen.findByText('Предложение закрыть месяц «Сентябрь 2026» отклонено: месяц открыт.')).toBeInTheDocument();
    expect(fake.requests(requestPeriodCloseRoute)).toEqual([]);
    expect(fake.requests(approvePeriodCloseRoute)).toEqual([]);
  });

  it('lets an operator read the months and offers no action', async () => {
    api('operator', [current, ended, pendingOfOther, closed]);
    renderScreen(<PeriodsScreen />);

    expect(await rowOf('Август 2026')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Месяцы закрывают администраторы; здесь видно, какие месяцы закрыты и как агенты подписывают документы.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Действия' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
