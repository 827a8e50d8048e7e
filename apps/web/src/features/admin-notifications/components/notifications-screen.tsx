'use client';
// /admin/notifications (every operator reads; admins send and cancel): the notifications written in
// the back office, newest first, with whom they went to, when, and how many members got them.
import { type NotificationSend, type NotificationSendStatus } from '@cabinet/contracts/client';
import { NOTIFICATION_CATEGORY_TEXT, NOTIFICATION_SEND_STATUS_TEXT, NOTIFICATION_SEND_STATUSES } from '@cabinet/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { Chip, DataTable, Notice, type Column } from '@/components/admin/data-table';
import { AdminPageHeader } from '@/components/admin/page-header';
import { Pager } from '@/components/admin/pager';
import { QueryState } from '@/components/query-state/query-state';
import { SkeletonRows } from '@/components/skeleton/skeleton';
import { TabPanel, Tabs, useTabIds } from '@/components/tabs/tabs';
import { refusalMessage } from '@/lib/api-client/errors';
import { adminCommon } from '@/lib/admin-messages';
import { formatDateTime } from '@/lib/format';
import { useOperator } from '@/lib/queries/operator';
import { notificationAdminTexts as t } from '../messages';
import { cancelNotificationSend, notificationAdminQueries, SENDS_PAGE } from '../queries';
import styles from './admin-notifications.module.css';

const TONE = { scheduled: 'info', sent: 'good', cancelled: 'neutral' } as const;
type Filter = NotificationSendStatus | 'all';

export function NotificationsScreen() {
  const ids = useTabIds();
  const client = useQueryClient();
  const operator = useOperator();
  const isAdmin = operator.data?.operator.role === 'admin';
  const [status, setStatus] = useState<Filter>('all');
  const [skip, setSkip] = useState(0);
  const [cancelling, setCancelling] = useState<NotificationSend | null>(null);
  const [notice, setNotice] = useState<{ tone: 'good' | 'bad'; text: string } | null>(null);
  const page = useQuery(notificationAdminQueries.list(status === 'all' ? undefined : status, skip));

  const cancel = async (send: NotificationSend) => {
    setCancelling(null);
    try {
      await cancelNotificationSend(send.id);
      setNotice({ tone: 'good', text: t.cancelled });
    } catch (err) {
      setNotice({ tone: 'bad', text: refusalMessage(err, t.actionFailed) });
    } finally {
      await client.invalidateQueries({ queryKey: notificationAdminQueries.all });
    }
  };

  const columns: Column<NotificationSend>[] = [
    { key: 'created', header: t.columns.created, cell: (s) => t.createdBy(formatDateTime(s.createdAt), s.createdBy) },
    {
      key: 'title',
      header: t.columns.title,
      cell: (s) => (
        <span className={styles.message}>
          <strong>{s.title}</strong>
          {s.body ? <span className={styles.body}>{s.body}</span> : null}
          {s.link ? <span className={styles.link}>{s.link}</span> : null}
        </span>
      ),
    },
    { key: 'audience', header: t.columns.audience, cell: (s) => s.audienceText },
    { key: 'category', header: t.columns.category, cell: (s) => NOTIFICATION_CATEGORY_TEXT[s.category] },
    { key: 'sendAt', header: t.columns.sendAt, cell: (s) => formatDateTime(s.deliveredAt ?? s.sendAt) },
    {
      key: 'status',
      header: t.columns.status,
      cell: (s) => (
        <>
          <Chip tone={TONE[s.status]}>{NOTIFICATION_SEND_STATUS_TEXT[s.status]}</Chip>
          {s.cancelledBy ? <span className={styles.body}>{t.cancelledBy(s.cancelledBy)}</span> : null}
        </>
      ),
    },
    {
      key: 'delivered',
      header: t.columns.delivered,
      align: 'end',
      cell: (s) => (s.deliveredCount === null ? adminCommon.dash : t.deliveredCount(s.deliveredCount)),
    },
  ];
  if (isAdmin)
    columns.push({
      key: 'actions',
      header: t.columns.actions,
      cell: (s) =>
        s.status === 'scheduled' ? (
          <button
            type="button"
            className="button button-secondary"
            aria-label={`${t.cancel}: ${s.title}`}
            onClick={() => setCancelling(s)}
          >
            {t.cancel}
          </button>
        ) : null,
    });

  return (
    <>
      <AdminPageHeader
        title={t.title}
        intro={t.intro}
        actions={
          isAdmin ? (
            <Link href="/admin/notifications/new" className="button button-primary">
              {t.create}
            </Link>
          ) : null
        }
      />
      <section className="card" aria-label={t.caption}>
        <div className={styles.tabs}>
          <Tabs
            label={t.filterLabel}
            ids={ids}
            value={status}
            onChange={(value) => {
              setStatus(value);
              setSkip(0);
            }}
            items={[
              { value: 'all', label: t.all },
              ...NOTIFICATION_SEND_STATUSES.map((s) => ({ value: s, label: NOTIFICATION_SEND_STATUS_TEXT[s] })),
            ]}
          />
        </div>
        {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
        <TabPanel ids={ids} value={status} busy={page.isFetching}>
          <QueryState
            query={page}
            skeleton={<SkeletonRows count={5} height={36} />}
            errorText={t.loadError}
            empty={page.data?.totalCount === 0 ? { title: status === 'all' ? t.empty : t.emptyStatus } : false}
          >
            {page.data ? (
              <>
                <DataTable caption={t.caption} columns={columns} rows={page.data.sends} rowKey={(s) => s.id} minWidth={960} />
                <Pager skip={skip} take={SENDS_PAGE} total={page.data.totalCount} onSkip={setSkip} />
              </>
            ) : null}
          </QueryState>
        </TabPanel>
      </section>
      <ConfirmDialog
        open={cancelling !== null}
        danger
        title={cancelling ? t.confirmCancel(cancelling.title) : ''}
        confirmLabel={t.cancel}
        onConfirm={() => cancelling && void cancel(cancelling)}
        onCancel={() => setCancelling(null)}
      />
    </>
  );
}
