import { regimeUnverifiedText, withdrawalPreviewRoute, type WithdrawalPreview } from '@cabinet/contracts/client';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { renderScreen } from '@/testing/render';
import { TaxLines } from './tax-lines';

const preview = (p: Partial<WithdrawalPreview>): WithdrawalPreview => ({
  amount: 1000,
  toBank: 870,
  withheld: 130,
  paidByCompany: 0,
  payer: 'member',
  regime: 'individual',
  declaredRegime: 'individual',
  regimeNote: null,
  resident: true,
  parts: [{ rate: 13, base: 1000, tax: 130 }],
  incomeThisYear: 0,
  ...p,
});

// A declared ИП not yet verified is taxed as an individual (decision 0043): the confirmation says why.
describe('the withdrawal’s tax lines', () => {
  it('say why a declared regime does not apply yet, above the НДФЛ withheld', async () => {
    const note = regimeUnverifiedText('entrepreneur', 'egrip_not_found');
    fakeApi().on(withdrawalPreviewRoute, preview({ declaredRegime: 'entrepreneur', regimeNote: note }));
    renderScreen(<TaxLines amount={1000} />);
    expect(await screen.findByTestId('withdraw-regime-note')).toHaveTextContent(note);
    expect(screen.getByTestId('confirm-to-bank')).toHaveTextContent(/870/);
  });

  it('say nothing of it when the regime applies', async () => {
    fakeApi().on(withdrawalPreviewRoute, preview({}));
    renderScreen(<TaxLines amount={1000} />);
    await screen.findByTestId('confirm-to-bank');
    expect(screen.queryByTestId('withdraw-regime-note')).not.toBeInTheDocument();
  });
});
