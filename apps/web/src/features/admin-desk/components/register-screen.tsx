'use client';
// /admin/payouts: the payout register for the bank, a CSV for a date range and a status. The form is
// the register route's query; a range whose start passes its end is refused before the call. Its
// rules load on the form's first focus (decision 0022).
import { REGISTER_STATUSES } from '@cabinet/contracts/client';
import type { DeskRegisterQuery } from '@cabinet/contracts/client';
import { useForm } from 'react-hook-form';
import adminStyles from '@/components/admin/admin.module.css';
import { DownloadState, useDownload } from '@/components/admin/download-button';
import { SelectField, TextField } from '@/components/admin/form-fields';
import { AdminPageHeader } from '@/components/admin/page-header';
import { moscowDay } from '@/lib/format';
import { lazyResolver } from '@/lib/lazy-resolver';
import { Card } from '@/components/ui/card';
import { deskRegisterText as t } from '../texts';
import { downloadRegister } from '../queries';
import type { RegisterFormInput, RegisterFormValues } from '../resolvers';

const rules = lazyResolver(() => import('../resolvers').then((m) => m.registerResolver));
const STATUSES = REGISTER_STATUSES.map((s) => ({ value: s, label: t.statuses[s] }));
const fileName = (q: DeskRegisterQuery) => `payouts-${q.status ?? 'paid'}-${q.dateFrom}-${q.dateTo}.csv`;

export function RegisterScreen() {
  const today = moscowDay();
  const form = useForm<RegisterFormInput, unknown, RegisterFormValues>({
    resolver: rules.resolver,
    defaultValues: { dateFrom: `${today.slice(0, 8)}01`, dateTo: today, status: 'paid' },
  });
  const save = useDownload(downloadRegister, fileName);
  const submit = form.handleSubmit((query) => save.mutate(query));

  return (
    <>
      <AdminPageHeader title={t.heading} intro={t.intro} />
      <Card aria-label={t.heading}>
        <form method="post" onFocus={rules.preload} onSubmit={(e) => void submit(e)} noValidate>
          <div className={adminStyles.filters}>
            <TextField form={form} name="dateFrom" label={t.dateFrom} type="date" />
            <TextField form={form} name="dateTo" label={t.dateTo} type="date" />
            <SelectField form={form} name="status" label={t.status} options={STATUSES} />
          </div>
          <p className={adminStyles.pageIntro}>{t.dateHint}</p>
          <DownloadState busy={save.isPending} failed={save.isError} label={t.download} type="submit" />
        </form>
      </Card>
    </>
  );
}
