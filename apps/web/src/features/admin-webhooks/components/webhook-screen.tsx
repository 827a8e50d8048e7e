'use client';
// /admin/webhooks/[id] (admins): one address — its URL, description, events, state, secret and
// deliveries — with its actions: «Изменить» (URL, description, events), «Выключить» / «Включить»,
// «Заменить секрет» (the hours the old one still signs; the new one shown once), «Отправить тестовое
// событие», «Удалить» after a confirmation; below, its delivery log with «Повторить».
import type { WebhookEndpoint, WebhookEndpointWithSecret } from '@cabinet/contracts/client';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useCallback, useRef, useState } from 'react';
import adminStyles from '@/components/admin/admin.module.css';
import { AdminOnly } from '@/components/admin/admin-only';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { Notice } from '@/components/admin/data-table';
import { OverlapDialog } from '@/components/admin/overlap-dialog';
import { AdminPageHeader } from '@/components/admin/page-header';
import { refusalText } from '@/components/admin/refusal-text';
import { SecretsOnce } from '@/components/admin/secrets-once';
import { adminTitles } from '@/components/admin/texts';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { QueryState } from '@/components/query-state/query-state';
import { Skeleton } from '@/components/skeleton/skeleton';
import { NotFoundMessage } from '@/components/status-message/status-message';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Stack } from '@/components/ui/stack';
import { formatDateTime } from '@/lib/format';
import { lazyResolver } from '@/lib/lazy-resolver';
import { deleteWebhookEndpoint, rotateWebhookSecret, sendTestWebhook, updateWebhookEndpoint, webhookQueries } from '../queries';
import { webhookTexts as t, webhooksTexts } from '../texts';
import { WEBHOOK_EVENT_TITLES, WEBHOOK_ROTATION_MAX_HOURS } from '@cabinet/contracts/client';
import { DeliveryLog } from './delivery-log';
import { EndpointForm } from './endpoint-form';
import { DeliveryCounts, EndpointState, SecretAge } from './endpoint-parts';
import styles from './webhooks.module.css';

/** The contract's rule for the overlap, loaded when the rotation's dialog is first used (decision 0022). */
const overlapRules = lazyResolver(() => import('../resolvers').then((m) => m.overlapResolver));

/** What the old secret is given by default: a day for the company's verifier to switch. */
const DEFAULT_OVERLAP_HOURS = 24;

/** The address's page for admins; an operator is told the section is theirs. */
export function WebhookScreen({ endpointId }: { endpointId: number }) {
  return (
    <AdminOnly title={adminTitles.webhook}>
      <Webhook endpointId={endpointId} />
    </AdminOnly>
  );
}

function Webhook({ endpointId }: { endpointId: number }) {
  // The contract lists the addresses, it has no call for one: the page finds its own in the list.
  const list = useQuery(webhookQueries.endpoints());
  const endpoint = list.data?.endpoints.find((e) => e.id === endpointId);
  return (
    <>
      <p>
        <Link href="/admin/webhooks">{t.back}</Link>
      </p>
      <AdminPageHeader title={endpoint?.description || adminTitles.webhook} />
      <QueryState
        query={list}
        skeleton={<Skeleton height={320} radius="var(--radius-l)" />}
        errorText={webhooksTexts.loadError}
        surface="card"
      >
        {endpoint ? (
          <Endpoint endpoint={endpoint} />
        ) : (
          <NotFoundMessage
            surface="card"
            title={t.notFound}
            text={t.notFoundText}
            back={{ href: '/admin/webhooks', label: t.back }}
          />
        )}
      </QueryState>
    </>
  );
}

type Said = { tone: 'good' | 'bad'; text: string } | null;

