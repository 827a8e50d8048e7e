'use client';
// The home page's running contest: the first running one the member takes part in.
import { useQuery } from '@tanstack/react-query';
import { contestQueries } from '../queries';
import { ContestSummaryCard } from './contest-list';

export function RunningContestCard() {
  const query = useQuery(contestQueries.list());
  const running = query.data?.contests.find((c) => c.status === 'running');
  return running ? <ContestSummaryCard contest={running} /> : null;
}
