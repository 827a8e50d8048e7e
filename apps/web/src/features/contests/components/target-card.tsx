'use client';
// The personal target of the month (GET /api/targets/current) with its progress and bonus.
import { pluralRu } from '@cabinet/contracts/client';
import { useQuery } from '@tanstack/react-query';
import { formatPoints } from '@/lib/format';
import { contestsTexts as t } from '@/lib/messages';
import { contestQueries } from '../queries';
import styles from './contests.module.css';

export function TargetCard() {
  const query = useQuery(contestQueries.target());
  const target = query.data;
  if (!target) return null;
  const share = Math.min(1, target.done / target.target);
  const left = Math.max(0, target.target - target.done);
  return (
    <section className="card" aria-labelledby="target-heading">
      <h2 id="target-heading" className="card-title">
        {t.targetHeading}
      </h2>
      <p className={styles.title} data-testid="target-progress">
        {t.targetProgress(target.done, target.target)}
      </p>
      <div
        className={styles.progress}
        role="progressbar"
        aria-label={t.targetLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(share * 100)}
      >
        <div className={styles.progressBar} style={{ width: `${share * 100}%` }} />
      </div>
      <p className={styles.muted}>
        {target.met ? `${t.targetMet} ${target.paid ? t.targetPaid : ''}` : t.targetLeft(left, pluralRu(left, t.contractsWords))}
        {target.bonus > 0 && !target.met ? ` ${t.targetBonus(formatPoints(target.bonus))}` : ''}
      </p>
    </section>
  );
}
