'use client';
// A list's filter bar: a react-hook-form form checked by the list route's own query schema (loaded
// when the bar is first focused or checked, decision 0022), applied
// to the URL by «Найти» (or at once, for a bar without buttons). It shows what the URL says, again
// after the back button; a range whose start passes its end is refused with a message of its own
// instead of asking the API for a list that cannot hold anything (decision 0028).
import { useId } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import type * as z from 'zod/mini';
import { Button } from '@/components/ui/button';
import { Field } from '../../field/field';
import { adminCommon } from '../texts';
import styles from '../admin.module.css';
import type { LazyModule } from '@/lib/lazy-resolver';
import type { ListValues } from './list-query';
import type { ListUrl } from './use-list-url';

export interface FilterOption {
  value: string;
  label: string;
}

export type FilterField =
  | { name: string; label: string; kind: 'select'; options: readonly FilterOption[]; anyLabel?: string }
  | { name: string; label: string; kind: 'text' | 'search' | 'date' | 'amount'; hint?: string };

/** Two fields of a range: the `from` may not pass the `to` (dates, amounts). */
export interface FilterRange {
  from: string;
  to: string;
  message: string;
}

type Values = Record<string, string>;

/** Entries of a `{value: label}` table as options. */
export const optionsOf = (table: Readonly<Record<string, string>>): FilterOption[] =>
  Object.entries(table).map(([value, label]) => ({ value, label }));

/** The bar's submit button, and a reset when the bar has one. */
function FilterButtons({ onReset }: { onReset: (() => void) | undefined }) {
  return (
    <div className={styles.filterButtons}>
      <Button type="submit" variant="primary">
        {adminCommon.search}
      </Button>
      {onReset ? (
        <Button type="button" variant="secondary" onClick={onReset}>
          {adminCommon.reset}
        </Button>
      ) : null}
    </div>
  );
}

/** '1 250,5' as typed → '1250.5': digits and one decimal point. */
const amountText = (text: string) => text.replace(',', '.').replace(/[^\d.]/g, '');

const passes = (from: string, to: string) => {
  const [a, b] = [Number(from), Number(to)];
  // ISO dates are not numbers and compare as text.
  return Number.isFinite(a) && Number.isFinite(b) ? a > b : from > to;
};

function filterResolver(schema: LazyModule<z.ZodMiniType>, ranges: readonly FilterRange[]): Resolver<Values> {
  return async (values) => {
    const given = Object.fromEntries(
      Object.entries(values)
        .map(([name, value]) => [name, value.trim()] as const)
        .filter(([, value]) => value !== ''),
    );
    const errors: FieldErrors<Values> = {};
    const parsed = (await schema.get()).safeParse(given);
    if (!parsed.success)
      for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= { type: issue.code, message: issue.message };
    for (const { from, to, message } of ranges)
      if (!errors[from] && !errors[to] && given[from] && given[to] && passes(given[from], given[to]))
        errors[to] = { type: 'range', message };
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values: given, errors: {} };
  };
}

export interface FilterBarOptions {
  /** The list route's query schema, loaded on first use: what the API accepts is what the bar accepts. */
  schema: LazyModule<z.ZodMiniType>;
  fields: readonly FilterField[];
  ranges?: readonly FilterRange[];
  /** Offers «Сбросить» beside «Найти». */
  resettable?: boolean;
  /** Applies each change at once, without buttons (a bar of one select). */
  auto?: boolean;
  /** Called as a new filter is applied or the bar is reset (a selection of the old page goes). */
  onApply?: () => void;
  className?: string | undefined;
}

export function FilterBar({
  list,
  schema,
  fields,
  ranges = [],
  resettable = false,
  auto = false,
  onApply,
  className = styles.filters,
}: FilterBarOptions & { list: Pick<ListUrl<unknown>, 'values' | 'apply' | 'reset'> }) {
  const id = useId();
  const blank = Object.fromEntries(fields.map((f) => [f.name, '']));
  const form = useForm<Values>({ values: { ...blank, ...(list.values as Values) }, resolver: filterResolver(schema, ranges) });
  const shown = useWatch({ control: form.control });
  const { errors } = form.formState;
  const apply = form.handleSubmit((values: ListValues) => {
    onApply?.();
    // The URL's other values (a tab's) stay; this bar's own are what it holds, emptied ones too.
    list.apply({ ...list.values, ...blank, ...values });
  });

  return (
    // A GET form of the list's own URL with the query's names: sent before the page's scripts have run,
    // the browser itself asks for the same list (decision 0045).
    <form className={className} method="get" onSubmit={(e) => void apply(e)} onFocus={schema.preload} role="search" noValidate>
      {fields.map((f) => {
        const registration = form.register(f.name, {
          onChange: () => {
            if (auto) void apply();
          },
        });
        return (
          <Field
            key={f.name}
            id={`${id}-${f.name}`}
            label={f.label}
            hint={f.kind === 'select' ? undefined : f.hint}
            error={errors[f.name]?.message}
          >
            {(control) =>
              f.kind === 'select' ? (
                // Controlled by the form's value: the options may come after it (a list of banks).
                <select {...control} {...registration} className="input" value={shown[f.name] ?? ''}>
                  {f.anyLabel !== undefined ? <option value="">{f.anyLabel}</option> : null}
                  {f.options.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  {...control}
                  {...registration}
                  className="input"
                  type={f.kind === 'amount' ? 'text' : f.kind}
                  {...(f.kind === 'amount' ? { inputMode: 'decimal' as const } : {})}
                  onChange={(e) => {
                    if (f.kind === 'amount') e.target.value = amountText(e.target.value);
                    return registration.onChange(e);
                  }}
                />
              )
            }
          </Field>
        );
      })}
      {auto ? null : (
        <FilterButtons
          onReset={
            resettable
              ? () => {
                  onApply?.();
                  list.reset();
                }
              : undefined
          }
        />
      )}
    </form>
  );
}
