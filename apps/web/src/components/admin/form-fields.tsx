'use client';
// A back-office form's fields bound to its react-hook-form form: the label, hint and error of Field,
// the control registered by name (its value in the HTML, what was typed before the scripts kept:
// lib/register-field.ts). One shape for every form of the back office (decision 0028).
import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { Controller, get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { Field, FieldGroup } from '../field/field';
import { PhoneInput } from '../phone-input/phone-input';
import { registerField } from '@/lib/register-field';
import styles from './admin.module.css';

/** The reasons of the back office's decisions are free text of at most 500 characters (the contracts'). */
const REASON_MAX = 500;

interface BoundProps<T extends FieldValues> {
  // `any`: the form's transformed output type does not matter to a field, only its inputs do.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: UseFormReturn<T, any, any>;
  name: Path<T>;
  label: string;
  hint?: string | undefined;
  optional?: boolean;
}

/** The error react-hook-form holds for a field (its own check or the API's refusal). */
export function fieldError<T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>, name: Path<T>): string | undefined {
  return (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'form'>;

export function TextField<T extends FieldValues>({ form, name, label, hint, optional, ...input }: BoundProps<T> & InputProps) {
  const id = useId();
  return (
    <Field id={id} label={label} hint={hint} optional={optional} error={fieldError(form, name)}>
      {(control) => <input {...control} className="input" {...input} {...registerField(form, name)} />}
    </Field>
  );
}

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id' | 'form'>;

export function TextAreaField<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  optional,
  className,
  ...textarea
}: BoundProps<T> & TextAreaProps) {
  const id = useId();
  return (
    <Field id={id} label={label} hint={hint} optional={optional} error={fieldError(form, name)}>
      {(control) => (
        <textarea
          {...control}
          className={className ? `input ${className}` : 'input'}
          {...textarea}
          {...registerField(form, name)}
        />
      )}
    </Field>
  );
}

/** The written reason of a decision (a rejection, a block, an adjustment). */
export function ReasonField<T extends FieldValues>(props: BoundProps<T>) {
  return <TextAreaField {...props} rows={3} maxLength={REASON_MAX} />;
}

/** A choice among fixed values. */
export function SelectField<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  optional,
  options,
}: BoundProps<T> & { options: readonly { value: string; label: string }[] }) {
  const id = useId();
  return (
    <Field id={id} label={label} hint={hint} optional={optional} error={fieldError(form, name)}>
      {(control) => (
        <select {...control} className="input" {...registerField(form, name)}>
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

/**
 * Several of fixed values, a checkbox each under the group's legend: the form holds the values ticked,
 * as a list (react-hook-form's checkboxes of one name). The ticks are in the HTML too (decision 0025).
 */
export function CheckboxesField<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  options,
}: Omit<BoundProps<T>, 'optional'> & { options: readonly { value: string; label: string }[] }) {
  const id = useId();
  const ticked: unknown = form.getValues(name);
  return (
    <FieldGroup id={id} legend={label} hint={hint} error={fieldError(form, name)}>
      <div className={styles.choiceList}>
        {options.map((o) => (
          <label key={o.value} className={styles.choice}>
            <input
              type="checkbox"
              value={o.value}
              defaultChecked={Array.isArray(ticked) && ticked.includes(o.value)}
              {...form.register(name)}
            />
            {o.label}
          </label>
        ))}
      </div>
    </FieldGroup>
  );
}

/** A Russian mobile number, masked as it is typed ('+7 (900) 123-45-67'); the form holds what is shown. */
export function PhoneField<T extends FieldValues>({ form, name, label, hint, optional }: BoundProps<T>) {
  const id = useId();
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Field id={id} label={label} hint={hint} optional={optional} error={fieldError(form, name)}>
          {(control) => (
            <PhoneInput {...control} className="input" value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
          )}
        </Field>
      )}
    />
  );
}
