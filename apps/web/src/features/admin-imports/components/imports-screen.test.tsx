import {
  applyImportRoute,
  getImportRoute,
  listImportRowsRoute,
  listImportsRoute,
  type ImportJob,
} from '@cabinet/contracts/client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { ListPageDouble } from '@/testing/list-page';
import { renderScreen } from '@/testing/render';
import { importsList } from '../list';
import { ImportsScreen } from './imports-screen';

const previewed: ImportJob = {
  id: 12,
  fileName: 'ноябрь.csv',
  status: 'previewed',
  totalRows: 5,
  counts: { new: 5, changed: 0, unchanged: 0, refused: 0 },
  processedRows: 0,
  toApply: 5,
  result: null,
  error: null,
  createdBy: 'operator@agent-plus.test',
  createdAt: '2026-11-27T09:00:00.000Z',
  startedAt: null,
  finishedAt: null,
  shortHoldRows: 2,
  approvalId: null,
};

/** The history and the import as they stand: applying one with short holds only asks for approval. */
function api(job: ImportJob) {
  let current = job;
  const fake = fakeApi()
    .on(listImportsRoute, () => ({ imports: [current], totalCount: 1 }))
    .on(getImportRoute, () => current)
    .on(listImportRowsRoute, { rows: [], totalCount: 0 })
    .on(applyImportRoute, () => (current = { ...current, approvalId: 77 }));
  return fake;
}

const render = () =>
  renderScreen(
    <ListPageDouble list={importsList}>
      <ImportsScreen />
    </ListPageDouble>,
  );

describe('the contracts import and its short holds', () => {
  it('counts the rows holding less than the programme, and «Применить» then says it waits for a second admin', async () => {
    const fake = api(previewed);
    const { user } = render();

    await user.click(await screen.findByRole('button', { name: /^Открыть: ноябрь\.csv/ }));
    const card = (await screen.findByRole('heading', { name: 'Предпросмотр: ноябрь.csv' })).closest('section')!;
    expect(
      within(card).getByText('2 строки с удержанием короче, чем в программе: применение подтвердит второй администратор'),
    ).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Применить (5)' }));

    expect(
      await within(card).findByText(/^Запрос отправлен: импорт применится, когда его подтвердит второй администратор\./),
    ).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Открыть «На подтверждении»' })).toHaveAttribute('href', '/admin/approvals');
    expect(within(card).queryByRole('button', { name: /^Применить/ })).not.toBeInTheDocument();
    expect(within(card).getByText('Ждёт подтверждения')).toBeInTheDocument();
    expect(fake.requests(applyImportRoute).map((r) => r.params)).toEqual([{ id: '12' }]);
    // The history is read again and says the same.
    const row = screen.getByRole('row', { name: /ноябрь\.csv/ });
    expect(await within(row).findByText('Ждёт подтверждения')).toBeInTheDocument();
  });

  it('shows an import already waiting as such in the history and on its card, with no «Применить»', async () => {
    const fake = api({ ...previewed, approvalId: 77 });
    const { user } = render();

    const row = await screen.findByRole('row', { name: /ноябрь\.csv/ });
    expect(within(row).getByText('Ждёт подтверждения')).toBeInTheDocument();
    expect(within(row).queryByText('Предпросмотр')).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: /^Открыть/ }));
    const card = (await screen.findByRole('heading', { name: 'Предпросмотр: ноябрь.csv' })).closest('section')!;
    expect(within(card).getByText(/^Применение ждёт подтверждения второго администратора\./)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Открыть «На подтверждении»' })).toHaveAttribute('href', '/admin/approvals');
    expect(within(card).queryByRole('button', { name: /^Применить/ })).not.toBeInTheDocument();
    expect(fake.requests(applyImportRoute)).toEqual([]);
  });

  it('says nothing of a second admin when every hold is the programme’s', async () => {
    api({ ...previewed, shortHoldRows: 0 });
    const { user } = render();

    await user.click(await screen.findByRole('button', { name: /^Открыть: ноябрь\.csv/ }));
    const card = (await screen.findByRole('heading', { name: 'Предпросмотр: ноябрь.csv' })).closest('section')!;
    expect(within(card).getByRole('button', { name: 'Применить (5)' })).toBeEnabled();
    expect(within(card).queryByText(/второй администратор/)).not.toBeInTheDocument();
  });
});
