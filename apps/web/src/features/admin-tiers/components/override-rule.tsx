'use client';
// The month's supervisor override rule (docs/product.md §11.6) on /admin/tiers, beside the month's tier
// table and under the same month: the current and future months are edited, past ones shown read-only
// (the API refuses them too). A raise worth more than one admin may create alone waits at the approvals
// door (decisions 0041 and 0060): the month's waiting raise is shown above the form with its decisions.
import { SUPERVISOR_OVERRIDE_MAX_PERCENT, type OverrideRule, type UpdateOverrideRuleBody } from '@cabinet/contracts/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { PendingApprovals } from '@/components/admin/approval-decisions';
import { Notice } from '@/components/admin/data-table';
import { TextField } from '@/components/admin/form-fields';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { FormError, SubmitButton } from '@/components/form-actions/form-actions';
import { QueryState } from '@/components/query-state/query-state';
import { Skeleton } from '@/components/skeleton/skeleton';
import { Card, CardTitle } from '@/components/ui/card';
import { ButtonRow } from '@/components/ui/button-row';
import { formatMonth, formatPercent, formatPoints } from '@/lib/format';
import { lazyResolver } from '@/lib/lazy-resolver';
import { approvalQueries } from '@/lib/queries/approvals';
import { keepSavedAnswer } from '@/lib/queries/save-answer';
import { overrideTexts as t } from '../texts';
import { overrideQueries, saveOverrideRule } from '../queries';
import type { OverrideValues } from '../resolvers';
import styles from './tiers.module.css';

/** The door's rule for a refusal's reason, loaded when one is first written (decision 0022). */
const reasonRules = lazyResolver(() => import('../resolvers').then((m) => m.rejectApprovalResolver));
/** The contract's body, the percent as typed. */
const rules = lazyResolver(() => import('../resolvers').then((m) => m.overrideResolver));

export function OverrideRuleCard({ month }: { month: string }) {
  const id = useId();
  const rule = useQuery(overrideQueries.month(month));
  const waiting = useQuery(approvalQueries.of('supervisor_override', month));
  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardTitle as="h2" id={`${id}-title`}>
        {t.title}
      </CardTitle>
      <p className={styles.intro}>{t.intro}</p>
      {rule.data ? (
        <p className={styles.note}>
          {rule.data.ruleMonth ? t.ruleFrom(formatMonth(rule.data.ruleMonth)) : t.noRule}
          {rule.data.editable ? '' : ` ${t.closed}`}
        </p>
      ) : null}
      <PendingApprovals approvals={waiting.data?.approvals ?? []} reasonRules={reasonRules} />
      <QueryState query={rule} skeleton={<Skeleton height={80} />} errorText={t.loadError}>
        {rule.data ? <RuleForm key={rule.data.month} data={rule.data} /> : null}
      </QueryState>
    </Card>
  );
}

function RuleForm({ data }: { data: OverrideRule }) {
  const client = useQueryClient();
  // The rule in force as the form's value: a save that changed it shows it, and the form (with its
  // «сохранено») stays mounted; another month is another form.
  const values = useMemo(
    (): OverrideValues => ({ month: data.month, percent: String(data.percent) }),
    [data.month, data.percent],
  );
  const form = useForm<OverrideValues, unknown, UpdateOverrideRuleBody>({ resolver: rules.resolver, values });
  const save = useAdminAction({
    mutationFn: saveOverrideRule,
    form,
    // Later months without a rule of their own follow this one: they are read again.
    onSuccess: (answer) => keepSavedAnswer(client, overrideQueries.all, overrideQueries.month(data.month).queryKey, answer),
    // A raise that waits joins the month's waiting requests.
    invalidates: [approvalQueries.all()],
  });
  const submit = form.handleSubmit((body) => save.mutateAsync(body).catch(() => undefined));

  if (!data.editable) return <p>{t.shown(formatPercent(data.percent))}</p>;

  return (
    <form method="post" onFocus={rules.preload} onSubmit={(e) => void submit(e)} onChange={() => save.reset()} noValidate>
      <div className={styles.rule}>
        <TextField
          form={form}
          name="percent"
          label={t.percent}
          hint={t.percentHint(SUPERVISOR_OVERRIDE_MAX_PERCENT)}
          inputMode="decimal"
        />
      </div>
      <FormError message={save.refusal} />
      {save.data?.pendingApproval ? (
        <Notice tone="bad">{t.pending(formatPoints(save.data.pendingApproval.amount ?? 0))}</Notice>
      ) : save.isSuccess ? (
        <Notice tone="good">{t.saved}</Notice>
      ) : null}
      <ButtonRow wrap className={styles.actions}>
        <SubmitButton busy={save.isPending}>{t.save}</SubmitButton>
      </ButtonRow>
    </form>
  );
}
