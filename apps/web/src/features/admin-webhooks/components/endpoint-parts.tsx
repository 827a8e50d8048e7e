// The parts of an address that its list and its page both show: whether it is on, how its
// deliveries went, how old its secret is.
import type { WebhookEndpoint } from '@cabinet/contracts/client';
import { Chip } from '@/components/admin/data-table';
import { formatDateTime } from '@/lib/format';
import { webhooksTexts as t } from '../texts';
import adminStyles from '@/components/admin/admin.module.css';
import styles from './webhooks.module.css';

/** Whether the address is sent anything, and since when it is not. */
export function EndpointState({ endpoint }: { endpoint: WebhookEndpoint }) {
  return endpoint.enabled ? (
    <Chip tone="good">{t.enabled}</Chip>
  ) : (
    <span className={adminStyles.cellLines}>
      <Chip tone="neutral">{t.disabled}</Chip>
      {endpoint.disabledAt ? (
        <span className={adminStyles.cellNote}>{t.disabledSince(formatDateTime(endpoint.disabledAt))}</span>
      ) : null}
    </span>
  );
}

/** How the address's deliveries went: the ones waiting, delivered and out of attempts. */
export function DeliveryCounts({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { pending, delivered, failed } = endpoint.deliveries;
  return (
    <span className={adminStyles.cellLines}>
      <span>{t.counts.delivered(delivered)}</span>
      {pending > 0 ? <span className={styles.warn}>{t.counts.pending(pending)}</span> : null}
      {failed > 0 ? <span className={styles.bad}>{t.counts.failed(failed)}</span> : null}
    </span>
  );
}

/** When the secret was made, and until when the one it replaced still signs. */
export function SecretAge({ endpoint }: { endpoint: WebhookEndpoint }) {
  return (
    <span className={adminStyles.cellLines}>
      <span>{t.secretSince(formatDateTime(endpoint.secretCreatedAt))}</span>
      {endpoint.previousSecretValidUntil ? (
        <span className={adminStyles.cellNote}>{t.previousUntil(formatDateTime(endpoint.previousSecretValidUntil))}</span>
      ) : null}
    </span>
  );
}
