'use client';
// Step 1: bank, SBP phone (masked like the sign-in phone), amount with 'Вся сумма'.
import { PHONE_PLACEHOLDER, type Bank } from '@cabinet/contracts';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { formatAmount, formatPoints } from '@/lib/format';
import { withdrawTexts as t } from '@/lib/messages';
import { nextPhoneValue } from '@/lib/validation';
import { MIN_WITHDRAWAL_POINTS } from '@cabinet/contracts';
import type { WithdrawForm as Values } from '../schema';
import { BankPicker } from './bank-picker';
import styles from './withdraw.module.css';

export interface WithdrawFormProps {
  form: UseFormReturn<Values>;
  available: number | null;
  onBank: (bank: Bank) => void;
  onValid: (values: Values) => void;
}

export function WithdrawForm({ form, available, onBank, onValid }: WithdrawFormProps) {
  const { errors } = form.formState;
  return (
    <form
      className={`${styles.card} ${styles.form}`}
      onSubmit={(event) => void form.handleSubmit(onValid)(event)}
      noValidate
      aria-label={t.confirmHeading}
    >
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

      <div className={styles.field}>
        <label htmlFor="withdraw-phone" className={styles.label}>
          {t.phone}
        </label>
        <Controller
          control={form.control}
          name="phone"
          render={({ field }) => (
            <input
              id="withdraw-phone"
              ref={field.ref}
              name={field.name}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(nextPhoneValue(field.value, event.target.value))}
              className={styles.input}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder={PHONE_PLACEHOLDER}
              aria-invalid={errors.phone ? true : undefined}
              aria-describedby={errors.phone ? 'withdraw-phone-hint withdraw-phone-error' : 'withdraw-phone-hint'}
            />
          )}
        />
        <p id="withdraw-phone-hint" className={styles.hint}>
          {t.phoneHint}
        </p>
        {errors.phone ? (
          <p id="withdraw-phone-error" className={styles.fieldError} role="alert">
            {errors.phone.message}
          </p>
        ) : null}
      </div>

      <div className={styles.field}>
        <label htmlFor="withdraw-amount" className={styles.label}>
          {t.amount}
        </label>
        <div className={styles.amountRow}>
          <input
            id="withdraw-amount"
            {...form.register('amount')}
            className={styles.input}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder={String(MIN_WITHDRAWAL_POINTS)}
            aria-invalid={errors.amount ? true : undefined}
            aria-describedby={errors.amount ? 'withdraw-amount-hint withdraw-amount-error' : 'withdraw-amount-hint'}
          />
          <button
            type="button"
            className="button button-secondary"
            disabled={!available}
            onClick={() =>
              form.setValue('amount', formatAmount(available).replace(/\u00a0/g, ''), { shouldValidate: true, shouldDirty: true })
            }
          >
            {t.allAmount}
          </button>
        </div>
        <p id="withdraw-amount-hint" className={styles.hint}>
          {t.amountHint(formatPoints(MIN_WITHDRAWAL_POINTS))}
        </p>
        {errors.amount ? (
          <p id="withdraw-amount-error" className={styles.fieldError} role="alert">
            {errors.amount.message}
          </p>
        ) : null}
      </div>

      <button type="submit" className="button button-primary button-block">
        {t.next}
      </button>
    </form>
  );
}
