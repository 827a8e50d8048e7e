'use client';
// The member card's latest sign-in codes: when each went, to which phone, and each channel's
// delivery status (support's first question: «код не приходит»; decision 0035).
import { formatPhone, type SignInCode } from '@cabinet/contracts/client';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '@/components/query-state/query-state';
import { SkeletonRows } from '@/components/skeleton/skeleton';
import { adminSignInDelivery as t } from '@/components/admin/texts';
import { formatDateTime } from '@/lib/format';
import { Card, CardTitle } from '@/components/ui/card';
import { memberAdminQueries } from '../queries';
import styles from './members.module.css';

function deliveries(code: SignInCode): string {
  if (code.deliveries.length === 0) return t.noDelivery;
  return code.deliveries
    .map((d) => `${t.provider(d.provider)}: ${t.status[d.status]}${d.status === 'failed' && d.detail ? ` (${d.detail})` : ''}`)
    .join('; ');
}

export function SignInCodes({ memberId }: { memberId: string }) {
  const codes = useQuery(memberAdminQueries.signInCodes(memberId));
  return (
    <Card aria-labelledby="member-sign-in-codes">
      <CardTitle as="h2" id="member-sign-in-codes">
        {t.codesHeading}
      </CardTitle>
      <QueryState query={codes} skeleton={<SkeletonRows count={3} height={40} />} errorText={t.codesLoadError}>
        {codes.data && codes.data.codes.length === 0 ? <p>{t.noCodes}</p> : null}
        {codes.data && codes.data.codes.length > 0 ? (
          <ul className={styles.list}>
            {codes.data.codes.map((c) => (
              <li key={c.id}>
                {t.codeAt(formatDateTime(c.createdAt), formatPhone(c.phone))} — {t.codeState[c.state]}. {deliveries(c)}
              </li>
            ))}
          </ul>
        ) : null}
      </QueryState>
    </Card>
  );
}
