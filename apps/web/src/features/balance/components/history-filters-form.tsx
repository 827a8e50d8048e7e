'use client';
// Tabs Все / Начисления / Списания, a date range (spec §5 bounds) and the search box.
import type { HistoryFilter } from '@cabinet/contracts';
import { Tabs } from '@/components/tabs/tabs';
import { balanceScreenTexts } from '@/lib/messages';
import { DATE_MAX, DATE_MIN } from '@/lib/validation';
import type { DateErrors, HistoryFilters } from '../history-filters';
import styles from './balance.module.css';

const t = balanceScreenTexts.history;
export const HISTORY_PANEL_ID = 'history-panel';
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
        panelId={HISTORY_PANEL_ID}
        idPrefix="history-tab"
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
        <div className={`${styles.field} ${styles.searchField}`}>
          <label htmlFor="history-search" className={styles.label}>
            {t.search}
          </label>
          <input
            id="history-search"
            className={styles.input}
            type="search"
            maxLength={100}
            placeholder={t.searchPlaceholder}
            value={filters.search}
            onChange={(event) => set({ search: event.target.value })}
          />
        </div>
      </div>
      {dirty ? (
        <div>
          <button
            type="button"
            className="button button-link"
            onClick={() => onChange({ ...filters, dateSince: '', dateTo: '', search: '' })}
          >
            {t.reset}
          </button>
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
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        type="date"
        min={DATE_MIN}
        max={DATE_MAX}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p id={`${id}-error`} className={styles.fieldError} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
