'use client';
// A sign-in step's one field, as react-hook-form handled it before: checked when the form is sent,
// then again at every change; the field focused when it is wrong; busy while the step's call runs;
// reset to a value with its error and its "sent" state gone. Without the library's ~14 kB gzip in
// /login's first load (decision 0022).
import { useRef, useState, type FormEvent } from 'react';
import { keepEarlyInput } from '@/lib/early-input';
import type { Checked } from './rules';

/** `refused`: the message the server gave for `initial` when the browser sent the form itself. */
export function useStepForm(initial: string, check: (value: string) => Checked, refused?: string | null) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | undefined>(refused ?? undefined);
  const [sent, setSent] = useState(Boolean(refused));
  const [submitting, setSubmitting] = useState(false);
  const input = useRef<HTMLInputElement | null>(null);

  const messageOf = (checked: Checked) => (checked.ok ? undefined : checked.message);

  const onChange = (next: string) => {
    setValue(next);
    if (sent) setError(messageOf(check(next)));
  };

  /** Checks the value and, when it holds, runs the step's call: what a press of the button does. */
  const send = async (onValid: (value: string) => Promise<void>) => {
    if (submitting) return;
    setSent(true);
    const checked = check(value);
    setError(messageOf(checked));
    if (!checked.ok) {
      input.current?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await onValid(checked.value);
    } finally {
      setSubmitting(false);
    }
  };

  const handleSubmit = (onValid: (value: string) => Promise<void>) => (event: FormEvent) => {
    event.preventDefault();
    return send(onValid);
  };

  const reset = (next: string) => {
    setValue(next);
    setError(undefined);
    setSent(false);
  };

  const ref = (el: HTMLInputElement | null) => {
    input.current = el;
    keepEarlyInput(el);
  };

  return { field: { value, onChange, ref }, error, submitting, send, handleSubmit, reset };
}
