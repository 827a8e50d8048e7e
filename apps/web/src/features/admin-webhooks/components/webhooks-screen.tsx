'use client';
// /admin/webhooks «Вебхуки» (admins; docs/webhooks.md): the company's addresses the programme posts its
// events to, each with its events, whether it is on, how its deliveries went and when its secret was
// made, a link to its page (changes, the secret, a test event, the delivery log); a new address, whose
// signing secret is shown once in a card above the list.
import type { WebhookEndpoint, WebhookEndpointWithSecret } from '@cabinet/contracts/client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { adminOnly } from '@/components/admin/admin-only';
import { DataTable, type Column } from '@/components/admin/data-table';
import { AdminPageHeader } from '@/components/admin/page-header';
import { SecretsOnce } from '@/components/admin/secrets-once';
import { adminTitles } from '@/components/admin/texts';
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { QueryState } from '@/components/query-state/query-state';
import { SkeletonRows } from '@/components/skeleton/skeleton';
import { Card, CardTitle } from '@/components/ui/card';
import { Stack } from '@/components/ui/stack';
import { formatDateTime } from '@/lib/format';
import { webhookQueries } from '../queries';
import { webhooksTexts as t } from '../texts';
import { WEBHOOK_EVENT_TITLES } from '@cabinet/contracts/client';
import { EndpointForm } from './endpoint-form';
import { DeliveryCounts, EndpointState, SecretAge } from './endpoint-parts';
import adminStyles from '@/components/admin/admin.module.css';
import styles from './webhooks.module.css';

function Webhooks() {
  const list = useQuery(webhookQueries.endpoints());
  const [created, setCreated] = useState<WebhookEndpointWithSecret | null>(null);

  const columns: Column<WebhookEndpoint>[] = [
    {
      key: 'url',
      header: t.columns.url,
      cell: (e) => (
        <span className={adminStyles.cellLines}>
          <Link href={`/admin/webhooks/${e.id}`} className={styles.url}>
            {e.url}
          </Link>
          {e.description ? <span>{e.description}</span> : null}
          <span className={adminStyles.cellNote}>{t.addedBy(e.createdBy, formatDateTime(e.createdAt))}</span>
        </span>
      ),
    },
    {
      key: 'events',
      header: t.columns.events,
      cell: (e) => (
        <span className={adminStyles.cellLines}>
          <span>{t.eventCount(e.events.length)}</span>
          <span className={adminStyles.cellNote}>{e.events.map((event) => WEBHOOK_EVENT_TITLES[event]).join(', ')}</span>
        </span>
      ),
    },
    { key: 'state', header: t.columns.state, cell: (e) => <EndpointState endpoint={e} /> },
    { key: 'deliveries', header: t.columns.deliveries, cell: (e) => <DeliveryCounts endpoint={e} /> },
    { key: 'secret', header: t.columns.secret, cell: (e) => <SecretAge endpoint={e} /> },
  ];

  return (
    <>
      <AdminPageHeader title={adminTitles.webhooks} intro={t.intro} />
      <Stack>
        {created ? (
          <SecretsOnce
            title={t.secrets.created}
            secrets={[{ label: t.secrets.secret, value: created.secret }]}
            onDismiss={() => setCreated(null)}
          >
            <p className={styles.url}>{created.endpoint.url}</p>
            <p>{t.secrets.once}</p>
            <p>{t.secrets.howTo}</p>
            <p>
              <Link href={`/admin/webhooks/${created.endpoint.id}`}>{t.secrets.toEndpoint}</Link>
            </p>
          </SecretsOnce>
        ) : null}
        <EndpointForm endpoint={null} onCreated={setCreated} />
        <Card aria-labelledby="webhook-endpoints-heading" className={adminStyles.list}>
          <CardTitle as="h2" id="webhook-endpoints-heading">
            {t.listHeading}
          </CardTitle>
          <QueryState
            query={list}
            skeleton={<SkeletonRows count={3} height={56} />}
            errorText={t.loadError}
            empty={list.data?.endpoints.length === 0 && { title: t.empty }}
          >
            <DataTable
              caption={t.caption}
              columns={columns}
              rows={list.data?.endpoints ?? []}
              rowKey={(e) => e.id}
              minWidth={920}
            />
          </QueryState>
        </Card>
      </Stack>
    </>
  );
}

/** Admins only: an operator is told so, and offered nothing of it. */
export const WebhooksScreen = adminOnly(adminTitles.webhooks, Webhooks);
