'use client';
// One import: its counts, «Применить», the progress bar while it is applied, the result. An import
// whose rows hold rewards for less than the programme waits for a second admin instead of applying
// (decision 0060): the preview counts those rows, and the card says it waits where «Применить» was.
import type { ImportJob } from '@cabinet/contracts/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Notice } from '@/components/admin/data-table';
import { StatCard, StatGrid } from '@/components/admin/stat-card';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { FormError } from '@/components/form-actions/form-actions';
import { QueryState } from '@/components/query-state/query-state';
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { Skeleton } from '@/components/skeleton/skeleton';
import { formatPoints } from '@/lib/format';
import { approvalQueries } from '@/lib/queries/approvals';
import { Card } from '@/components/ui/card';
import { Stack } from '@/components/ui/stack';
import { Button } from '@/components/ui/button';
import { importTexts as t } from '../texts';
import { applyImport, importQueries } from '../queries';
import { ImportRows } from './import-rows';
import { ImportStatusChip } from './import-status-chip';
import styles from './imports.module.css';

export function ImportJobCard({ id }: { id: number }) {
  const job = useQuery(importQueries.job(id));
  return (
    <Card aria-labelledby="import-job-title">
      <QueryState query={job} skeleton={<Skeleton height={160} />} errorText={t.loadError}>
        {job.data ? <JobBody job={job.data} /> : null}
      </QueryState>
    </Card>
  );
}

function JobBody({ job }: { job: ImportJob }) {
  const client = useQueryClient();
  const open = job.status === 'previewed' || job.status === 'failed';
  const waiting = job.approvalId !== null;
  const canApply = open && job.toApply > 0 && !waiting;
  const apply = useAdminAction({
    mutationFn: () => applyImport(job.id),
    onSuccess: (answer) => client.setQueryData(importQueries.job(job.id).queryKey, answer),
    invalidates: [importQueries.histories(), approvalQueries.all()],
  });

  return (
    <>
      <div className={styles.cardHead}>
        <h2 className={styles.cardTitle} id="import-job-title">
          {t.previewHeading(job.fileName)}
        </h2>
        <ImportStatusChip status={job.status} waiting={waiting} />
      </div>
      <StatGrid label={t.previewHeading(job.fileName)}>
        <StatCard label={t.counts.new} value={job.counts.new.toLocaleString('ru-RU')} />
        <StatCard label={t.counts.changed} value={job.counts.changed.toLocaleString('ru-RU')} />
        <StatCard label={t.counts.unchanged} value={job.counts.unchanged.toLocaleString('ru-RU')} />
        <StatCard
          label={t.counts.refused}
          value={job.counts.refused.toLocaleString('ru-RU')}
          {...(job.counts.refused > 0 ? { tone: 'warn' as const } : {})}
        />
      </StatGrid>

      <Stack style={{ marginTop: 16 }}>
        {job.status === 'applying' || job.status === 'applied' ? (
          <div className={styles.progress}>
            <label htmlFor={`import-progress-${job.id}`}>{t.progressLabel}</label>
            <progress
              id={`import-progress-${job.id}`}
              max={Math.max(job.toApply, 1)}
              value={job.toApply === 0 ? 1 : job.processedRows}
            />
            <span role="status">{t.progress(job.processedRows, job.toApply)}</span>
          </div>
        ) : null}
        {job.status === 'applied' && job.result ? (
          <Notice tone="good">
            {t.result(job.result)} {t.pointsAccrued}: {formatPoints(job.result.points)}
          </Notice>
        ) : null}
        {job.status === 'failed' ? <Notice tone="bad">{`${t.failed}. ${job.error ?? ''}`}</Notice> : null}
        {job.status === 'previewed' && job.toApply === 0 ? <p>{t.nothingToApply}</p> : null}
        {open && job.shortHoldRows > 0 ? <p className={styles.shortHold}>{t.shortHold(job.shortHoldRows)}</p> : null}
        {open && waiting ? (
          <p className={styles.waits}>
            {apply.isSuccess ? t.applyAsked : t.applyWaits} <Link href="/admin/approvals">{t.approvalsLink}</Link>
          </p>
        ) : null}
        <FormError message={apply.refusal} />
        {canApply ? (
          <div>
            <Button type="button" variant="primary" disabled={apply.isPending} onClick={() => apply.mutate()}>
              {job.status === 'failed' ? t.retry : t.apply(job.toApply)}
            </Button>
          </div>
        ) : null}
      </Stack>
      <ImportRows key={job.id} job={job} />
    </>
  );
}
