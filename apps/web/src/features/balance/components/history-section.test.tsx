import { accountHistoryProxyRoute, type HistoryEntry } from '@cabinet/contracts/client';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, Reply } from '@/testing/fake-api';
import { renderScreen } from '@/testing/render';
import { HistorySection } from './history-section';

const accrual: HistoryEntry = {
  id: 1,
  date: '2026-03-01T09:00:00.000Z',
  amount: 1200,
  category: 'accrual',
  status: 'Проведено',
  title: 'Вознаграждение по договору',
  description: 'ООО «Ромашка»',
  contractNumber: 'Д-100',
};
const withdrawal: HistoryEntry = {
  id: 2,
  date: '2026-03-05T09:00:00.000Z',
  amount: -500,
  category: 'withdrawal',
  status: 'Выплачено',
  title: 'Вывод средств',
  description: 'Сбербанк',
  orderId: 31,
};

/** The proxy filters by category as the API does. */
function api() {
  return fakeApi().on(accountHistoryProxyRoute, ({ query }) => {
    const category = query.get('category');
    const history = [withdrawal, accrual].filter((e) => !category || category === 'all' || e.category === category);
    return { history, totalCount: history.length };
  });
}

describe('the history on /balance', () => {
  it('lists the operations and narrows them to a tab', async () => {
    const fake = api();
    const { user } = renderScreen(<HistorySection />);

    expect(await screen.findByText('Найдено операций: 2')).toBeInTheDocument();
    expect(screen.getByText('Показано 2 из 2')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Списания' }));

    expect(await screen.findByText('Найдено операций: 1')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Списания' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByText('Вознаграждение по договору')).not.toBeInTheDocument();
    expect(fake.requests(accountHistoryProxyRoute).at(-1)!.query.get('category')).toBe('withdrawal');
  });

  it('says a range that runs backwards is wrong and does not send the later date', async () => {
    const fake = api();
    const { user } = renderScreen(<HistorySection />);

    await screen.findByText('Найдено операций: 2');
    await user.type(screen.getByLabelText('С даты'), '2026-03-10');
    await user.type(screen.getByLabelText('По дату'), '2026-03-01');

    expect(await screen.findByText('Дата начала позже даты окончания')).toBeInTheDocument();
    for (const request of fake.requests(accountHistoryProxyRoute)) expect(request.query.get('dateTo')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Сбросить' }));
    expect(screen.queryByText('Дата начала позже даты окончания')).not.toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    fakeApi().on(accountHistoryProxyRoute, { history: [], totalCount: 0 });
    renderScreen(<HistorySection />);
    expect(await screen.findByText('Операций не найдено.')).toBeInTheDocument();
    expect(screen.getByText('Измените период, тип операций или строку поиска.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Скачать CSV' })).toBeDisabled();
  });

  it('shows that the history failed to load', async () => {
    fakeApi().on(accountHistoryProxyRoute, new Reply(500, { code: 'internal', message: 'Внутренняя ошибка' }));
    renderScreen(<HistorySection />);
    expect(await screen.findByText('Не удалось загрузить историю операций.')).toBeInTheDocument();
  });
});
