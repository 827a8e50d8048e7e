'use client';
// /admin/settings: the sign-in SMS's sender name and template (decision 0035); admins change them,
// operators read them.
import type { SmsSettings } from '@cabinet/contracts/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, type Resolver } from 'react-hook-form';
import { Notice } from '@/components/admin/data-table';
import adminStyles from '@/components/admin/admin.module.css';
import { TextField } from '@/components/admin/form-fields';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { FormError, SubmitButton } from '@/components/form-actions/form-actions';
import { QueryState } from '@/components/query-state/query-state';
import { Skeleton } from '@/components/skeleton/skeleton';
import { adminCommon, adminSignInDelivery as t } from '@/components/admin/texts';
import { lazyResolver } from '@/lib/lazy-resolver';
import { Card, CardTitle } from '@/components/ui/card';
import { saveSmsSettings, settingsQueries } from '../queries';

const rules = lazyResolver(() => import('../resolvers').then((m) => m.smsSettingsResolver as Resolver<SmsSettings>));

export function SmsSettingsSection({ isAdmin }: { isAdmin: boolean }) {
  const settings = useQuery(settingsQueries.sms());
  return (
    <Card aria-labelledby="settings-sms-heading">
      <CardTitle as="h2" id="settings-sms-heading">
        {t.settingsHeading}
      </CardTitle>
      <QueryState query={settings} skeleton={<Skeleton height={160} />} errorText={t.settingsLoadError}>
        {settings.data ? <SmsSettingsForm current={settings.data} isAdmin={isAdmin} /> : null}
      </QueryState>
    </Card>
  );
}

function SmsSettingsForm({ current, isAdmin }: { current: SmsSettings; isAdmin: boolean }) {
  const client = useQueryClient();
  const form = useForm<SmsSettings>({ resolver: rules.resolver, defaultValues: current });
  const save = useAdminAction({
    mutationFn: saveSmsSettings,
    form,
    onSuccess: (saved) => client.setQueryData(settingsQueries.sms().queryKey, saved),
  });
  return (
    <form
      method="post"
      className={adminStyles.form}
      onFocus={rules.preload}
      onSubmit={(e) => void form.handleSubmit((values) => save.mutate(values))(e)}
      noValidate
    >
      <TextField form={form} name="sender" label={t.sender} hint={t.senderHint} readOnly={!isAdmin} autoComplete="off" />
      <TextField form={form} name="template" label={t.template} hint={t.templateHint} readOnly={!isAdmin} autoComplete="off" />
      <FormError message={save.refusal} />
      {save.isSuccess ? <Notice tone="good">{adminCommon.saved}</Notice> : null}
      {isAdmin ? <SubmitButton busy={save.isPending}>{adminCommon.save}</SubmitButton> : null}
    </form>
  );
}
