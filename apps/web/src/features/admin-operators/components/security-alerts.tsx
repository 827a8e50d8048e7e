'use client';
// The dashboard's alert on separation of duties (admins): refused approvals of the cooling-off
// period, recent changes of accounts, requests waiting for a second admin (decision 0029).
import { useQuery } from '@tanstack/react-query';
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { formatDateTime } from '@/lib/format';
import { useOperator } from '@/lib/queries/operator';
import { Card, CardTitle } from '@/components/ui/card';
import { securityAlertQueries } from '../queries';
import { dutiesTexts as d } from '../texts';
import styles from './operators.module.css';

export function SecurityAlerts() {
  const isAdmin = useOperator().data?.operator.role === 'admin';
  const alerts = useQuery({ ...securityAlertQueries.alerts(), enabled: isAdmin });
  const list = alerts.data?.alerts ?? [];
  if (!isAdmin || list.length === 0) return null;
  return (
    <Card className={styles.alerts} aria-labelledby="security-alerts-heading" data-testid="security-alerts">
      <CardTitle as="h2" id="security-alerts-heading">
        {d.alertsHeading}
      </CardTitle>
      <ul className={styles.alertList}>
        {list.slice(0, 10).map((a, i) => (
          <li key={`${a.at}-${i}`} data-kind={a.kind}>
            <time dateTime={a.at}>{formatDateTime(a.at)}</time> {a.text}.{' '}
            <Link href={a.link} className={styles.alertLink}>
              {d.alertsMore}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
