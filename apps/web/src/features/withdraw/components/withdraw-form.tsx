'use client';
// Step 1: where to (by SBP, to a card where the provider pays cards, to the account where the bank
// pays the self-employed), by SBP the bank and the
// phone (masked like the sign-in phone), the amount with 'Вся сумма'.
import { MIN_WITHDRAWAL_POINTS, type Bank, type PayoutAccount, type PayoutCard } from '@cabinet/contracts/client';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Field } from '@/components/field/field';
import { SubmitButton } from '@/components/form-actions/form-actions';
import { PhoneInput } from '@/components/phone-input/phone-input';
import { formatAmount, formatPoints } from '@/lib/format';
import { Card } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { withdrawTexts as t } from '../texts';
import { registerField } from '@/lib/register-field';
import type { WithdrawForm as Values } from '../schema';
import { BankPicker } from './bank-picker';
import { DestinationPicker } from './destination-picker';
import { SBP } from '../destination';
import styles from './withdraw.module.css';

interface WithdrawFormProps {
  form: UseFormReturn<Values>;
  available: number | null;
  /** The member's cards, where the provider pays cards; null: by SBP only, no choice shown. */
  cards: readonly PayoutCard[] | null;
  /** Paid only to a card (a self-employed member where the provider pays). */
  cardsOnly: boolean;
  /** Paid only to this account (a self-employed member where the bank's registry pays, decision 0057). */
  account: PayoutAccount | null;
  /** The form was focused: its rules start loading. */
  onFocus: () => void;
  onBank: (bank: Bank) => void;
  onValid: (values: Values) => void;
}

export function WithdrawForm({ form, available, cards, cardsOnly, account, onFocus, onBank, onValid }: WithdrawFormProps) {
  const { errors } = form.formState;
  const bySbp = form.watch('destination') === SBP;
  return (
    <Card
      as="form"
      method="post"
      className={`${styles.card} ${styles.form}`}
      onFocus={onFocus}
      onSubmit={(event) => void form.handleSubmit(onValid)(event)}
      noValidate
      aria-label={t.confirmHeading}
    >
      {cards || account ? (
        <Controller
          control={form.control}
          name="destination"
          render={({ field }) => (
            <DestinationPicker
              cards={cards ?? []}
              account={account}
              cardsOnly={cardsOnly}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
      ) : null}

      {bySbp ? (
        <>
          <Controller
            control={form.control}
            name="bankId"
            render={({ field }) => (
              <BankPicker
                value={field.value}
                error={errors.bankId?.message}
                onChange={(id, bank) => {
                  field.onChange(id);
                  onBank(bank);
                }}
              />
            )}
          />

          <Field id="withdraw-phone" label={t.phone} hint={t.phoneHint} error={errors.phone?.message}>
            {(control) => (
              <Controller control={form.control} name="phone" render={({ field }) => <PhoneInput {...control} {...field} />} />
            )}
          </Field>
        </>
      ) : null}

      <Field
        id="withdraw-amount"
        label={t.amount}
        hint={t.amountHint(formatPoints(MIN_WITHDRAWAL_POINTS))}
        error={errors.amount?.message}
      >
        {(control) => (
          <div className={styles.amountRow}>
            <input
              {...control}
              {...registerField(form, 'amount')}
              className="input"
              inputMode="decimal"
              autoComplete="off"
              placeholder={String(MIN_WITHDRAWAL_POINTS)}
            />
            <Button
              type="button"
              variant="secondary"
              disabled={!available}
              onClick={() => form.setValue('amount', amountInputValue(available), { shouldValidate: true, shouldDirty: true })}
            >
              {t.allAmount}
            </Button>
          </div>
        )}
      </Field>

      {/* Busy while the rules load (a slow network) and check: the press is seen at once. */}
      <SubmitButton block busy={form.formState.isSubmitting}>
        {t.next}
      </SubmitButton>
    </Card>
  );
}

/** The whole balance as the amount field takes it: '12 345,50 б.' is typed '12345,50'. */
function amountInputValue(available: number | null): string {
  return formatAmount(available).replace(/\u00a0/g, '');
}
