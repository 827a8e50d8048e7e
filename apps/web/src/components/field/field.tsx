// One labelled form control with its hint and its error, tied together for assistive technology: the
// label names the control, aria-describedby reads its error and then its hint, aria-invalid marks it,
// and an error is announced as it appears. role="alert" is the one error role of every form.
import type { ReactNode } from 'react';
import { keepEarlyInput } from '@/lib/early-input';
import { forms } from '@/lib/texts/common';
import { Skeleton } from '../skeleton/skeleton';
import styles from './field.module.css';

/** What the control needs from its field: spread it onto the input, select or textarea. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  /** Keeps what was typed or autofilled before the page's scripts ran (lib/early-input.ts). */
  ref: typeof keepEarlyInput;
}

interface FieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  /** Adds '(необязательно)' to the label. */
  optional?: boolean;
  /** Placement in the form's own layout (a grid column, for example). */
  className?: string | undefined;
  /** Renders the control with the id and the aria attributes it needs. */
  children: (control: ControlProps) => ReactNode;
}

export function Field({ id, label, error, hint, optional, className, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : null;
  const errorId = error ? `${id}-error` : null;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optional ? <span className={styles.optional}> ({forms.optional})</span> : null}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, ref: keepEarlyInput })}
      {hint ? (
        <p id={hintId!} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={errorId!}>{error}</FieldError> : null}
    </div>
  );
}

/** A group of controls under one legend (radio buttons, a list to pick from) with its hint and error. */
export function FieldGroup({
  id,
  legend,
  error,
  hint,
  children,
}: {
  id: string;
  legend: string;
  error?: string | undefined;
  hint?: string | undefined;
  children: ReactNode;
}) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={`${styles.field} ${styles.group}`} aria-describedby={describedBy}>
      <legend className={styles.label}>{legend}</legend>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </fieldset>
  );
}

/** A field's error, for a control laid out on its own (a checkbox before its label). */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.error} role="alert">
      {children}
    </p>
  );
}

/** A field's shape while its form loads: the label and the control, so nothing jumps when they come. */
export function FieldSkeleton() {
  return (
    <div className={styles.field} aria-hidden="true">
      <Skeleton width="40%" height={18} />
      <Skeleton height={48} radius="var(--radius-m)" />
    </div>
  );
}
