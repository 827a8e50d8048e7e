'use client';
// «Журнал доставок» of an address's page: the events posted to it, newest first, a page at a time and
// by status, both in the URL (decision 0028) — each with its title, its `webhook-id`, its body, its
// status and every attempt (when, the answer's HTTP status or why none came, how long it took, the
// start of the answer as plain text), and «Повторить», which posts it again now with the same id.
import type { WebhookDelivery, WebhookDeliveryStatus, WebhookEndpoint } from '@cabinet/contracts/client';
import { useQuery } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { Chip, Notice, type ChipTone, type Column } from '@/components/admin/data-table';
import { ListPage } from '@/components/admin/list-page/list-page';
import { useListUrl } from '@/components/admin/list-page/use-list-url';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import type { deliveriesList } from '../list';
import { redeliverWebhook, webhookQueries } from '../queries';
import { webhookTexts as t, webhooksTexts } from '../texts';
import { WEBHOOK_DELIVERY_STATUS_TEXT, WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENT_TITLES } from '@cabinet/contracts/client';
import adminStyles from '@/components/admin/admin.module.css';
import styles from './webhooks.module.css';

type DeliveriesQuery = z.output<(typeof deliveriesList)['schema']>;
type Filter = WebhookDeliveryStatus | 'all';

const TONE: Record<WebhookDeliveryStatus, ChipTone> = { pending: 'warn', delivered: 'good', failed: 'bad' };

/** An answer's HTTP status: 2xx is the one the programme takes for delivered. */
const answered = (status: number) => status >= 200 && status < 300;

export function DeliveryLog({ endpoint }: { endpoint: WebhookEndpoint }) {
  const url = useListUrl<DeliveriesQuery>();
  const list = { ...url, page: useQuery(webhookQueries.deliveries(endpoint.id, url.query)) };
  const status: Filter = url.query.status ?? 'all';
  // Either way the log is read again: the delivery has moved on, by this retry or by its queue.
  const retry = useAdminAction({
    mutationFn: (delivery: WebhookDelivery) => redeliverWebhook(endpoint.id, delivery.id),
    fallback: webhooksTexts.actionFailed,
    invalidates: [webhookQueries.all],
  });

  const columns: Column<WebhookDelivery>[] = [
    {
      key: 'event',
      header: t.columns.event,
      cell: (d) => (
        <span className={adminStyles.cellLines}>
          <strong>{WEBHOOK_EVENT_TITLES[d.type]}</strong>
          <span className={adminStyles.cellNote}>
            {t.webhookId}: <code className={styles.code}>{d.id}</code>
          </span>
          <span className={adminStyles.cellNote}>{t.createdAt(formatDateTime(d.createdAt))}</span>
          <details className={styles.details}>
            <summary>{t.payload}</summary>
            <pre className={styles.pre}>{JSON.stringify(d.payload, null, 2)}</pre>
          </details>
        </span>
      ),
    },
    {
      key: 'status',
      header: t.columns.status,
      cell: (d) => (
        <span className={adminStyles.cellLines}>
          <Chip tone={TONE[d.status]}>{WEBHOOK_DELIVERY_STATUS_TEXT[d.status]}</Chip>
          {d.nextAttemptAt ? (
            <span className={adminStyles.cellNote}>{t.nextAttempt(formatDateTime(d.nextAttemptAt))}</span>
          ) : null}
        </span>
      ),
    },
    { key: 'attempts', header: t.columns.attempts, cell: (d) => <Attempts delivery={d} /> },
  ];
  // A switched-off address is sent nothing, a retry neither (the API refuses it): no button for it.
  if (endpoint.enabled)
    columns.push({
      key: 'actions',
      header: t.columns.actions,
      cell: (d) => (
        <Button
          type="button"
          variant="secondary"
          size="small"
          aria-label={t.retryLabel(WEBHOOK_EVENT_TITLES[d.type], d.id)}
          disabled={retry.isPending && retry.variables?.id === d.id}
          onClick={() => retry.mutate(d)}
        >
          {t.retry}
        </Button>
      ),
    });

  return (
    <ListPage
      label={t.logCaption}
      title={t.logHeading}
      tabs={{
        label: t.statusFilter,
        variant: 'chips',
        value: status,
        onChange: (value) => url.apply({ status: value === 'all' ? undefined : value }),
        items: [
          { value: 'all', label: t.all },
          ...WEBHOOK_DELIVERY_STATUSES.map((s) => ({ value: s, label: WEBHOOK_DELIVERY_STATUS_TEXT[s] })),
        ],
      }}
      list={list}
      rows={(data) => data.deliveries}
      table={{
        columns,
        minWidth: 920,
        errorText: t.logLoadError,
        empty: status === 'all' ? t.logEmpty : t.logEmptyStatus,
      }}
    >
      {endpoint.enabled ? null : <p className={styles.note}>{t.disabledNote}</p>}
      {retry.isSuccess ? <Notice tone="good">{t.retried(WEBHOOK_EVENT_TITLES[retry.data.type])}</Notice> : null}
      {retry.refusal ? <Notice tone="bad">{retry.refusal}</Notice> : null}
    </ListPage>
  );
}

/** Every attempt of a delivery, the latest first (as the API gives them). */
function Attempts({ delivery }: { delivery: WebhookDelivery }) {
  if (delivery.attempts.length === 0) return <span className={adminStyles.cellNote}>{t.noAttempts}</span>;
  return (
    <span className={adminStyles.cellLines}>
      <span className={adminStyles.cellNote}>{t.attemptCount(delivery.attempts.length)}</span>
      <ol className={styles.attempts}>
        {delivery.attempts.map((a, i) => (
          <li key={`${a.at}-${i}`} className={styles.attempt}>
            <span className={styles.attemptHead}>
              <time dateTime={a.at}>{formatDateTime(a.at)}</time>
              {a.httpStatus === null ? null : (
                <Chip tone={answered(a.httpStatus) ? 'good' : 'bad'}>{t.httpStatus(a.httpStatus)}</Chip>
              )}
              <span className={adminStyles.cellNote}>{t.duration(a.durationMs.toLocaleString('ru-RU'))}</span>
            </span>
            {a.error ? <span className={styles.bad}>{a.error}</span> : null}
            {a.httpStatus === null ? null : (
              <details className={styles.details}>
                <summary>{t.response}</summary>
                {/* What the company's server answered, as text: React writes it, it is never markup. */}
                <pre className={styles.pre}>{a.response || t.emptyResponse}</pre>
              </details>
            )}
          </li>
        ))}
      </ol>
    </span>
  );
}
