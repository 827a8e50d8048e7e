// «Сверка выплат» counts in one unit, roubles (docs/product.md §10.1: 1 балл = 1 ₽): the provider's
// balance, an order's amount beside our and the provider's sums of a difference, a bank registry's sum.
import {
  getPayoutRailRoute,
  listPayoutDifferencesRoute,
  type PayoutDifference,
  type PayoutRailResponse,
} from '@cabinet/contracts/client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { renderScreen } from '@/testing/render';
import { ReconciliationScreen } from './reconciliation-screen';

const rail: PayoutRailResponse = {
  rail: 'provider',
  provider: { name: 'yookassa', title: 'ЮKassa' },
  bank: { name: 'tbank', title: 'Т\u2011Банк' },
  registries: [
    {
      id: 3,
      bankRegistryId: 77,
      state: 'paying',
      stateText: 'Оплачивается',
      payouts: 2,
      amount: 25_000,
      lastError: null,
      createdAt: '2026-11-20T09:00:00.000Z',
    },
  ],
  balance: { amount: 150_000, checkedAt: '2026-11-20T09:00:00.000Z', low: false, warningBelow: 100_000 },
  inFlight: 1,
  openDifferences: 1,
};

const difference: PayoutDifference = {
  id: 1,
  orderId: 12,
  providerPayoutId: 'po-1',
  kind: 'amount',
  text: 'Сумма у платёжного сервиса не та, что в заявке',
  ours: '1003.00',
  theirs: '1000.00',
  foundAt: '2026-11-20T09:00:00.000Z',
  order: { amount: 1_003, statusText: 'Выплачено' },
  payoutStateText: 'Выплачено',
};

describe('«Сверка выплат»', () => {
  it('shows every amount in roubles: the balance, an order beside the provider’s sum, a registry', async () => {
    fakeApi()
      .on(getPayoutRailRoute, rail)
      .on(listPayoutDifferencesRoute, { items: [difference] });
    const { container } = renderScreen(<ReconciliationScreen />);

    const row = await screen.findByRole('row', { name: /№\s12/ });
    // The order's amount and our sum of the difference: the same figure, in the same unit.
    expect(within(row).getAllByText(/^1\s003\s₽$/)).toHaveLength(2);
    expect(within(row).getByText(/^1\s000\s₽$/)).toBeInTheDocument();
    const registries = screen.getByRole('table', { name: /Реестры выплат самозанятым/ });
    expect(within(registries).getByText(/^25\s000\s₽$/)).toBeInTheDocument();
    expect(screen.getByText(/^150\s000\s₽$/)).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/\d\sб\./);
  });
});
