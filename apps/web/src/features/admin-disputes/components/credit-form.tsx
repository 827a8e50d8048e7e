'use client';
// An admin decides the dispute by a credit: the amount in points as typed and the text the member
// reads. Asked again before it goes, since below the payout approval threshold it is credited at once;
// above it the API asks a second admin at the approvals door (decisions 0041 and 0060). The
// contract's rules load on the form's first focus (decision 0022).
import type { AdminDispute } from '@cabinet/contracts/client';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import adminStyles from '@/components/admin/admin.module.css';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { TextAreaField, TextField } from '@/components/admin/form-fields';
import { FormError, SubmitButton } from '@/components/form-actions/form-actions';
import { formatPoints } from '@/lib/format';
import { lazyResolver } from '@/lib/lazy-resolver';
import { CardTitle } from '@/components/ui/card';
import { creditFormText as t } from '../texts';
import { creditDispute } from '../queries';
import type { CreditInput, CreditValues } from '../resolvers';
import { useDisputeAction, type DisputeNotice } from './use-dispute-action';

/** The contracts' limit of the text (creditDisputeBody). */
const TEXT_MAX = 1000;
const rules = lazyResolver(() => import('../resolvers').then((m) => m.creditResolver));

export function CreditForm({ dispute, onNotice }: { dispute: AdminDispute; onNotice: (notice: DisputeNotice | null) => void }) {
  const id = useId();
  const form = useForm<CreditInput, unknown, CreditValues>({
    resolver: rules.resolver,
    defaultValues: { amount: '', text: '' },
  });
  /** The credit checked and waiting for the admin's second word. */
  const [asked, setAsked] = useState<CreditValues | null>(null);
  const credit = useDisputeAction(dispute.id, {
    mutationFn: (body: CreditValues) => creditDispute(dispute.id, body),
    form,
    done: (answer, body) => (answer.pendingCredit ? t.pending : t.credited(formatPoints(body.amount))),
    onNotice,
  });
  const ask = form.handleSubmit((body) => setAsked(body));

  return (
    <section aria-labelledby={`${id}-heading`} className={adminStyles.form}>
      <CardTitle as="h3" id={`${id}-heading`}>
        {t.heading}
      </CardTitle>
      <p>{t.intro}</p>
      <form method="post" className={adminStyles.form} onFocus={rules.preload} onSubmit={(e) => void ask(e)} noValidate>
        <TextField form={form} name="amount" label={t.amount} inputMode="decimal" autoComplete="off" />
        <TextAreaField form={form} name="text" label={t.text} rows={3} maxLength={TEXT_MAX} />
        <FormError message={credit.refusal} />
        <SubmitButton busy={credit.isPending}>{t.submit}</SubmitButton>
      </form>
      <ConfirmDialog
        open={asked !== null}
        title={asked ? t.confirmTitle(formatPoints(asked.amount)) : ''}
        confirmLabel={t.submit}
        onConfirm={() => {
          if (asked) credit.mutateAsync(asked).catch(() => undefined);
          setAsked(null);
        }}
        onCancel={() => setAsked(null)}
      />
    </section>
  );
}
