// The one-time code of a sign-in's code step: the member's code from the SMS and the operator's
// from the authenticator (and the authenticator's first code on /admin/setup). A large numeric field
// the browser offers to fill from the message (`one-time-code`), focused as the step opens.
import type { ChangeEvent, InputHTMLAttributes, Ref } from 'react';
import { Field } from '../field/field';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'inputMode' | 'autoComplete' | 'maxLength'>;

interface CodeFieldProps extends InputProps {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  maxLength: number;
  /** Keeps only the digits of what is typed or pasted ('123 456' → '123456'). */
  digitsOnly?: boolean;
  /** The input's ref (a step that focuses its field when it is wrong). */
  inputRef?: Ref<HTMLInputElement>;
}

export function CodeField({
  id,
  label,
  hint,
  error,
  maxLength,
  digitsOnly = false,
  className,
  onChange,
  inputRef,
  ...input
}: CodeFieldProps) {
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    if (digitsOnly) event.target.value = event.target.value.replace(/\D/g, '');
    onChange?.(event);
  };
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          autoFocus
          {...input}
          {...(inputRef ? { ref: inputRef } : {})}
          onChange={change}
          className={className ? `input input-large ${className}` : 'input input-large'}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={maxLength}
        />
      )}
    </Field>
  );
}
