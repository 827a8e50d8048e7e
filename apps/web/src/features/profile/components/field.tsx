// One labelled form control with its hint and its error, tied together for screen readers.
import type { ReactNode } from 'react';
import { profileTexts } from '@/lib/messages';
import styles from './profile.module.css';

export interface ControlAria {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  optional?: boolean;
  wide?: boolean;
  /** Renders the control with the id and aria attributes it needs. */
  children: (aria: ControlAria) => ReactNode;
}

export function Field({ id, label, error, hint, optional, wide, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : null;
  const errorId = error ? `${id}-error` : null;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`${styles.field} ${wide ? styles.wide : ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optional ? <span className={styles.optional}> ({profileTexts.optional})</span> : null}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId!} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId!} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
