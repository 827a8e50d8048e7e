'use client';
// An admin sets a month's target for one member or a pasted list of phones, with its bonus. The form
// is the contract's body (`setTargetsBody`); the phones are read as the notifications' list is. Its
// rules load on the form's first focus (decision 0022). Bonuses worth more than one admin may create
// alone wait at the approvals door (decisions 0041 and 0060): the waiting ones are shown above the form
// with their decisions.
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { PendingApprovals } from '@/components/admin/approval-decisions';
import { CardSection } from '@/components/admin/card-section';
import { Notice } from '@/components/admin/data-table';
import { SelectField, TextAreaField, TextField } from '@/components/admin/form-fields';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { FormError, SubmitButton } from '@/components/form-actions/form-actions';
import { formatMonth, formatPoints } from '@/lib/format';
import { lazyResolver } from '@/lib/lazy-resolver';
import { approvalQueries } from '@/lib/queries/approvals';
import { targetTexts as t } from '../texts';
import { setTargets, targetQueries } from '../queries';
import type { TargetFormInput, TargetFormValues } from '../resolvers';
import styles from './targets.module.css';

const rules = lazyResolver(() => import('../resolvers').then((m) => m.targetResolver));
const reasonRules = lazyResolver(() => import('../resolvers').then((m) => m.rejectApprovalResolver));
/** The form, held by the screen: a row's «Изменить» fills it with that member. */
export function useTargetForm(month: string) {
  return useForm<TargetFormInput, unknown, TargetFormValues>({
    resolver: rules.resolver,
    defaultValues: { month, memberPhones: '', contracts: '', bonus: '' },
  });
}
export type TargetForm = ReturnType<typeof useTargetForm>;

export function TargetFormCard({ form, months }: { form: TargetForm; months: readonly string[] }) {
  const save = useAdminAction({
    mutationFn: (body: TargetFormValues) => setTargets(body),
    form,
    fallback: t.failed,
    // A list's `memberPhones.3` is the text area.
    fieldOf: (name) => name.split('.')[0]!,
    // Targets that wait join the waiting ones.
    invalidates: [targetQueries.all, approvalQueries.all()],
  });
  const waiting = useQuery(approvalQueries.of('target'));
  const submit = form.handleSubmit((body) => save.mutateAsync(body).catch(() => undefined));
  return (
    <CardSection title={t.formHeading}>
      <p>{t.formIntro}</p>
      <PendingApprovals approvals={waiting.data?.approvals ?? []} reasonRules={reasonRules} />
      <form
        method="post"
        className={styles.form}
        onFocus={rules.preload}
        onSubmit={(e) => void submit(e)}
        noValidate
        aria-label={t.formHeading}
      >
        <TextAreaField form={form} name="memberPhones" label={t.phones} hint={t.phonesHint} rows={3} />
        <div className={styles.row}>
          <SelectField
            form={form}
            name="month"
            label={t.month}
            options={months.map((m) => ({ value: m, label: formatMonth(m) }))}
          />
          <TextField form={form} name="contracts" label={t.contracts} inputMode="numeric" />
          <TextField form={form} name="bonus" label={t.bonus} inputMode="decimal" />
        </div>
        <FormError message={save.refusal} />
        {save.data?.pendingApproval ? (
          <Notice tone="bad">{t.pending(formatPoints(save.data.pendingApproval.amount ?? 0))}</Notice>
        ) : save.isSuccess ? (
          <Notice tone="good">{t.saved(save.data.updated, formatMonth(save.variables.month))}</Notice>
        ) : null}
        <div>
          <SubmitButton busy={save.isPending}>{t.save}</SubmitButton>
        </div>
      </form>
    </CardSection>
  );
}
