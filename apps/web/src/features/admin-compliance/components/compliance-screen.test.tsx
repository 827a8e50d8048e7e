import { complianceRoute, type ComplianceReport } from '@cabinet/contracts/client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { renderScreen } from '@/testing/render';
import { ComplianceScreen } from './compliance-screen';

const person = (n: number) => ({ memberId: `m-${n}`, fullName: `Участник ${n}`, phone: `7900000000${n}` });

function report(year: number, over: Partial<ComplianceReport> = {}): ComplianceReport {
  return {
    year,
    npd: {
      counted: 1,
      state: 'clear',
      agents: [
        { ...person(1), inn: '500100732259', since: '2026-03-01', months: 8, paidLastYear: 420_000, monthlyAverage: 52_500 },
      ],
    },
    formerEmployees: [{ ...person(2), endedOn: '2025-06-30', paidOrders: 2, paid: 3_000, paidAsNpd: 1_000 }],
    lostStatus: [],
    contributions: {
      rates: { rate: 30, baseLimit: 2_979_000, rateAbove: 15.1, source: 'Ст.\u00a0425 НК РФ' },
      members: [{ ...person(3), income: 10_000, contributions: 3_000 }],
      income: 10_000,
      total: 3_000,
    },
    ...over,
  };
}

describe('the compliance view', () => {
  it('shows each section of the year and another year on choosing it', async () => {
    const fake = fakeApi().on(complianceRoute, ({ query }) =>
      query.get('year') === '2026'
        ? report(2026)
        : report(2025, {
            contributions: {
              rates: null,
              members: [{ ...person(4), income: 500, contributions: null }],
              income: 500,
              total: null,
            },
          }),
    );
    const { user, container } = renderScreen(<ComplianceScreen thisYear={2026} />);

    const npd = (await screen.findByRole('heading', { name: 'Самозанятые: индикатор Минтруда' })).closest('section')!;
    expect(within(npd).getByText('Подходят под условия: 1 самозанятый.')).toBeInTheDocument();
    expect(
      within(npd).getByText(/^Признак — больше 35 самозанятых, каждый дольше 3 месяцев и в среднем больше 35\s000\s₽ в месяц/),
    ).toBeInTheDocument();
    expect(within(npd).getByText(/^52\s500\s₽$/)).toBeInTheDocument();
    const former = screen.getByRole('heading', { name: 'Бывшие работники' }).closest('section')!;
    expect(within(former).getByText('30.06.2025')).toBeInTheDocument();
    const lost = screen.getByRole('heading', { name: 'Утрачен статус самозанятого' }).closest('section')!;
    expect(within(lost).getByText('Таких участников нет.')).toBeInTheDocument();
    const paid = screen.getByRole('heading', { name: 'Страховые взносы по договорам ГПХ' }).closest('section')!;
    expect(
      within(paid).getByText(
        '30\u00a0% до 2\u00a0979\u00a0000\u00a0₽ в год на человека, 15,1\u00a0% сверх. Ст.\u00a0425 НК РФ.',
        { normalizer: (t) => t },
      ),
    ).toBeInTheDocument();
    expect(within(paid).getByText(/^Доход 10\s000\s₽, взносы 3\s000\s₽$/)).toBeInTheDocument();
    // One unit on the screen: its rules are in roubles, so is every amount read against them.
    expect(container.textContent).not.toMatch(/\d\sб\./);

    await user.selectOptions(screen.getByLabelText('Год'), '2025');
    expect(await screen.findByText('Ставки на этот год не заданы: взносы не посчитаны.')).toBeInTheDocument();
    expect(fake.requests(complianceRoute).map((r) => r.query.get('year'))).toEqual(['2026', '2025']);
  });
});
