'use client';
// The refusal of a request under review (a withdrawal, a document): the reason the member will read,
// checked by the contract's rule for it, and the softer of the decision's two buttons — paying or
// confirming is the common outcome.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { ReasonField } from './form-fields';

interface RejectFormProps {
  label: string;
  hint: string;
  /** The contract's rule for the reason (its field of the call's body). */
  rule: z.ZodMiniType<string, string>;
  submitLabel: string;
  busy: boolean;
  /** Sends the refusal; the field empties once it is done. */
  reject: (reason: string) => Promise<unknown>;
  className: string | undefined;
}

export function RejectForm({ label, hint, rule, submitLabel, busy, reject, className }: RejectFormProps) {
  const form = useForm<{ reason: string }>({ resolver: zodResolver(z.object({ reason: rule })), defaultValues: { reason: '' } });
  const send = form.handleSubmit(({ reason }) =>
    reject(reason).then(
      () => form.reset(),
      () => undefined,
    ),
  );
  return (
    <form className={className} onSubmit={(e) => void send(e)} noValidate>
      <ReasonField form={form} name="reason" label={label} hint={hint} />
      <div className="button-row">
        <button type="submit" className="button button-secondary" disabled={busy} aria-busy={busy || undefined}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
