import {
  adminMeRoute,
  approveApprovalRoute,
  listPeriodsRoute,
  rejectApprovalRoute,
  requestPeriodCloseRoute,
  type OrganiserRequisite,
  type Period,
} from '@cabinet/contracts/client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildApproval } from '@/testing/approvals';
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
    approval: null,
    closedBy: null,
    closedAt: null,
    preparing: false,
    documents: 0,
    signed: 0,
    accepted: 0,
    ...overrides,
  };
}

const CLOSE_EFFECT =
  'Строки месяца будут заперты навсегда, и каждый агент с движениями за месяц получит документ месяца: документы готовятся в фоне. ' +
  'Отменить закрытие нельзя: исправления лягут строками в открытый месяц.';

/** A proposal to close September 2026 waiting at the approvals door, made by `madeBy`. */
function proposed(madeBy: string): Period {
  return buildPeriod({
    month: '2026-09',
    title: 'Сентябрь 2026',
    status: 'pending',
    requestedBy: madeBy,
    requestedAt: '2026-10-02T09:00:00.000Z',
    approval: buildApproval({
      id: 77,
      kind: 'period_close',
      subject: '2026-09',
      summary: 'Закрыть месяц «Сентябрь 2026»',
      effect: CLOSE_EFFECT,
      memberId: null,
      madeBy,
      madeAt: '2026-10-02T09:00:00.000Z',
    }),
  });
}

const current = buildPeriod({ month: '2026-11', title: 'Ноябрь 2026', ended: false });
const ended = buildPeriod();
const pendingOfOther = proposed('first@example.ru');
const pendingOfMine = proposed('admin@example.ru');
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
    .on(listPeriodsRoute, { periods, organiserMissing })
    .on(approveApprovalRoute, { ...pendingOfOther.approval!, status: 'approved', checkedBy: 'admin@example.ru' })
    .on(rejectApprovalRoute, (r) => ({
      ...pendingOfOther.approval!,
      status: 'rejected',
      reason: (r.body as { reason: string }).reason,
    }));
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

  it('lets another admin close a proposed month at the approvals door after a confirmation, or reject it with a reason', async () => {
    const fake = api('admin', [pendingOfOther]);
    const { user } = renderScreen(<PeriodsScreen />);

    const row = await rowOf('Сентябрь 2026');
    expect(within(row).queryByRole('button', { name: 'Отозвать' })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Подтвердить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Подтвердить: Закрыть месяц «Сентябрь 2026»?' });
    expect(dialog).toHaveTextContent('Отменить закрытие нельзя');
    await user.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
    expect(
      await screen.findByText('Подтверждено: месяц закрыт, документы агентов готовятся и появятся в списке.'),
    ).toBeInTheDocument();
    expect(fake.requests(approveApprovalRoute).map((r) => r.params)).toEqual([{ id: '77' }]);

    await user.click(within(await rowOf('Сентябрь 2026')).getByRole('button', { name: 'Отклонить' }));
    const refusing = await screen.findByRole('dialog', { name: 'Отклонить запрос?' });
    await user.type(within(refusing).getByLabelText('Причина'), 'Не все договоры загружены');
    await user.click(within(refusing).getByRole('button', { name: 'Отклонить' }));
    expect(await screen.findByText('Запрос отклонён: ничего не изменилось.')).toBeInTheDocument();
    expect(fake.requests(rejectApprovalRoute).map((r) => [r.params, r.body])).toEqual([
      [{ id: '77' }, { reason: 'Не все договоры загружены' }],
    ]);
  });

  it('tells the maker that a second admin confirms, and lets them only withdraw their proposal', async () => {
    const fake = api('admin', [pendingOfMine]);
    const { user } = renderScreen(<PeriodsScreen />);

    const row = await rowOf('Сентябрь 2026');
    expect(within(row).getByText(/admin@example\.ru \(ваше предложение\)/)).toBeInTheDocument();
    expect(within(row).getByText('Закрытие подтверждает другой администратор.')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Подтвердить' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Отклонить' })).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Отозвать' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отозвать запрос?' });
    await user.type(within(dialog).getByLabelText('Причина'), 'Предложено по ошибке');
    await user.click(within(dialog).getByRole('button', { name: 'Отозвать' }));
    expect(await screen.findByText('Запрос отозван: ничего не изменилось.')).toBeInTheDocument();
    expect(fake.requests(rejectApprovalRoute)).toHaveLength(1);
  });

  it("shows the API's refusal of an approval", async () => {
    api('admin', [pendingOfOther]).on(
      approveApprovalRoute,
      refusal(403, 'approval_cooling_off', 'Подтвердить можно будет позже'),
    );
    const { user } = renderScreen(<PeriodsScreen />);

    await user.click(await screen.findByRole('button', { name: 'Подтвердить' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByText('Подтвердить можно будет позже')).toBeInTheDocument();
    expect(screen.queryByText(/месяц закрыт, документы агентов готовятся/)).not.toBeInTheDocument();
  });

  it('says before anything is pressed that no month closes without the organiser’s requisites', async () => {
    const fake = api('admin', [ended, pendingOfOther], ['inn', 'ogrn']);
    const { user } = renderScreen(<PeriodsScreen />);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Закрыть месяц нельзя: не заданы реквизиты организатора — ИНН, ОГРН. Их задаёт администратор сервера (ORGANISER_*)',
    );
    expect(within(await rowOf('Октябрь 2026')).getByRole('button', { name: 'Закрыть месяц' })).toBeDisabled();
    const proposal = await rowOf('Сентябрь 2026');
    expect(within(proposal).getByRole('button', { name: 'Подтвердить' })).toBeDisabled();
    // A proposal may still be refused or withdrawn: the month stays open.
    await user.click(within(proposal).getByRole('button', { name: 'Отклонить' }));
    const refusing = await screen.findByRole('dialog', { name: 'Отклонить запрос?' });
    await user.type(within(refusing).getByLabelText('Причина'), 'Реквизиты не заданы');
    await user.click(within(refusing).getByRole('button', { name: 'Отклонить' }));
    expect(await screen.findByText('Запрос отклонён: ничего не изменилось.')).toBeInTheDocument();
    expect(fake.requests(requestPeriodCloseRoute)).toEqual([]);
    expect(fake.requests(approveApprovalRoute)).toEqual([]);
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
