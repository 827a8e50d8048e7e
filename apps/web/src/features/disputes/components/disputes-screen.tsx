'use client';
// Споры: the member's disputes and missing-contract claims, newest first (the API's order), and the
// way to claim a contract that is not in the accruals.
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '@/components/query-state/query-state';
import { SkeletonRows } from '@/components/skeleton/skeleton';
import { Stack } from '@/components/ui/stack';
import { ButtonLink } from '@/components/ui/button';
import { disputesTexts as t } from '../texts';
import { disputeQueries } from '../queries';
import { DisputeCard } from './dispute-card';
import styles from './disputes.module.css';

export function DisputesScreen() {
  const query = useQuery(disputeQueries.list());
  const disputes = query.data?.items ?? [];
  return (
    <Stack>
      <div className={styles.intro}>
        <p className={styles.muted}>{t.intro}</p>
        <ButtonLink href="/disputes/new" variant="primary">
          {t.missingContract}
        </ButtonLink>
      </div>
      <QueryState
        query={query}
        loadingText={t.loading}
        skeleton={<SkeletonRows count={3} height={112} radius="var(--radius-l)" className={styles.list} />}
        errorText={t.listError}
        surface="card"
        empty={
          disputes.length === 0 && {
            title: t.empty,
            text: t.emptyText,
            action: (
              <ButtonLink href="/balance" variant="secondary">
                {t.toHistory}
              </ButtonLink>
            ),
          }
        }
      >
        <ul className={styles.list} aria-label={t.listLabel}>
          {disputes.map((dispute) => (
            <DisputeCard key={dispute.id} dispute={dispute} />
          ))}
        </ul>
      </QueryState>
    </Stack>
  );
}