function Endpoint({ endpoint }: { endpoint: WebhookEndpoint }) {
  const router = useRouter();
  const [editing, setEditing] = useState(false);
  const [rotating, setRotating] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [said, setSaid] = useState<Said>(null);
  const [secret, setSecret] = useState<WebhookEndpointWithSecret | null>(null);
  // The new secret waits for its dialog to go: the page under a modal cannot take the focus.
  const rotated = useRef<WebhookEndpointWithSecret | null>(null);
  const showRotated = useCallback(() => {
    if (rotated.current) setSecret(rotated.current);
    rotated.current = null;
  }, []);

  const refused = (err: unknown) => setSaid({ tone: 'bad', text: refusalText(err, webhooksTexts.actionFailed) });
  const action = { fallback: webhooksTexts.actionFailed, invalidates: [webhookQueries.all], onError: refused };
  const toggle = useAdminAction({
    ...action,
    mutationFn: (enabled: boolean) => updateWebhookEndpoint(endpoint.id, { enabled }),
    onSuccess: (answer) => setSaid({ tone: 'good', text: answer.enabled ? t.enabledDone : t.disabledDone }),
  });
  const test = useAdminAction({
    ...action,
    mutationFn: () => sendTestWebhook(endpoint.id),
    onSuccess: () => setSaid({ tone: 'good', text: t.tested }),
  });
  const remove = useAdminAction({
    ...action,
    mutationFn: () => deleteWebhookEndpoint(endpoint.id),
    onSuccess: () => router.push('/admin/webhooks'),
  });
  /** One action at a time says how it went: the one before is forgotten as the next starts. */
  const run = (start: () => void) => {
    setSaid(null);
    start();
  };

  return (
    <Stack>
      {secret ? (
        <SecretsOnce
          title={webhooksTexts.secrets.rotated}
          secrets={[{ label: webhooksTexts.secrets.secret, value: secret.secret }]}
          onDismiss={() => setSecret(null)}
        >
          {secret.endpoint.previousSecretValidUntil ? (
            <p>{webhooksTexts.secrets.previousUntil(formatDateTime(secret.endpoint.previousSecretValidUntil))}</p>
          ) : null}
          <p>{webhooksTexts.secrets.once}</p>
          <p>{webhooksTexts.secrets.howTo}</p>
        </SecretsOnce>
      ) : null}
      <Card aria-labelledby="webhook-endpoint-heading">
        <CardTitle as="h2" id="webhook-endpoint-heading">
          {t.factsHeading}
        </CardTitle>
        <dl className={adminStyles.facts}>
          <dt>{t.facts.url}</dt>
          <dd className={styles.url}>{endpoint.url}</dd>
          <dt>{t.facts.description}</dt>
          <dd>{endpoint.description || t.noDescription}</dd>
          <dt>{t.facts.events}</dt>
          <dd>
            <ul className={styles.list}>
              {endpoint.events.map((event) => (
                <li key={event}>{WEBHOOK_EVENT_TITLES[event]}</li>
              ))}
            </ul>
          </dd>
          <dt>{t.facts.state}</dt>
          <dd>
            <EndpointState endpoint={endpoint} />
          </dd>
          <dt>{t.facts.deliveries}</dt>
          <dd>
            <DeliveryCounts endpoint={endpoint} />
          </dd>
          <dt>{t.facts.secret}</dt>
          <dd>
            <SecretAge endpoint={endpoint} />
          </dd>
          <dt>{t.facts.created}</dt>
          <dd>{t.createdBy(formatDateTime(endpoint.createdAt), endpoint.createdBy)}</dd>
        </dl>
        {said ? <Notice tone={said.tone}>{said.text}</Notice> : null}
        <div className={styles.actions}>
          <Button type="button" variant="secondary" onClick={() => setEditing(true)} disabled={editing}>
            {t.edit}
          </Button>
          <Button
            type="button"
            variant="secondary"
            busy={toggle.isPending}
            onClick={() => run(() => toggle.mutate(!endpoint.enabled))}
          >
            {endpoint.enabled ? t.disable : t.enable}
          </Button>
          <Button type="button" variant="secondary" onClick={() => setRotating(true)}>
            {t.rotate}
          </Button>
          {endpoint.enabled ? (
            <Button type="button" variant="secondary" busy={test.isPending} onClick={() => run(() => test.mutate())}>
              {t.test}
            </Button>
          ) : null}
          <Button type="button" variant="danger-outline" onClick={() => setRemoving(true)}>
            {t.remove}
          </Button>
        </div>
      </Card>
      {editing ? (
        <EndpointForm
          endpoint={endpoint}
          onSaved={() => {
            setEditing(false);
            setSaid({ tone: 'good', text: t.saved });
          }}
          onCancel={() => setEditing(false)}
        />
      ) : null}
      <DeliveryLog endpoint={endpoint} />
      <OverlapDialog
        open={rotating}
        title={t.rotateTitle}
        text={t.rotateText}
        label={t.overlap}
        hint={t.overlapHint(WEBHOOK_ROTATION_MAX_HOURS)}
        confirmLabel={t.rotate}
        defaultHours={DEFAULT_OVERLAP_HOURS}
        rules={overlapRules}
        fallback={webhooksTexts.actionFailed}
        invalidates={[webhookQueries.all]}
        submit={(hours) => rotateWebhookSecret(endpoint.id, hours)}
        onDone={(answer) => {
          rotated.current = answer;
          setRotating(false);
        }}
        onCancel={() => setRotating(false)}
        onClosed={showRotated}
      />
      <ConfirmDialog
        open={removing}
        title={t.removeTitle}
        text={t.removeText(endpoint.url)}
        confirmLabel={t.remove}
        danger
        onConfirm={() => {
          setRemoving(false);
          run(() => remove.mutate());
        }}
        onCancel={() => setRemoving(false)}
      />
    </Stack>
  );
}
