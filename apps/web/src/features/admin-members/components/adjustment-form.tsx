'use client';
// An admin proposes a correction of the member's balance; a second admin approves it on
// /admin/adjustments before any point moves. The form is the contract's body, the amount as typed.
import { requestAdjustmentBody } from '@cabinet/contracts';
import { CardSection } from '@/components/admin/card-section';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import adminStyles from '@/components/admin/admin.module.css';
import { Notice } from '@/components/admin/data-table';
import { ReasonField, TextField } from '@/components/admin/form-fields';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { FormError, SubmitButton } from '@/components/form-actions/form-actions';
import { adminMembers as t } from '@/lib/admin-messages';
import { memberAdminQueries, requestAdjustment } from '../queries';

/** '−1 250,50' or '-1250.5' → -1250.5; NaN when it is not a number. */
function parseSignedPoints(text: string): number {
  const normalised = text
    .replace(/[\s\u00A0]/g, '')
    .replace('−', '-')
    .replace(',', '.');
  return normalised === '' ? Number.NaN : Number(normalised);
}

const adjustmentForm = z.object({
  ...requestAdjustmentBody.shape,
  amount: z.pipe(z.pipe(z.string(), z.transform(parseSignedPoints)), requestAdjustmentBody.shape.amount),
});

export function AdjustmentForm({ memberId }: { memberId: string }) {
  const form = useForm<z.input<typeof adjustmentForm>, unknown, z.output<typeof adjustmentForm>>({
    resolver: zodResolver(adjustmentForm),
    defaultValues: { amount: '', reason: '' },
  });
  const propose = useAdminAction({
    mutationFn: (body: z.output<typeof adjustmentForm>) => requestAdjustment(memberId, body),
    form,
    fallback: t.actionFailed,
    onSuccess: () => form.reset(),
    invalidates: [memberAdminQueries.adjustments('pending').queryKey],
  });
  const submit = form.handleSubmit((body) => propose.mutateAsync(body).catch(() => undefined));

  return (
    <CardSection title={t.adjustHeading}>
      <p>{t.adjustIntro}</p>
      <form method="post" className={adminStyles.form} onSubmit={(e) => void submit(e)} noValidate>
        <TextField form={form} name="amount" label={t.amount} inputMode="decimal" />
        <ReasonField form={form} name="reason" label={t.adjustReason} />
        <FormError message={propose.refusal} />
        {propose.isSuccess ? <Notice tone="good">{t.proposed}</Notice> : null}
        <SubmitButton busy={propose.isPending}>{t.propose}</SubmitButton>
      </form>
    </CardSection>
  );
}
