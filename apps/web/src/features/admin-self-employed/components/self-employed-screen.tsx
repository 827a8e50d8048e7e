'use client';
// /admin/self-employed: the self-employed rules in force with their sources, how many members they
// touch, and the finance team's CSV of receipts for a period (decision 0034). The export's rules load
// on the form's first focus (decision 0022).
import type { ReceiptsExportQuery } from '@cabinet/contracts/client';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import adminStyles from '@/components/admin/admin.module.css';
import { CardSection } from '@/components/admin/card-section';
import { DownloadState, useDownload } from '@/components/admin/download-button';
import { TextField } from '@/components/admin/form-fields';
import { AdminPageHeader } from '@/components/admin/page-header';
import { QueryState } from '@/components/query-state/query-state';
import { Skeleton } from '@/components/skeleton/skeleton';
import { moscowDay, formatRoubles } from '@/lib/format';
import { lazyResolver } from '@/lib/lazy-resolver';
import { Stack } from '@/components/ui/stack';
import { Card } from '@/components/ui/card';
import { downloadReceipts, npdSettingsQuery } from '../queries';
import type { ExportFormInput, ExportFormValues } from '../resolvers';
import { adminSelfEmployedTexts as t } from '../texts';

const rules = lazyResolver(() => import('../resolvers').then((m) => m.exportResolver));
const fileName = (q: ReceiptsExportQuery) => `npd-receipts-${q.dateFrom}-${q.dateTo}.csv`;

export function AdminSelfEmployedScreen() {
  const settings = useQuery(npdSettingsQuery());
  const today = moscowDay();
  const form = useForm<ExportFormInput, unknown, ExportFormValues>({
    resolver: rules.resolver,
    defaultValues: { dateFrom: `${today.slice(0, 8)}01`, dateTo: today },
  });
  const save = useDownload(downloadReceipts, fileName);
  const submit = form.handleSubmit((query) => save.mutate(query));
  const s = settings.data;

  return (
    <Stack>
      <AdminPageHeader title={t.heading} intro={t.intro} />
      <Card aria-label={t.rules}>
        <QueryState query={settings} skeleton={<Skeleton height={160} />} errorText={t.loadError}>
          {s ? (
            <dl className={adminStyles.facts}>
              <dt>{t.limit}</dt>
              <dd>{formatRoubles(s.limit)}</dd>
              <dt>{t.source}</dt>
              <dd>{s.limitSource}</dd>
              <dt>{t.warn}</dt>
              <dd>{t.warnValue(s.warnPercent)}</dd>
              <dt>{t.rate}</dt>
              <dd>{t.rateValue(s.taxRatePercent)}</dd>
              <dt>{t.service}</dt>
              <dd>{s.serviceName}</dd>
              <dt>{t.checks}</dt>
              <dd>{s.checksPerMinute}</dd>
              <dt>{t.selfEmployed}</dt>
              <dd>{s.selfEmployed}</dd>
              <dt>{t.bound}</dt>
              <dd>{s.bound}</dd>
              <dt>{t.stopped}</dt>
              <dd>{s.stopped}</dd>
            </dl>
          ) : null}
        </QueryState>
      </Card>
      <CardSection title={t.export}>
        <p className={adminStyles.pageIntro}>{t.exportIntro}</p>
        <form method="post" onFocus={rules.preload} onSubmit={(e) => void submit(e)} noValidate>
          <div className={adminStyles.filters}>
            <TextField form={form} name="dateFrom" label={t.dateFrom} type="date" />
            <TextField form={form} name="dateTo" label={t.dateTo} type="date" />
          </div>
          <DownloadState busy={save.isPending} failed={save.isError} label={t.download} type="submit" />
        </form>
      </CardSection>
    </Stack>
  );
}
