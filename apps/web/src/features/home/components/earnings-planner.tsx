'use client';
// This month's contracts, earnings and tier, and what the next tier needs and pays (GET /api/rewards/summary).
import { formatMonth, formatPoints } from '@/lib/format';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '@/components/skeleton/skeleton';
import { StatusMessage } from '@/components/status-message/status-message';
import { homeTexts as t } from '@/lib/messages';
import { isShownError } from '@/lib/member-queries';
import { getRewardsSummary, homeKeys } from '../data';
import { nextTierText, tierProgress } from '../planner';
import styles from './home.module.css';

export function EarningsPlanner() {
  const summary = useQuery({ queryKey: homeKeys.summary, queryFn: ({ signal }) => getRewardsSummary(signal) });
  const data = summary.data;

  return (
    <section className={`${styles.card} ${styles.plannerCard}`} aria-labelledby="home-planner" aria-busy={summary.isPending}>
      <h2 id="home-planner" className={styles.cardTitle}>
        {data ? t.monthHeading(formatMonth(data.month)) : t.monthHeading('…')}
      </h2>
      {summary.isPending ? (
        <>
          <span className="visually-hidden" role="status">
            {t.loading}
          </span>
          <div className={styles.stats}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={66} radius="var(--radius-m)" />
            ))}
          </div>
          <Skeleton height={10} radius={999} />
          <Skeleton height={24} width="80%" />
        </>
      ) : data ? (
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
          <p className={styles.plannerText}>{nextTierText(data)}</p>
          <p className={styles.nextReward}>{t.nextContract(formatPoints(data.nextContractReward))}</p>
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
      ) : isShownError(summary.error) ? (
        <StatusMessage
          kind="error"
          title={t.plannerError}
          action={
            <button type="button" className="button button-secondary" onClick={() => void summary.refetch()}>
              {t.retry}
            </button>
          }
        />
      ) : null}
    </section>
  );
}
