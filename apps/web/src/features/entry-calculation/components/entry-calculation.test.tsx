import { entryCalculationRoute, type EntryCalculation as Calculation } from '@cabinet/contracts/client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, Reply } from '@/testing/fake-api';
import { renderScreen } from '@/testing/render';
import { EntryCalculation } from './entry-calculation';

const reward: Calculation = {
  entryId: 41,
  date: '2026-09-12T09:00:00.000Z',
  amount: 700,
  title: 'Вознаграждение по договору',
  description: 'Договор № ЯР-7 от 12.09.2026, Белова Нина Игоревна',
  contract: {
    number: 'ЯР-7',
    clientName: 'Белова Нина Игоревна',
    signedOn: '2026-09-12',
    tariff: 'Семейный',
    status: 'active',
    cancelledAt: null,
  },
  tier: {
    month: '2026-09',
    position: 6,
    minContracts: 5,
    reward: 700,
    table: [
      { minContracts: 1, reward: 500 },
      { minContracts: 5, reward: 700 },
      { minContracts: 10, reward: 1000 },
    ],
  },
  import: { id: 12, at: '2026-09-13T07:00:00.000Z' },
  claim: null,
  disputes: [],
};

describe('«Как посчитано» of a history line', () => {
  it('says the place in the month, marks the level that paid and offers a dispute', async () => {
    fakeApi().on(entryCalculationRoute, reward);
    renderScreen(<EntryCalculation id={41} />);
    expect(await screen.findByText(/6-й договор за сентябрь 2026/i)).toBeInTheDocument();
    expect(screen.getByText(/от 5 договоров — 700 б\. за договор/)).toBeInTheDocument();
    const applied = screen.getByRole('row', { current: true });
    expect(within(applied).getByText(/ваш уровень/)).toBeInTheDocument();
    expect(within(applied).getByText('700 б.')).toBeInTheDocument();
    expect(screen.getByText('Семейный')).toBeInTheDocument();
    expect(screen.getByText('№ 12 от 13.09.2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Оспорить' })).toHaveAttribute('href', '/disputes/new?entry=41');
  });

  it('names the line’s disputes and offers no second one while one is open', async () => {
    fakeApi().on(entryCalculationRoute, {
      ...reward,
      disputes: [
        { id: 3, status: 'refused', creditedAmount: null },
        { id: 5, status: 'need_info', creditedAmount: null },
      ],
    });
    renderScreen(<EntryCalculation id={41} />);
    expect(await screen.findByRole('link', { name: 'Спор №\u00a05: нужна информация' })).toHaveAttribute('href', '/disputes/5');
    expect(screen.queryByRole('link', { name: 'Оспорить' })).not.toBeInTheDocument();
  });

  it('a line without a contract says there is nothing more to it', async () => {
    fakeApi().on(entryCalculationRoute, { ...reward, contract: null, tier: null, import: null, title: 'Корректировка баланса' });
    renderScreen(<EntryCalculation id={41} />);
    expect(await screen.findByText(/Подробностей у этой строки нет/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('a contract a credited claim brought says so instead of a level of the month', async () => {
    fakeApi().on(entryCalculationRoute, {
      ...reward,
      title: 'Начисление по спору № 7',
      tier: null,
      import: null,
      claim: { disputeId: 7 },
      disputes: [{ id: 7, status: 'credited', creditedAmount: 700 }],
    });
    renderScreen(<EntryCalculation id={41} />);
    expect(await screen.findByRole('heading', { name: 'Откуда договор' })).toBeInTheDocument();
    expect(screen.getByText(/Договор внесён по вашей заявке \(спор №\s7\)/)).toBeInTheDocument();
    expect(screen.queryByText(/Ни один уровень не достигнут/)).not.toBeInTheDocument();
  });

  it('a supervisor’s override names the agent, their contract and reward, the percent and the share — not the client', async () => {
    const override: Calculation = {
      ...reward,
      amount: 62.51,
      title: 'Вознаграждение руководителя',
      description: 'Договор № ЯР-7 от 12.09.2026 агента Петрова А.: 12,5 % от 500,04 б.',
      contract: null,
      tier: null,
      import: null,
      override: {
        agentName: 'Петрова А.',
        teamName: 'Команда на Ленина',
        contractNumber: 'ЯР-7',
        signedOn: '2026-09-12',
        contractStatus: 'active',
        cancelledAt: null,
        agentReward: 500.04,
        percent: 12.5,
        share: 62.51,
      },
    };
    fakeApi().on(entryCalculationRoute, override);
    const { unmount } = renderScreen(<EntryCalculation id={41} />);
    const how = await screen.findByRole('region', { name: 'Как посчитано' });
    expect(within(how).getByText('Петрова А.')).toBeInTheDocument();
    expect(within(how).getByText('Команда на Ленина')).toBeInTheDocument();
    expect(within(how).getByText('№ ЯР-7 от 12.09.2026')).toBeInTheDocument();
    expect(within(how).getByText('12,5 %')).toBeInTheDocument();
    expect(
      within(how).getByText(/^500,04 б\. × 12,5 % = 62,51 б\. \(округлено до копейки, половина — вверх\)\.$/),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Откуда начисление' })).toBeInTheDocument();
    expect(screen.queryByText(/Белова/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Подробностей у этой строки нет/)).not.toBeInTheDocument();
    unmount();

    // Its taking back says the contract was cancelled.
    fakeApi().on(entryCalculationRoute, {
      ...override,
      amount: -62.51,
      title: 'Списание вознаграждения руководителя',
      override: { ...override.override!, contractStatus: 'terminated', cancelledAt: '2026-10-02T09:00:00.000Z' },
    });
    renderScreen(<EntryCalculation id={41} />);
    expect(
      await screen.findByText('Договор расторгнут 02.10.2026: доля списана вместе с вознаграждением агента.'),
    ).toBeInTheDocument();
  });

  it('another member’s line, or an address that names none, is not found', async () => {
    fakeApi().on(entryCalculationRoute, new Reply(404, { code: 'not_found', message: 'Строка истории не найдена' }));
    const { unmount } = renderScreen(<EntryCalculation id={41} />);
    expect(await screen.findByText('Строка не найдена')).toBeInTheDocument();
    unmount();
    renderScreen(<EntryCalculation id={null} />);
    expect(screen.getByText('Строка не найдена')).toBeInTheDocument();
  });
});
