'use client';
// An admin proposes a correction of the member's balance; nothing moves until a second admin approves
// it at the approvals door (decision 0060), here, on /admin/adjustments or in «На подтверждении». The
// member's waiting proposals stand above the form with their decisions. The form is the
// contract's body, the amount as typed, its rules loaded on the form's first focus (decision 0022).
import { CardSection } from '@/components/admin/card-section';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import adminStyles from '@/components/admin/admin.module.css';
import { PendingApprovals } from '@/components/admin/approval-decisions';
import { Notice } from '@/components/admin/data-table';
import { ReasonField, TextField } from '@/components/admin/form-fields';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { FormError, SubmitButton } from '@/components/form-actions/form-actions';
import { adminMembers as t } from '../texts';
import { lazyResolver } from '@/lib/lazy-resolver';
import { approvalQueries } from '@/lib/queries/approvals';
import { memberAdminQueries, requestAdjustment } from '../queries';
import type { AdjustmentInput, AdjustmentValues } from '../resolvers';

const rules = lazyResolver(() => import('../resolvers').then((m) => m.adjustmentResolver));
const reasonRules = lazyResolver(() => import('../resolvers').then((m) => m.rejectApprovalResolver));

export function AdjustmentForm({ memberId }: { memberId: string }) {
  const waiting = useQuery(approvalQueries.of('adjustment', memberId));
  const form = useForm<AdjustmentInput, unknown, AdjustmentValues>({
    resolver: rules.resolver,
    defaultValues: { amount: '', reason: '' },
  });
  const propose = useAdminAction({
    mutationFn: (body: AdjustmentValues) => requestAdjustment(memberId, body),
    form,
    fallback: t.actionFailed,
    onSuccess: () => form.reset(),
    invalidates: [memberAdminQueries.adjustmentLists(), approvalQueries.all()],
  });
  const submit = form.handleSubmit((body) => propose.mutateAsync(body).catch(() => undefined));

  return (
    <CardSection title={t.adjustHeading}>
      <p>{t.adjustIntro}</p>
      <PendingApprovals approvals={waiting.data?.approvals ?? []} reasonRules={reasonRules} />
      <form method="post" className={adminStyles.form} onFocus={rules.preload} onSubmit={(e) => void submit(e)} noValidate>
        <TextField form={form} name="amount" label={t.amount} inputMode="decimal" />
        <ReasonField form={form} name="reason" label={t.adjustReason} />
        <FormError message={propose.refusal} />
        {propose.isSuccess ? <Notice tone="good">{t.proposed}</Notice> : null}
        <SubmitButton busy={propose.isPending}>{t.propose}</SubmitButton>
      </form>
    </CardSection>
  );
}
