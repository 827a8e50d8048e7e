'use client';
// The refusal of a request under review (a withdrawal, a document): the reason the member will read,
// checked by the contract's rule for it, and the softer of the decision's two buttons — paying or
// confirming is the common outcome.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import adminStyles from './admin.module.css';
import { ReasonField } from './form-fields';

interface RejectFormProps {
  /** The reason's label and hint, the button's words, and the contract's rule for the reason. */
  reason: { label: string; hint: string; submit: string; rule: z.ZodMiniType<string, string> };
  busy: boolean;
  /** Sends the refusal; the field empties once it is done. */
  reject: (reason: string) => Promise<unknown>;
}

export function RejectForm({ reason: texts, busy, reject }: RejectFormProps) {
  const form = useForm<{ reason: string }>({
    resolver: zodResolver(z.object({ reason: texts.rule })),
    defaultValues: { reason: '' },
  });
  const send = form.handleSubmit(({ reason }) =>
    reject(reason).then(
      () => form.reset(),
      () => undefined,
    ),
  );
  return (
    <form className={adminStyles.form} onSubmit={(e) => void send(e)} noValidate>
      <ReasonField form={form} name="reason" label={texts.label} hint={texts.hint} />
      <div className="button-row">
        <button type="submit" className="button button-secondary" disabled={busy} aria-busy={busy || undefined}>
          {texts.submit}
        </button>
      </div>
    </form>
  );
}
