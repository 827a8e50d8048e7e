import { accountHistoryProxyRoute, type HistoryEntry } from '@cabinet/contracts/client';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SeedQueries } from '@/lib/queries/seed-queries';
import { fakeApi, Reply } from '@/testing/fake-api';
import { renderScreen } from '@/testing/render';
import { EMPTY_FILTERS, toHistoryQuery } from '../history-filters';
import { balanceQueries } from '../queries';
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

  it('opens every line («Как посчитано», «Оспорить») and shows the way to the disputes beside the heading', async () => {
    api();
    renderScreen(<HistorySection />);

    await screen.findByText('Найдено операций: 2');
    const links = screen.getAllByRole('link', { name: /^Подробнее: / });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/balance/2', '/balance/1']);
    expect(links[1]).toHaveAccessibleName('Подробнее: Вознаграждение по договору, 01.03.2026, 12:00');
    expect(screen.getByRole('link', { name: 'Споры и недостающие договоры' })).toHaveAttribute('href', '/disputes');
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

  it('pages by the specification’s 200 lines: «Показать ещё» asks for the next 200 until the last', async () => {
    // A busy agent's long history, answered in the proxy's own shape.
    const total = 450;
    const fake = fakeApi().on(accountHistoryProxyRoute, ({ query }) => {
      const skip = Number(query.get('skipCount'));
      const max = Number(query.get('maxResultCount'));
      return { history: entries(skip + 1, Math.max(0, Math.min(max, total - skip))), totalCount: total };
    });
    const { user } = renderScreen(<HistorySection />);

    expect(await screen.findByText(`Показано 200 из ${total}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(await screen.findByText(`Показано 400 из ${total}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(await screen.findByText(`Показано ${total} из ${total}`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
    const asked = fake.requests(accountHistoryProxyRoute).map((r) => [r.query.get('skipCount'), r.query.get('maxResultCount')]);
    expect(asked).toEqual([
      ['0', '200'],
      ['200', '200'],
      ['400', '200'],
    ]);
  });

  it('paints the first page the server read without asking for it; the next page is asked for', async () => {
    const fake = fakeApi().on(accountHistoryProxyRoute, { history: entries(201, 50), totalCount: 250 });
    const seeded = [
      {
        queryKey: balanceQueries.history(toHistoryQuery(EMPTY_FILTERS)).queryKey,
        data: { pages: [{ history: entries(1, 200), totalCount: 250 }], pageParams: [0] },
        updatedAt: Date.now(),
      },
    ];
    const { user } = renderScreen(
      <SeedQueries queries={seeded}>
        <HistorySection />
      </SeedQueries>,
    );

    expect(screen.getByText('Показано 200 из 250')).toBeInTheDocument();
    expect(screen.getByText('Найдено операций: 250')).toBeInTheDocument();
    expect(fake.requests(accountHistoryProxyRoute)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(await screen.findByText('Показано 250 из 250')).toBeInTheDocument();
    expect(fake.requests(accountHistoryProxyRoute).map((r) => r.query.get('skipCount'))).toEqual(['200']);
  });
});

/** `count` accruals numbered from `first`, the newest first. */
function entries(first: number, count: number): HistoryEntry[] {
  return Array.from({ length: count }, (_, i) => {
    const n = first + i;
    return { ...accrual, id: n, date: new Date(Date.UTC(2026, 0, 1) - n * 3_600_000).toISOString(), contractNumber: `Д-${n}` };
  });
}
