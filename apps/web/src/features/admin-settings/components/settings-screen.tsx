'use client';
// /admin/settings: the programme's settings; admins change them, operators read them. A stricter
// threshold or a longer hold acts at once; a weaker one waits for a second admin at the approvals door
// (decisions 0029, 0060), shown here to both above the settings in force, with its decisions.
import type { ProgrammeSettings } from '@cabinet/contracts/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { PendingApprovals } from '@/components/admin/approval-decisions';
import { Notice } from '@/components/admin/data-table';
import { AdminPageHeader } from '@/components/admin/page-header';
import adminStyles from '@/components/admin/admin.module.css';
import { TextField } from '@/components/admin/form-fields';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { FormError, SubmitButton } from '@/components/form-actions/form-actions';
import { QueryState } from '@/components/query-state/query-state';
import { Skeleton } from '@/components/skeleton/skeleton';
import { adminCommon } from '@/components/admin/texts';
import { Stack } from '@/components/ui/stack';
import { Card } from '@/components/ui/card';
import { adminSettings as t } from '../texts';
import { lazyResolver } from '@/lib/lazy-resolver';
import { approvalQueries } from '@/lib/queries/approvals';
import { useOperator } from '@/lib/queries/operator';
import { saveSettings, settingsQueries } from '../queries';
import { settingsDutiesTexts as d } from '../texts';
import { SmsSettingsSection } from './sms-settings';

type FormValues = Record<keyof ProgrammeSettings, string>;
const rules = lazyResolver(() =>
  import('../resolvers').then((m) => m.settingsResolver as Resolver<FormValues, unknown, ProgrammeSettings>),
);
/** The contract's rule for a refusal's reason, loaded when one is first written (decision 0022). */
const reasonRules = lazyResolver(() => import('../resolvers').then((m) => m.rejectApprovalResolver));

export function SettingsScreen() {
  const settings = useQuery(settingsQueries.current());
  const waiting = useQuery(approvalQueries.of('settings'));
  const isAdmin = useOperator().data?.operator.role === 'admin';
  return (
    <>
      <AdminPageHeader title={t.heading} intro={isAdmin ? d.stricterHint : t.readOnly} />
      <Stack>
        <Card aria-label={t.heading}>
          <PendingApprovals approvals={waiting.data?.approvals ?? []} reasonRules={reasonRules} />
          <QueryState query={settings} skeleton={<Skeleton height={120} />} errorText={t.loadError}>
            {settings.data ? <SettingsForm current={settings.data} isAdmin={isAdmin} /> : null}
          </QueryState>
        </Card>
        <SmsSettingsSection isAdmin={isAdmin} />
      </Stack>
    </>
  );
}

function SettingsForm({ current, isAdmin }: { current: ProgrammeSettings; isAdmin: boolean }) {
  const client = useQueryClient();
  // The settings in force as the form's values: a save that changed them shows them, and the form
  // (with its «Сохранено») stays mounted.
  const values = useMemo(
    () => ({ payoutApprovalThreshold: String(current.payoutApprovalThreshold), holdDays: String(current.holdDays) }),
    [current.payoutApprovalThreshold, current.holdDays],
  );
  const form = useForm<FormValues, unknown, ProgrammeSettings>({ resolver: rules.resolver, values });
  const save = useAdminAction({
    mutationFn: saveSettings,
    form,
    onSuccess: ({ pendingChanges: _, ...inForce }) => client.setQueryData(settingsQueries.current().queryKey, inForce),
    invalidates: [approvalQueries.all()],
  });

  return (
    <form
      method="post"
      className={adminStyles.form}
      onFocus={rules.preload}
      onSubmit={(e) => void form.handleSubmit((values) => save.mutate(values))(e)}
      noValidate
    >
      <TextField
        form={form}
        name="payoutApprovalThreshold"
        label={t.threshold}
        hint={t.thresholdHint}
        inputMode="decimal"
        readOnly={!isAdmin}
      />
      <TextField form={form} name="holdDays" label={t.holdDays} hint={t.holdDaysHint} inputMode="numeric" readOnly={!isAdmin} />
      <FormError message={save.refusal} />
      {save.isSuccess ? (
        <Notice tone="good">{save.data.pendingChanges.length > 0 ? d.weakerWaits : adminCommon.saved}</Notice>
      ) : null}
      {isAdmin ? <SubmitButton busy={save.isPending}>{adminCommon.save}</SubmitButton> : null}
    </form>
  );
}
