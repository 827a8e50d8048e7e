'use client';
// This month's contracts, earnings and tier, and what the next tier needs and pays (GET /api/rewards/summary).
import { formatMonth, formatPoints } from '@/lib/format';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '@/components/query-state/query-state';
import { Skeleton } from '@/components/skeleton/skeleton';
import { Unbreakable } from '@/components/unbreakable/unbreakable';
import { Card, CardTitle } from '@/components/ui/card';
import { homeTexts as t } from '../texts';
import { homeQueries } from '../queries';
import { nextTierText, tierProgress } from '../planner';
import styles from './home.module.css';

export function EarningsPlanner() {
  const summary = useQuery(homeQueries.summary());
  const data = summary.data;

  return (
    <Card className={styles.plannerCard} aria-labelledby="home-planner" aria-busy={summary.isPending}>
      <CardTitle as="h2" id="home-planner">
        {data ? t.monthHeading(formatMonth(data.month)) : t.monthHeading('…')}
      </CardTitle>
      <QueryState
        query={summary}
        loadingText={t.loading}
        skeleton={
          <>
            <div className={styles.stats}>
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} height={66} radius="var(--radius-m)" />
              ))}
            </div>
            <Skeleton height={10} radius={999} />
            <Skeleton height={24} width="80%" />
          </>
        }
        errorText={t.plannerError}
      >
        {data ? (
          <>
            <dl className={styles.stats}>
              <div className={styles.stat}>
                <dt>{t.contracts}</dt>
                <dd data-testid="planner-contracts">{data.contractsCount}</dd>
              </div>
              <div className={styles.stat}>
                <dt>{t.earned}</dt>
                <dd>{formatPoints(data.earned)}</dd>
              </div>
              <div className={styles.stat}>
                <dt>{t.tier}</dt>
                <dd>{data.currentTier ? `${data.currentTier.level}-й` : t.noTier}</dd>
              </div>
            </dl>
            <div
              className={styles.progress}
              role="progressbar"
              aria-label={t.progressLabel}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(tierProgress(data) * 100)}
            >
              <div className={styles.progressBar} style={{ width: `${tierProgress(data) * 100}%` }} />
            </div>
            <p className={styles.plannerText}>
              <Unbreakable text={nextTierText(data)} />
            </p>
            <p className={styles.nextReward}>
              <Unbreakable text={t.nextContract(formatPoints(data.nextContractReward))} />
            </p>
            {data.tiers.length > 0 ? (
              <ul className={styles.tiers} aria-label={t.tiersHeading}>
                {data.tiers.map((tier) => (
                  <li key={tier.level} className={styles.tierChip} data-current={tier.level === data.currentTier?.level}>
                    {t.tierRange(tier.minContracts, tier.maxContracts)}: {formatPoints(tier.reward)}
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        ) : null}
      </QueryState>
    </Card>
  );
}
