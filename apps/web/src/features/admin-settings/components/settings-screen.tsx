'use client';
// /admin/settings: the programme's settings; admins change them, operators read them. A stricter
// threshold or a longer hold acts at once; a weaker one waits for a second admin, shown here to both
// (decision 0029).
import type { ProgrammeSettings, SettingsChange } from '@cabinet/contracts/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Notice } from '@/components/admin/data-table';
import { AdminPageHeader } from '@/components/admin/page-header';
import adminStyles from '@/components/admin/admin.module.css';
import { TextField } from '@/components/admin/form-fields';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { FormError, SubmitButton } from '@/components/form-actions/form-actions';
import { QueryState } from '@/components/query-state/query-state';
import { Skeleton } from '@/components/skeleton/skeleton';
import { DecisionButtons } from '@/components/admin/decision-buttons';
import { adminCommon, adminSettings as t } from '@/lib/admin-messages';
import { formatDateTime, formatPoints } from '@/lib/format';
import { lazyResolver } from '@/lib/lazy-resolver';
import { useOperator } from '@/lib/queries/operator';
import { approveSettingsChange, rejectSettingsChange, saveSettings, settingsQueries } from '../queries';
import { settingsDutiesTexts as d } from '../texts';
import { SmsSettingsSection } from './sms-settings';

type FormValues = Record<keyof ProgrammeSettings, string>;
const rules = lazyResolver(() =>
  import('../resolvers').then((m) => m.settingsResolver as Resolver<FormValues, unknown, ProgrammeSettings>),
);

export function SettingsScreen() {
  const settings = useQuery(settingsQueries.current());
  const isAdmin = useOperator().data?.operator.role === 'admin';
  return (
    <>
      <AdminPageHeader title={t.heading} intro={isAdmin ? d.stricterHint : t.readOnly} />
      <div className="stack">
        <section className="card" aria-label={t.heading}>
          <QueryState query={settings} skeleton={<Skeleton height={120} />} errorText={t.loadError}>
            {settings.data ? <SettingsForm current={settings.data} isAdmin={isAdmin} /> : null}
          </QueryState>
        </section>
        <PendingSettingsChanges isAdmin={isAdmin} />
        <SmsSettingsSection isAdmin={isAdmin} />
      </div>
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
    onSuccess: ({ pendingChanges, ...inForce }) => {
      client.setQueryData(settingsQueries.current().queryKey, inForce);
      if (pendingChanges.length > 0) void client.invalidateQueries({ queryKey: settingsQueries.pending().queryKey });
    },
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

function PendingSettingsChanges({ isAdmin }: { isAdmin: boolean }) {
  const pending = useQuery(settingsQueries.pending());
  const self = useOperator().data?.operator.email;
  const decide = useAdminAction({
    mutationFn: ({ id, approve }: { id: number; approve: boolean }) =>
      approve ? approveSettingsChange(id) : rejectSettingsChange(id).then(() => null),
    // The settings in force and the waiting changes.
    invalidates: [settingsQueries.current().queryKey],
    fallback: d.failed,
  });
  const changes = pending.data?.changes ?? [];
  if (changes.length === 0 && !decide.isSuccess && !decide.isError) return null;

  // One change is one setting (decision 0029): the one whose value differs.
  const item = (c: SettingsChange) =>
    c.before.holdDays !== c.after.holdDays
      ? d.pendingHold(t.days(c.before.holdDays), t.days(c.after.holdDays), c.requestedBy)
      : d.pendingThreshold(
          formatPoints(c.before.payoutApprovalThreshold),
          formatPoints(c.after.payoutApprovalThreshold),
          c.requestedBy,
        );
  return (
    <section className="card" aria-labelledby="settings-pending-heading">
      <h2 id="settings-pending-heading" className="card-title">
        {d.pendingHeading}
      </h2>
      {decide.refusal ? <Notice tone="bad">{decide.refusal}</Notice> : null}
      {decide.isSuccess ? <Notice tone="good">{decide.variables.approve ? d.approved : d.rejected}</Notice> : null}
      <ul>
        {changes.map((c) => (
          <li key={c.id}>
            {item(c)} ({formatDateTime(c.requestedAt)}){' '}
            {isAdmin ? (
              <DecisionButtons
                className="button-row"
                look="button"
                mine={c.requestedBy === self}
                busy={decide.isPending}
                decide={(approve) => decide.mutate({ id: c.id, approve })}
                texts={d}
              />
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
