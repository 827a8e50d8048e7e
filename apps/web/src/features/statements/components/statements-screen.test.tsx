// «Выписки и справки» (/lk/statements) counts in one unit, roubles (docs/product.md §10.1: 1 балл =
// 1 ₽): the month's statement, the year's income statement and the documents of the closed months
// below them — the page as its route composes it.
import {
  getIncomeStatementRoute,
  getStatementRoute,
  listPeriodDocumentsRoute,
  type IncomeStatement,
  type PeriodDocument,
  type Statement,
} from '@cabinet/contracts/client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { moscowDay } from '@/lib/format';
import { fakeApi } from '@/testing/fake-api';
import { renderScreen } from '@/testing/render';
import { Stack } from '@/components/ui/stack';
import { PeriodDocuments } from './period-documents';
import { StatementsScreen } from './statements-screen';

const month = moscowDay().slice(0, 7);

const statement: Statement = {
  month,
  title: 'Октябрь 2026',
  regime: 'individual',
  accrued: 12_345,
  clawedBack: 700,
  adjusted: 0,
  paid: 10_000,
  paidToBank: 8_700,
  tax: 1_300,
  ndflWithheld: 1_300,
  ndflPaidByCompany: 0,
  taxNote: 'НДФЛ 1\u00a0300\u00a0₽ удержан из выплат месяца: компания перечислила его в налоговую.',
  debt: 200,
  openingBalance: 1_000,
  closingBalance: 2_445,
  lines: [
    {
      id: 1,
      date: `${month}-02T09:00:00.000Z`,
      amount: -700,
      category: 'withdrawal',
      status: 'Списано',
      title: 'Списание за расторгнутый договор',
      // As the API writes it for the statement: the history's «б.» read in roubles.
      description: 'Договор № 7 от 1 мая 2026 г.; не хватило баллов — 200\u00a0₽ в долг',
    },
  ],
  receipts: [],
};

const year: IncomeStatement = {
  year: Number(month.slice(0, 4)),
  regime: 'individual',
  total: 0,
  limit: 2_400_000,
  months: [{ month, title: 'Октябрь', paid: 10_000, income: 10_000, ndflWithheld: 1_300, ndflPaidByCompany: 0, npdIncome: 0 }],
  totals: { paid: 10_000, income: 10_000, ndflWithheld: 1_300, ndflPaidByCompany: 0, npdIncome: 0 },
  note: 'НДФЛ удержан из выплат года: самим платить не нужно.',
  receipts: [],
};

const document: PeriodDocument = {
  id: 5,
  month,
  title: 'Отчёт агента за октябрь 2026',
  kind: 'agent_report',
  status: 'awaiting',
  accrued: 12_345,
  paid: 10_000,
  tax: 1_300,
  createdAt: `${month}-02T09:00:00.000Z`,
  objectionUntil: `${month}-28T09:00:00.000Z`,
  signedAt: null,
  signature: null,
  hash: 'ab'.repeat(32),
  pdfUrl: '/api/documents/5/pdf',
};

/** An amount in points as formatPoints writes it: a digit, a (no-break) space and «б.». */
const IN_POINTS = /\d\s?б\./;

describe('«Выписки и справки»', () => {
  it('shows every amount on the page in roubles: the statement, the year and the closed months’ documents', async () => {
    fakeApi()
      .on(getStatementRoute, statement)
      .on(getIncomeStatementRoute, year)
      .on(listPeriodDocumentsRoute, { items: [document] });
    const { container } = renderScreen(
      <Stack>
        <StatementsScreen />
        <PeriodDocuments />
      </Stack>,
    );

    const item = await screen.findByRole('listitem', { name: 'Отчёт агента за октябрь 2026' });
    await screen.findByTestId('statement-tax');
    await screen.findByTestId('year-total-paid');
    expect(screen.getByTestId('statement-tax')).toHaveTextContent(/^1\s300\s₽$/);
    expect(within(item).getByText('Начислено').nextSibling).toHaveTextContent(/^12\s345\s₽$/);
    expect(within(item).getByText('Налог').nextSibling).toHaveTextContent(/^1\s300\s₽$/);
    expect(container.textContent).not.toMatch(IN_POINTS);
  });
});
