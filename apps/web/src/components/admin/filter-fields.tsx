// The fields of a back-office filter bar: a choice among values (with "any"), a text, a date or an
// amount, and the bar's buttons. One shape for every list that filters (audit, desk, members).
import type { HTMLInputTypeAttribute } from 'react';
import { Field } from '../field/field';
import { adminCommon } from '@/lib/admin-messages';
import styles from './admin.module.css';

interface FilterOption {
  value: string;
  label: string;
}

/** Entries of a `{value: label}` table as options. */
export const optionsOf = (table: Readonly<Record<string, string>>): FilterOption[] =>
  Object.entries(table).map(([value, label]) => ({ value, label }));

/** A select; `anyLabel` adds the empty choice that means "no filter". */
export function SelectFilter({
  id,
  label,
  value,
  options,
  anyLabel,
  onChange,
}: {
  id: string;
  label: string;
  value: string | undefined;
  options: readonly FilterOption[];
  anyLabel?: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field id={id} label={label}>
      {(control) => (
        <select {...control} className="input" value={value ?? ''} onChange={(e) => onChange(e.target.value)}>
          {anyLabel !== undefined ? <option value="">{anyLabel}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A text, search or date input; `amount` keeps digits and one decimal point (a comma becomes one). */
export function InputFilter({
  id,
  label,
  value,
  type = 'text',
  amount = false,
  hint,
  onChange,
}: {
  id: string;
  label: string;
  value: string | number | undefined;
  hint?: string;
  type?: HTMLInputTypeAttribute;
  amount?: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <Field id={id} label={label} hint={hint}>
      {(control) => (
        <input
          {...control}
          className="input"
          type={type}
          {...(amount ? { inputMode: 'decimal' as const } : {})}
          value={value === undefined ? '' : String(value)}
          onChange={(e) => onChange(amount ? e.target.value.replace(',', '.').replace(/[^\d.]/g, '') : e.target.value)}
        />
      )}
    </Field>
  );
}

/** The bar's submit button, and a reset when the bar has one. */
export function FilterButtons({ onReset }: { onReset?: () => void }) {
  return (
    <div className={styles.filterButtons}>
      <button type="submit" className="button button-primary">
        {adminCommon.search}
      </button>
      {onReset ? (
        <button type="button" className="button button-secondary" onClick={onReset}>
          {adminCommon.reset}
        </button>
      ) : null}
    </div>
  );
}
