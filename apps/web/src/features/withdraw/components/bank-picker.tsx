'use client';
// The SBP bank list with a search box; the banks are radio buttons, so the choice is one keyboard stop.
import type { Bank } from '@cabinet/contracts/client';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { FieldGroup } from '@/components/field/field';
import { QueryState } from '@/components/query-state/query-state';
import { Skeleton } from '@/components/skeleton/skeleton';
import { errors } from '@/lib/texts/common';
import { withdrawTexts as t } from '../texts';
import { withdrawQueries } from '../queries';
import { RadioList } from './radio-list';
import styles from './withdraw.module.css';

interface BankPickerProps {
  value: string;
  onChange: (bankId: string, bank: Bank) => void;
  error?: string;
}

const matches = (bank: Bank, needle: string) =>
  needle === '' || bank.name.toLowerCase().includes(needle) || bank.shortName.toLowerCase().includes(needle);

export function BankPicker({ value, onChange, error }: BankPickerProps) {
  const banks = useQuery(withdrawQueries.banks());
  const [search, setSearch] = useState('');
  const needle = useDeferredValue(search.trim().toLowerCase());
  const all = banks.data?.banks.items ?? [];
  // The chosen bank stays in view even when the search no longer matches it.
  const shown = all.filter((b) => matches(b, needle) || b.id === value);

  return (
    <FieldGroup id="bank" legend={t.bank} error={error}>
      <QueryState
        query={banks}
        loadingText={t.loading}
        skeleton={
          <div aria-busy="true">
            <Skeleton height={48} radius="var(--radius-m)" />
            <div style={{ height: 8 }} />
            <Skeleton height={200} radius="var(--radius-m)" />
          </div>
        }
        errorText={errors.banks}
      >
        <>
          <label htmlFor="bank-search" className="visually-hidden">
            {t.bankSearch}
          </label>
          <input
            id="bank-search"
            className="input"
            type="search"
            placeholder={t.bankSearchPlaceholder}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            aria-describedby="bank-count"
            autoComplete="off"
          />
          <p id="bank-count" className="visually-hidden" aria-live="polite">
            {t.banksFound(shown.length)}
          </p>
          {shown.length === 0 ? (
            <p className={styles.bankNote}>{t.bankNone}</p>
          ) : (
            <RadioList
              name="bankId"
              options={shown.map((b) => ({ value: b.id, label: b.name }))}
              value={value}
              onChange={(id) =>
                onChange(
                  id,
                  shown.find((b) => b.id === id)!,
                )
              }
            />
          )}
        </>
      </QueryState>
    </FieldGroup>
  );
}
