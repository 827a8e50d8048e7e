'use client';
// /admin/notifications (every operator reads; admins send and cancel): the notifications written in
// the back office, newest first, with whom they went to, when, and how many members got them.
import { type NotificationSend, type NotificationSendStatus } from '@cabinet/contracts/client';
import { NOTIFICATION_CATEGORY_TEXT, NOTIFICATION_SEND_STATUS_TEXT, NOTIFICATION_SEND_STATUSES } from '@cabinet/contracts/client';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { Chip, Notice, type Column } from '@/components/admin/data-table';
import { ListPage } from '@/components/admin/list-page/list-page';
import { useListPage } from '@/components/admin/list-page/use-list-url';
import { AdminPageHeader } from '@/components/admin/page-header';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { adminCommon } from '@/components/admin/texts';
import { formatDateTime } from '@/lib/format';
import { useOperator } from '@/lib/queries/operator';
import { Button, ButtonLink } from '@/components/ui/button';
import { notificationAdminTexts as t } from '../texts';
import { cancelNotificationSend, notificationAdminQueries } from '../queries';
import type { notificationSendsList } from '../list';
import styles from './admin-notifications.module.css';

const TONE = { scheduled: 'info', sent: 'good', cancelled: 'neutral' } as const;
type Filter = NotificationSendStatus | 'all';

export function NotificationsScreen() {
  const operator = useOperator();
  const isAdmin = operator.data?.operator.role === 'admin';
  const list = useListPage<typeof notificationSendsList>(notificationAdminQueries.list);
  const status: Filter = list.query.status ?? 'all';
  const [cancelling, setCancelling] = useState<NotificationSend | null>(null);
  const cancel = useAdminAction({
    mutationFn: (send: NotificationSend) => cancelNotificationSend(send.id),
    invalidates: [notificationAdminQueries.all],
    fallback: t.actionFailed,
  });

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
      cell: (s) =>
        s.deliveredCount === null ? (
          adminCommon.dash
        ) : (
          <span className={styles.message}>
            <span>{t.deliveredCabinet(s.deliveredCount)}</span>
            {s.channelCounts
              ? s.channels.map((c) => (
                  <span key={c} className={styles.body}>
                    {t.deliveredBy(c, s.channelCounts![c])}
                  </span>
                ))
              : null}
          </span>
        ),
    },
  ];
  if (isAdmin)
    columns.push({
      key: 'actions',
      header: t.columns.actions,
      cell: (s) =>
        s.status === 'scheduled' ? (
          <Button type="button" variant="secondary" aria-label={`${t.cancel}: ${s.title}`} onClick={() => setCancelling(s)}>
            {t.cancel}
          </Button>
        ) : null,
    });

  return (
    <>
      <AdminPageHeader
        title={t.title}
        intro={t.intro}
        actions={
          isAdmin ? (
            <ButtonLink href="/admin/notifications/new" variant="primary">
              {t.create}
            </ButtonLink>
          ) : null
        }
      />
      <ListPage
        label={t.caption}
        tabs={{
          label: t.filterLabel,
          value: status,
          onChange: (value) => list.apply({ status: value === 'all' ? undefined : value }),
          items: [
            { value: 'all', label: t.all },
            ...NOTIFICATION_SEND_STATUSES.map((s) => ({ value: s, label: NOTIFICATION_SEND_STATUS_TEXT[s] })),
          ],
        }}
        list={list}
        rows={(d) => d.sends}
        table={{ columns, minWidth: 960, errorText: t.loadError, empty: status === 'all' ? t.empty : t.emptyStatus }}
      >
        {cancel.isSuccess ? <Notice tone="good">{t.cancelled}</Notice> : null}
        {cancel.refusal ? <Notice tone="bad">{cancel.refusal}</Notice> : null}
      </ListPage>
      <ConfirmDialog
        open={cancelling !== null}
        danger
        title={cancelling ? t.confirmCancel(cancelling.title) : ''}
        confirmLabel={t.cancel}
        onConfirm={() => {
          if (cancelling) cancel.mutate(cancelling);
          setCancelling(null);
        }}
        onCancel={() => setCancelling(null)}
      />
    </>
  );
}
