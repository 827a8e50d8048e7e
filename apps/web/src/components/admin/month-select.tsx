'use client';
// A month of the back office's figures chosen from a list around this month (Moscow), named in Russian
// («Ноябрь 2026»): the tier table's month and the dealers' targets' month.
import { useId } from 'react';
import { Field } from '@/components/field/field';
import { monthOptions, shiftMonth } from '@/lib/month-options';

export function MonthSelect(props: {
  label: string;
  value: string;
  onChange: (month: string) => void;
  /** This month, 'YYYY-MM' (Moscow). */
  thisMonth: string;
  /** Months offered after this one and before it. */
  ahead: number;
  back: number;
}) {
  const id = useId();
  return (
    <Field id={`${id}-month`} label={props.label}>
      {(control) => (
        <select {...control} className="input" value={props.value} onChange={(e) => props.onChange(e.target.value)}>
          {monthOptions(shiftMonth(props.thisMonth, props.ahead), props.ahead + 1 + props.back).map((m) => (
            <option key={m.value} value={m.value}>
              {m.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
