import { listPeriodDocumentsRoute, periodDocumentPdfRoute, type PeriodDocument } from '@cabinet/contracts/client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, refusal, Reply } from '@/testing/fake-api';
import { renderScreen } from '@/testing/render';
import { PeriodDocuments } from './period-documents';

function buildDocument(overrides: Partial<PeriodDocument> = {}): PeriodDocument {
  return {
    id: 5,
    month: '2026-10',
    title: 'Отчёт агента за октябрь 2026',
    kind: 'agent_report',
    status: 'awaiting',
    accrued: 12_345,
    paid: 10_000,
    tax: 1_300,
    createdAt: '2026-11-02T09:00:00.000Z',
    objectionUntil: '2026-12-02T09:00:00.000Z',
    signedAt: null,
    signature: null,
    hash: 'ab'.repeat(32),
    pdfUrl: '/api/documents/5/pdf',
    ...overrides,
  };
}

// formatRoubles writes its group separator and the space before «₽» as no-break spaces.
const roubles = (text: string) => new RegExp(`^${text.replace(/ /g, '\\s')}$`);

describe('the documents of the closed months', () => {
  it('shows a document waiting for signature with its sums, the objection period and its PDF', async () => {
    fakeApi().on(listPeriodDocumentsRoute, { items: [buildDocument()] });
    renderScreen(<PeriodDocuments />);

    const item = await screen.findByRole('listitem', { name: 'Отчёт агента за октябрь 2026' });
    expect(within(item).getByText('Ждёт подписи')).toBeInTheDocument();
    // In roubles, as the month's statement on the same page (docs/product.md §10.1).
    expect(within(item).getByText('Начислено').nextSibling).toHaveTextContent(roubles('12 345 ₽'));
    expect(within(item).getByText('Выплачено').nextSibling).toHaveTextContent(roubles('10 000 ₽'));
    expect(within(item).getByText('Налог').nextSibling).toHaveTextContent(roubles('1 300 ₽'));
    expect(within(item).getByText('Возражения принимаются до 02.12.2026')).toBeInTheDocument();
    const pdf = within(item).getByRole('link', { name: 'Скачать PDF' });
    expect(pdf).toHaveAttribute('href', '/api/documents/5/pdf');
    // An objection: a line of the month disputed from its statement, or a contract claimed.
    expect(within(item).getByRole('link', { name: 'Строки месяца: Отчёт агента за октябрь 2026' })).toHaveAttribute(
      'href',
      '/lk/statements?month=2026-10#statement-month',
    );
    expect(within(item).getByRole('link', { name: 'Договора нет в начислениях' })).toHaveAttribute('href', '/disputes/new');
  });

  it('says no objection period once a document is signed or accepted', async () => {
    fakeApi().on(listPeriodDocumentsRoute, {
      items: [
        buildDocument({
          id: 6,
          month: '2026-10',
          status: 'signed',
          signedAt: '2026-11-03T09:00:00.000Z',
          pdfUrl: '/api/documents/6/pdf',
        }),
        buildDocument({
          id: 4,
          month: '2026-09',
          title: 'Акт об оказании услуг за сентябрь 2026',
          kind: 'npd_act',
          status: 'accepted',
          pdfUrl: '/api/documents/4/pdf',
        }),
      ],
    });
    renderScreen(<PeriodDocuments />);

    const signed = await screen.findByRole('listitem', { name: 'Отчёт агента за октябрь 2026' });
    expect(within(signed).getByText('Подписан')).toBeInTheDocument();
    const accepted = screen.getByRole('listitem', { name: 'Акт об оказании услуг за сентябрь 2026' });
    expect(within(accepted).getByText('Принят без возражений')).toBeInTheDocument();
    expect(within(accepted).getByRole('link', { name: 'Скачать PDF' })).toHaveAttribute('href', '/api/documents/4/pdf');
    expect(screen.queryByText(/Возражения принимаются/)).not.toBeInTheDocument();
  });

  it('downloads the PDF through the API when clicked', async () => {
    const fake = fakeApi()
      .on(listPeriodDocumentsRoute, { items: [buildDocument()] })
      .on(periodDocumentPdfRoute, refusal(404, 'not_found', 'Документ не найден'));
    const { user } = renderScreen(<PeriodDocuments />);

    await user.click(await screen.findByRole('link', { name: 'Скачать PDF' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(fake.requests(periodDocumentPdfRoute).map((r) => r.params)).toEqual([{ id: '5' }]);
  });

  it('says when the documents will come while there are none', async () => {
    fakeApi().on(listPeriodDocumentsRoute, { items: [] });
    renderScreen(<PeriodDocuments />);

    expect(await screen.findByText('Документы появятся, когда программа закроет месяц.')).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Скачать PDF' })).not.toBeInTheDocument();
  });

  it('offers to try again when the documents failed to load', async () => {
    fakeApi().on(listPeriodDocumentsRoute, new Reply(500, { code: 'internal', message: 'Внутренняя ошибка' }));
    renderScreen(<PeriodDocuments />);

    expect(await screen.findByText('Не удалось загрузить документы.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });
});
