'use client';
// Tabs Все / Начисления / Списания, a date range (product §5 bounds) and the search box.
import type { HistoryFilter } from '@cabinet/contracts/client';
import { Field } from '@/components/field/field';
import { Tabs, type TabIds } from '@/components/tabs/tabs';
import { Button } from '@/components/ui/button';
import { balanceScreenTexts } from '../texts';
import { DATE_MAX, DATE_MIN } from '@/lib/validation';
import type { DateErrors, HistoryFilters } from '../history-filters';
import styles from './balance.module.css';

const t = balanceScreenTexts.history;
export const HISTORY_TABS: TabIds = { panelId: 'history-panel', idPrefix: 'history-tab' };
const TABS = (['all', 'accrual', 'withdrawal'] as const).map((value) => ({ value, label: t.tabs[value] }));

export interface HistoryFiltersFormProps {
  filters: HistoryFilters;
  errors: DateErrors;
  onChange: (next: HistoryFilters) => void;
}

export function HistoryFiltersForm({ filters, errors, onChange }: HistoryFiltersFormProps) {
  const set = (patch: Partial<HistoryFilters>) => onChange({ ...filters, ...patch });
  const dirty = filters.dateSince !== '' || filters.dateTo !== '' || filters.search !== '';
  return (
    <div className={styles.filters}>
      <Tabs<HistoryFilter>
        label={t.tabsLabel}
        items={TABS}
        value={filters.category}
        onChange={(category) => set({ category })}
        ids={HISTORY_TABS}
      />
      <div className={styles.fields} role="search">
        <DateField
          id="history-since"
          label={t.dateSince}
          value={filters.dateSince}
          error={errors.dateSince}
          onChange={(dateSince) => set({ dateSince })}
        />
        <DateField
          id="history-to"
          label={t.dateTo}
          value={filters.dateTo}
          error={errors.dateTo}
          onChange={(dateTo) => set({ dateTo })}
        />
        <Field id="history-search" label={t.search} className={styles.searchField}>
          {(control) => (
            <input
              {...control}
              className="input input-compact"
              type="search"
              maxLength={100}
              placeholder={t.searchPlaceholder}
              value={filters.search}
              onChange={(event) => set({ search: event.target.value })}
            />
          )}
        </Field>
      </div>
      {dirty ? (
        <div>
          <Button type="button" variant="link" onClick={() => onChange({ ...filters, dateSince: '', dateTo: '', search: '' })}>
            {t.reset}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function DateField({
  id,
  label,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error?: string;
  onChange: (v: string) => void;
}) {
  return (
    <Field id={id} label={label} error={error}>
      {(control) => (
        <input
          {...control}
          className="input input-compact"
          type="date"
          min={DATE_MIN}
          max={DATE_MAX}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
