'use client';
// /admin/jobs (admins): every queue of the API's job queue with its schedule and its jobs by state;
// below, the jobs of a state (failed by default) and a queue, with their attempts and last error; a
// failed or cancelled job is run again with «Повторить». State, queue and page are in the URL.
import type { BackgroundJob, JobQueueSummary, JobState } from '@cabinet/contracts/client';
import { JOB_RETRYABLE_STATES, JOB_STATE_TEXT, JOB_STATES, JOBS_PAGE_SIZE } from '@cabinet/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Chip, DataTable, Notice, type Column, type ChipTone } from '@/components/admin/data-table';
import { SelectFilter } from '@/components/admin/filter-fields';
import { AdminPageHeader } from '@/components/admin/page-header';
import { Pager } from '@/components/admin/pager';
import { refusalText } from '@/components/admin/refusal-text';
import { QueryState } from '@/components/query-state/query-state';
import { SkeletonRows } from '@/components/skeleton/skeleton';
import { TabPanel, Tabs, useTabIds } from '@/components/tabs/tabs';
import { adminCommon } from '@/lib/admin-messages';
import { formatDateTime } from '@/lib/format';
import { jobsTexts as t } from '../messages';
import { jobsQueries, retryJob } from '../queries';
import { scheduleText } from '../schedule-text';
import { useJobsUrl } from '../use-jobs-url';
import styles from './jobs.module.css';

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
  const ids = useTabIds();
  const client = useQueryClient();
  const [view, go] = useJobsUrl();
  const page = useQuery(jobsQueries.page(view, view.skip));
  const [notice, setNotice] = useState<{ tone: 'good' | 'bad'; text: string } | null>(null);

  const retry = useMutation({
    mutationFn: (job: BackgroundJob) => retryJob(job.queue, job.id),
    onMutate: () => setNotice(null),
    onSuccess: (job) => setNotice({ tone: 'good', text: t.retried(job.title) }),
    onError: (err) => setNotice({ tone: 'bad', text: refusalText(err) }),
    // Either way the list is read again: the job has moved on, by this retry or by someone else.
    onSettled: () => client.invalidateQueries({ queryKey: jobsQueries.all }),
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
          <button
            type="button"
            className="button button-secondary"
            aria-label={t.retryLabel(j.title, formatDateTime(j.createdOn))}
            disabled={retry.isPending && retry.variables?.id === j.id}
            onClick={() => retry.mutate(j)}
          >
            {t.retry}
          </button>
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
        <section className="card" aria-labelledby={`${id}-jobs`}>
          <h2 id={`${id}-jobs`} className="card-title">
            {t.jobsHeading}
          </h2>
          <div className={styles.filters}>
            <Tabs
              label={t.stateFilter}
              ids={ids}
              variant="chips"
              value={view.state}
              onChange={(state) => go({ state, skip: 0 })}
              items={JOB_STATES.map((s) => ({ value: s, label: JOB_STATE_TEXT[s] }))}
            />
            <div className={styles.queueFilter}>
              <SelectFilter
                id={`${id}-queue`}
                label={t.queue}
                value={view.queue}
                anyLabel={t.anyQueue}
                options={(page.data?.queues ?? []).map((q) => ({ value: q.name, label: q.title }))}
                onChange={(queue) => go({ queue: queue || undefined, skip: 0 })}
              />
            </div>
          </div>
          {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
          <TabPanel ids={ids} value={view.state} busy={page.isFetching}>
            {/* Loading and a failed load are the outer state's; this one says when the list is empty. */}
            <QueryState
              query={page}
              skeleton={null}
              errorText={t.loadError}
              empty={page.data?.totalCount === 0 && { title: t.empty[view.state], text: view.queue ? t.emptyQueue : undefined }}
            >
              {page.data ? (
                <>
                  <DataTable caption={t.caption} columns={columns} rows={page.data.jobs} rowKey={(j) => j.id} minWidth={980} />
                  <Pager skip={view.skip} take={JOBS_PAGE_SIZE} total={page.data.totalCount} onSkip={(skip) => go({ skip })} />
                </>
              ) : null}
            </QueryState>
          </TabPanel>
        </section>
      </QueryState>
    </>
  );
}

function QueueCard({ queue }: { queue: JobQueueSummary }) {
  return (
    <li className={`card ${styles.queue}`}>
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
    </li>
  );
}
