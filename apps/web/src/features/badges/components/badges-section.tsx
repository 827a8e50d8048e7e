'use client';
// /lk «Награды» (docs/product.md §11.5): the badges the member was given, newest first, with the day;
// then those ahead, greyed, with what earns each and how far the member is where it is counted.
import type { MemberBadge } from '@cabinet/contracts/client';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '@/components/query-state/query-state';
import { Skeleton } from '@/components/skeleton/skeleton';
import { Card, CardHead, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { badgeQueries } from '../queries';
import { badgeTexts as t } from '../texts';
import { BadgeIcon } from '@/components/badge-icon/badge-icon';
import styles from './badges.module.css';

export function BadgesSection() {
  const query = useQuery(badgeQueries.mine());
  const badges = query.data?.badges;
  const earned = badges?.filter((b) => b.awardedAt !== null).length ?? 0;
  return (
    <Card aria-labelledby="badges-title" className={styles.section}>
      <CardHead as="header" className={styles.head}>
        <CardTitle as="h2" id="badges-title">
          {t.title}
        </CardTitle>
        {badges ? <span className={styles.count}>{t.earnedCount(earned)}</span> : null}
      </CardHead>
      <p className={styles.intro}>{t.intro}</p>
      <QueryState query={query} skeleton={<Skeleton height={96} />} errorText={t.loadError}>
        {badges && badges.length === 0 ? <p>{t.none}</p> : null}
        {badges && badges.length > 0 ? (
          <ul className={styles.grid}>
            {badges.map((b) => (
              <BadgeItem key={b.id} badge={b} />
            ))}
          </ul>
        ) : null}
      </QueryState>
    </Card>
  );
}

function BadgeItem({ badge: b }: { badge: MemberBadge }) {
  const earned = b.awardedAt !== null;
  return (
    <li className={earned ? styles.badge : `${styles.badge} ${styles.ahead}`} data-testid="badge">
      <BadgeIcon icon={b.icon} className={styles.icon} />
      <div className={styles.text}>
        <p className={styles.name}>{b.name}</p>
        <p className={styles.rule}>{b.ruleText}</p>
        {b.description ? <p className={styles.rule}>{b.description}</p> : null}
        {earned ? (
          <p className={styles.when}>{t.awardedOn(formatDate(b.awardedAt!))}</p>
        ) : b.progress ? (
          <div className={styles.way}>
            <progress
              max={b.progress.of}
              value={b.progress.done}
              aria-label={`${b.name}: ${t.progress(b.progress.done, b.progress.of)}`}
            />
            <span className="nowrap">{t.progress(b.progress.done, b.progress.of)}</span>
          </div>
        ) : (
          <p className={styles.when}>{t.ahead}</p>
        )}
      </div>
    </li>
  );
}
