'use client';
// /admin/payouts: the payout register for the bank, a CSV for a date range and a status. The form is
// the register route's query; a range whose start passes its end is refused before the call.
import { deskRegisterQuery, REGISTER_STATUSES } from '@cabinet/contracts';
import type { DeskRegisterQuery } from '@cabinet/contracts/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import adminStyles from '@/components/admin/admin.module.css';
import { DownloadState, useDownload } from '@/components/admin/download-button';
import { SelectField, TextField } from '@/components/admin/form-fields';
import { AdminPageHeader } from '@/components/admin/page-header';
import { adminCommon } from '@/lib/admin-messages';
import { moscowDay } from '@/lib/format';
import { deskRegisterText as t } from '../messages';
import { downloadRegister } from '../queries';

const registerForm = deskRegisterQuery.check(
  z.refine((q) => q.dateFrom <= q.dateTo, { error: adminCommon.dateRangeInverted, path: ['dateTo'] }),
);
const STATUSES = REGISTER_STATUSES.map((s) => ({ value: s, label: t.statuses[s] }));
const fileName = (q: DeskRegisterQuery) => `payouts-${q.status ?? 'paid'}-${q.dateFrom}-${q.dateTo}.csv`;

export function RegisterScreen() {
  const today = moscowDay();
  const form = useForm<z.input<typeof registerForm>, unknown, z.output<typeof registerForm>>({
    resolver: zodResolver(registerForm),
    defaultValues: { dateFrom: `${today.slice(0, 8)}01`, dateTo: today, status: 'paid' },
  });
  const save = useDownload(downloadRegister, fileName);
  const submit = form.handleSubmit((query) => save.mutate(query));

  return (
    <>
      <AdminPageHeader title={t.heading} intro={t.intro} />
      <section className="card" aria-label={t.heading}>
        <form method="post" onSubmit={(e) => void submit(e)} noValidate>
          <div className={adminStyles.filters}>
            <TextField form={form} name="dateFrom" label={t.dateFrom} type="date" />
            <TextField form={form} name="dateTo" label={t.dateTo} type="date" />
            <SelectField form={form} name="status" label={t.status} options={STATUSES} />
          </div>
          <p className={adminStyles.pageIntro}>{t.dateHint}</p>
          <DownloadState busy={save.isPending} failed={save.isError} label={t.download} type="submit" />
        </form>
      </section>
    </>
  );
}
