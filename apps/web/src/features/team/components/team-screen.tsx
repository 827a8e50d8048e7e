'use client';
// «Команда» (docs/product.md «Команды», decision 0065): the supervisor's team in a month — who it is,
// the month's totals, the agents with who needs a call first, the clawbacks — and a message to the
// team. The month lives in the address (`?month=`), so that a reload, the back button and an agent's
// page keep it; a member who supervises no team reads why (403) instead of an error.
import type { TeamMonth } from '@cabinet/contracts/client';
import { monthYearTitle } from '@cabinet/contracts/client';
import { useQuery } from '@tanstack/react-query';
import { useRouter, useSearchParams } from 'next/navigation';
import { useTransition } from 'react';
import { QueryState } from '@/components/query-state/query-state';
import { Skeleton } from '@/components/skeleton/skeleton';
import { Card, CardHead, CardTitle } from '@/components/ui/card';
import { Stack } from '@/components/ui/stack';
import { suspended } from '@/lib/lazy-part';
import { monthOfAddress } from '@/lib/month-options';
import { preloadChunk } from '@/lib/preload-chunk';
import { teamHref } from '../month';
import { teamQueries } from '../queries';
import { teamTexts as t } from '../texts';
import { isNotSupervisor, NotSupervisor } from './not-supervisor';
import { TeamAgents } from './team-agents';
import { TeamClawbacks } from './team-clawbacks';
import { TeamContests } from './team-contests';
import { TeamTotals } from './team-totals';
import styles from './team.module.css';

// The message form (react-hook-form, ~14 kB gzip) in a chunk of its own (decision 0022): it shows only
// with the team's month, so the page's first load does without it; the chunk is fetched as the page
// runs, beside that month.
const TeamMessageForm = suspended(
  preloadChunk(import('./team-message-form')).component((m) => m.TeamMessageForm),
  <Skeleton height={260} radius="var(--radius-l)" />,
);

export function TeamScreen() {
  const month = monthOfAddress(useSearchParams().get('month'));
  const router = useRouter();
  const [moving, startMoving] = useTransition();
  // The month shown stays while the next one comes: the page does not jump to a skeleton.
  const query = useQuery({ ...teamQueries.month(month), placeholderData: (previous) => previous });
  const team = query.data;
  if (isNotSupervisor(query.error)) return <NotSupervisor error={query.error} />;
  if (!team) {
    return (
      <QueryState
        query={query}
        surface="card"
        loadingText={t.loading}
        skeleton={<Skeleton height={320} radius="var(--radius-l)" />}
        errorText={t.error}
      />
    );
  }
  const busy = moving || query.isPlaceholderData;
  const choose = (next: string) => startMoving(() => router.push(teamHref(next), { scroll: false }));
  return (
    <Stack aria-busy={busy || undefined} className={busy ? styles.moving : undefined}>
      <Card aria-labelledby="team-heading">
        <CardHead>
          <Stack gap={2}>
            <CardTitle as="h2" id="team-heading">
              {team.team.name}
            </CardTitle>
            <p className={styles.meta}>
              <span>{t.point(team.team.point)}</span>
              <span>{t.dealer(team.team.dealer)}</span>
            </p>
          </Stack>
          <MonthPicker team={team} value={month ?? team.month} onChange={choose} />
        </CardHead>
        <p className="visually-hidden" role="status">
          {busy ? t.monthLoading : ''}
        </p>
      </Card>
      <TeamTotals totals={team.totals} />
      <TeamAgents agents={team.agents} month={team.month} />
      <TeamContests contests={team.contests} />
      <TeamClawbacks clawbacks={team.clawbacks} />
      <TeamMessageForm messagesLeftToday={team.messagesLeftToday} />
    </Stack>
  );
}

/** The months the member supervised the team, newest first, by their Russian names. */
function MonthPicker({ team, value, onChange }: { team: TeamMonth; value: string; onChange: (month: string) => void }) {
  const months = team.months.includes(value) ? team.months : [value, ...team.months];
  return (
    <label className={styles.picker}>
      <span>{t.month}</span>
      <select className="input input-compact" value={value} onChange={(event) => onChange(event.target.value)}>
        {months.map((m) => (
          <option key={m} value={m}>
            {monthYearTitle(m)}
          </option>
        ))}
      </select>
    </label>
  );
}
