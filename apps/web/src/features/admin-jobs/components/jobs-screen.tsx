'use client';
// /admin/jobs (admins): every queue of the API's job queue with its schedule and its jobs by state;
// below, the jobs of a state (failed by default) and a queue, with their attempts and last error; a
// failed or cancelled job is run again with «Повторить». State, queue and page are in the URL.
import type { BackgroundJob, JobQueueSummary, JobState } from '@cabinet/contracts/client';
import { JOB_RETRYABLE_STATES, JOB_STATE_TEXT, JOB_STATES } from '@cabinet/contracts/client';
import { useId } from 'react';
import { Chip, Notice, type Column, type ChipTone } from '@/components/admin/data-table';
import { FilterBar } from '@/components/admin/list-page/filter-bar';
import { ListPage } from '@/components/admin/list-page/list-page';
import { useListPage } from '@/components/admin/list-page/use-list-url';
import { lazyModule } from '@/lib/lazy-resolver';
import { AdminPageHeader } from '@/components/admin/page-header';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { QueryState } from '@/components/query-state/query-state';
import { SkeletonRows } from '@/components/skeleton/skeleton';
import { adminCommon } from '@/components/admin/texts';
import { formatDateTime } from '@/lib/format';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { jobsTexts as t } from '../texts';
import { jobsQueries, retryJob } from '../queries';
import type { jobsList } from '../list';
import { scheduleText } from '../schedule-text';
import styles from './jobs.module.css';

/** The list route's query schema, loaded when the filter bar first checks a filter. */
const filterSchema = lazyModule(() => import('../list').then((m) => m.jobsList.schema));

const TONE: Record<JobState, ChipTone> = {
  failed: 'bad',
  retry: 'warn',
  active: 'info',
  created: 'neutral',
  completed: 'good',
  cancelled: 'neutral',
};

export function JobsScreen() {
  const id = useId();
  const list = useListPage<typeof jobsList>(jobsQueries.page);
  const view = list.query;
  const page = list.page;
  const empty = { title: t.empty[view.state], text: view.queue ? t.emptyQueue : undefined };
  // Either way the list is read again: the job has moved on, by this retry or by someone else.
  const retry = useAdminAction({
    mutationFn: (job: BackgroundJob) => retryJob(job.queue, job.id),
    invalidates: [jobsQueries.all],
  });

  const columns: Column<BackgroundJob>[] = [
    {
      key: 'job',
      header: t.columns.job,
      cell: (j) => (
        <span className={styles.job}>
          <strong>{j.title}</strong>
          <span className={styles.name}>{j.queue}</span>
        </span>
      ),
    },
    { key: 'state', header: t.columns.state, cell: (j) => <Chip tone={TONE[j.state]}>{JOB_STATE_TEXT[j.state]}</Chip> },
    { key: 'attempts', header: t.columns.attempts, align: 'end', cell: (j) => t.attempts(j.attempts, j.retryLimit) },
    {
      key: 'error',
      header: t.columns.error,
      cell: (j) => (j.error ? <span className={styles.error}>{j.error}</span> : adminCommon.dash),
    },
    {
      key: 'times',
      header: t.columns.times,
      cell: (j) => (
        <span className={styles.times}>
          <span>{t.createdOn(formatDateTime(j.createdOn))}</span>
          {j.startedOn ? <span>{t.startedOn(formatDateTime(j.startedOn))}</span> : null}
          {j.completedOn ? <span>{t.completedOn(formatDateTime(j.completedOn))}</span> : null}
          {(j.state === 'created' || j.state === 'retry') && j.startAfter > j.createdOn ? (
            <span>{t.startAfter(formatDateTime(j.startAfter))}</span>
          ) : null}
        </span>
      ),
    },
    {
      key: 'actions',
      header: t.columns.actions,
      cell: (j) =>
        JOB_RETRYABLE_STATES.includes(j.state) ? (
          <Button
            type="button"
            variant="secondary"
            aria-label={t.retryLabel(j.title, formatDateTime(j.createdOn))}
            disabled={retry.isPending && retry.variables?.id === j.id}
            onClick={() => retry.mutate(j)}
          >
            {t.retry}
          </Button>
        ) : null,
    },
  ];

  return (
    <>
      <AdminPageHeader title={t.title} intro={t.intro} />
      <QueryState
        query={page}
        loadingText={adminCommon.loading}
        skeleton={
          <>
            <SkeletonRows count={5} height={150} className={styles.queues} />
            <SkeletonRows count={4} height={44} className={styles.rows} />
          </>
        }
        errorText={t.loadError}
        surface="card"
      >
        <section className={styles.section} aria-labelledby={`${id}-queues`}>
          <h2 id={`${id}-queues`} className={styles.heading}>
            {t.queuesHeading}
          </h2>
          <ul className={styles.queues}>
            {page.data?.queues.map((queue) => (
              <QueueCard key={queue.name} queue={queue} />
            ))}
          </ul>
        </section>
        <ListPage
          label={t.caption}
          title={t.jobsHeading}
          tabs={{
            label: t.stateFilter,
            variant: 'chips',
            value: view.state,
            onChange: (state) => list.apply({ ...list.values, state }),
            items: JOB_STATES.map((s) => ({ value: s, label: JOB_STATE_TEXT[s] })),
            beside: (
              <FilterBar
                list={list}
                schema={filterSchema}
                auto
                className={styles.queueFilter}
                fields={[
                  {
                    name: 'queue',
                    label: t.queue,
                    kind: 'select',
                    options: (page.data?.queues ?? []).map((q) => ({ value: q.name, label: q.title })),
                    anyLabel: t.anyQueue,
                  },
                ]}
              />
            ),
          }}
          list={list}
          rows={(d) => d.jobs}
          // Loading and a failed load are the outer state's; this one says when the list is empty.
          table={{ columns, minWidth: 980, errorText: t.loadError, empty, skeleton: null }}
        >
          {retry.isSuccess ? <Notice tone="good">{t.retried(retry.data.title)}</Notice> : null}
          {retry.refusal ? <Notice tone="bad">{retry.refusal}</Notice> : null}
        </ListPage>
      </QueryState>
    </>
  );
}

function QueueCard({ queue }: { queue: JobQueueSummary }) {
  return (
    <Card as="li" className={styles.queue}>
      <div>
        <h3 className={styles.queueTitle}>{queue.title}</h3>
        <p className={styles.name}>{queue.name}</p>
      </div>
      <p className={styles.schedule}>
        <span className={styles.muted}>{t.schedule}: </span>
        {queue.schedule ? scheduleText(queue.schedule) : t.noSchedule}
      </p>
      <dl className={styles.counts}>
        {JOB_STATES.map((state) => (
          <div key={state} className={styles.count} data-alert={state === 'failed' && queue.counts.failed > 0 ? '' : undefined}>
            <dt>{JOB_STATE_TEXT[state]}</dt>
            <dd>{queue.counts[state].toLocaleString('ru-RU')}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
