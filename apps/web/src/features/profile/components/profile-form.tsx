// A section's form: its fields in the section's grid, whatever follows them (the consent), and the
// save bar that announces the result.
import type { ReactNode } from 'react';
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';
import type { SaveStatus } from '../section-form';
import { SaveBar } from './save-bar';
import styles from './profile.module.css';

interface ProfileFormProps<TInput extends FieldValues, TOutput> {
  form: UseFormReturn<TInput, unknown, TOutput>;
  onValid: SubmitHandler<TOutput>;
  onInvalid: () => void;
  /** The form was focused: its rules start loading. */
  onFocus: () => void;
  status: SaveStatus;
  /** The fields, laid out in one or two columns as the section is wide. */
  children: ReactNode;
  /** What stands between the fields and the save button. */
  after?: ReactNode;
}

export function ProfileForm<TInput extends FieldValues, TOutput>({
  form,
  onValid,
  onInvalid,
  onFocus,
  status,
  children,
  after,
}: ProfileFormProps<TInput, TOutput>) {
  return (
    <form
      method="post"
      className={styles.form}
      noValidate
      onFocus={onFocus}
      onSubmit={(e) => void form.handleSubmit(onValid, onInvalid)(e)}
    >
      <div className={styles.grid}>{children}</div>
      {after}
      <SaveBar submitting={form.formState.isSubmitting} status={status} />
    </form>
  );
}
