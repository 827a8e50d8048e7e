'use client';
// The refusal of a request under review (a withdrawal, a document): the reason the member will read,
// checked by the contract's rule for it, and the softer of the decision's two buttons — paying or
// confirming is the common outcome. A refusal cannot be taken back, so it is asked again, as the
// confirmation of the other decision is.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { LazyResolver } from '@/lib/lazy-resolver';
import { ButtonRow } from '@/components/ui/button-row';
import { Button } from '@/components/ui/button';
import adminStyles from './admin.module.css';
import { ConfirmDialog } from './confirm-dialog';
import { ReasonField } from './form-fields';

interface RejectFormProps {
  /**
   * The reason's label and hint, the button's words, the question asked before the refusal is sent,
   * and the contract's rule for the reason (loaded on first use by lazyResolver, decision 0022).
   */
  reason: { label: string; hint: string; submit: string; question: string; rules: LazyResolver<{ reason: string }> };
  busy: boolean;
  /** Sends the refusal; the field empties once it is done. */
  reject: (reason: string) => Promise<unknown>;
}

export function RejectForm({ reason: texts, busy, reject }: RejectFormProps) {
  const form = useForm<{ reason: string }>({
    resolver: texts.rules.resolver,
    defaultValues: { reason: '' },
  });
  /** The reason checked and waiting for the operator's second word. */
  const [asked, setAsked] = useState<string | null>(null);
  const ask = form.handleSubmit(({ reason }) => setAsked(reason));
  const send = (reason: string) => {
    setAsked(null);
    reject(reason).then(
      () => form.reset(),
      () => undefined,
    );
  };
  return (
    <form method="post" className={adminStyles.form} onFocus={texts.rules.preload} onSubmit={(e) => void ask(e)} noValidate>
      <ReasonField form={form} name="reason" label={texts.label} hint={texts.hint} />
      <ButtonRow>
        <Button type="submit" variant="secondary" disabled={busy} aria-busy={busy || undefined}>
          {texts.submit}
        </Button>
      </ButtonRow>
      <ConfirmDialog
        open={asked !== null}
        title={texts.question}
        confirmLabel={texts.submit}
        danger
        onConfirm={() => send(asked!)}
        onCancel={() => setAsked(null)}
      />
    </form>
  );
}
