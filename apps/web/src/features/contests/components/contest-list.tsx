'use client';
// The member's contests (GET /api/contests/): running first, each with their place and the gap.
import type { MemberContestSummary } from '@cabinet/contracts/client';
import { useQuery } from '@tanstack/react-query';
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { QueryState } from '@/components/query-state/query-state';
import { Skeleton } from '@/components/skeleton/skeleton';
import { formatDate } from '@/lib/format';
import { Card } from '@/components/ui/card';
import { contestsTexts as t } from '../texts';
import { contestQueries } from '../queries';
import styles from './contests.module.css';

const day = (iso: string) => formatDate(`${iso}T12:00:00+03:00`);

export function ContestSummaryCard({ contest }: { contest: MemberContestSummary }) {
  // A team contest's figures are the member's contracts for their team and the team's place.
  const team = contest.kind === 'team';
  return (
    <Card as="article">
      <div className={styles.head}>
        <h2 className={styles.title}>
          <Link href={`/contests/${contest.id}`}>{contest.title}</Link>
        </h2>
        <span className={styles.badge}>{t.status[contest.status]}</span>
      </div>
      <p className={styles.muted}>{t.period(day(contest.startsOn), day(contest.endsOn))}</p>
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt>{team ? t.myContracts : t.score}</dt>
          <dd>{contest.score}</dd>
        </div>
        <div className={styles.stat}>
          <dt>{team ? t.teamResultPlace : t.place}</dt>
          <dd>{contest.place ?? t.noPlace}</dd>
        </div>
      </dl>
      {contest.gapText ? <p className={styles.gap}>{contest.gapText}</p> : null}
    </Card>
  );
}

export function ContestList() {
  const query = useQuery(contestQueries.list());
  return (
    <QueryState
      query={query}
      surface="card"
      loadingText={t.loading}
      skeleton={<Skeleton height={160} radius="var(--radius-m)" />}
      errorText={t.error}
      empty={query.data?.contests.length === 0 ? { title: t.empty, text: t.emptyText } : false}
    >
      <ul className={styles.list}>
        {query.data?.contests.map((c) => (
          <li key={c.id}>
            <ContestSummaryCard contest={c} />
          </li>
        ))}
      </ul>
    </QueryState>
  );
}
