'use client';
// One agent of the team in a month (GET /api/team/agents/{memberId}): their days in the team, their
// target and the contracts they signed on those days — only what the job needs (decision 0065). An
// agent who was not in the team that month is «not found» with the way back to the team.
import { useQuery } from '@tanstack/react-query';
import { recordFrame } from '@/components/query-state/record-frame';
import { StatusMessage } from '@/components/status-message/status-message';
import { Skeleton } from '@/components/skeleton/skeleton';
import { ButtonLink } from '@/components/ui/button';
import { ButtonRow } from '@/components/ui/button-row';
import { Card, CardTitle } from '@/components/ui/card';
import { Stack } from '@/components/ui/stack';
import { refusalMessage } from '@/lib/api-client/errors';
import { formatMonth, formatPoints } from '@/lib/format';
import { formatDay, teamHref } from '../month';
import { teamQueries } from '../queries';
import { teamTexts as t } from '../texts';
import { isNotSupervisor, NotSupervisor } from './not-supervisor';
import styles from './team.module.css';

export function AgentMonth({ memberId, month }: { memberId: string; month: string | null }) {
  const query = useQuery(teamQueries.agent(memberId, month));
  const back = teamHref(month);
  if (isNotSupervisor(query.error)) return <NotSupervisor error={query.error} />;
  const frame = recordFrame(query, {
    texts: {
      loading: t.loading,
      error: t.agentError,
      notFound: t.agentNotFound,
      notFoundText: refusalMessage(query.error, t.agentNotFoundText),
      back: t.back,
    },
    backHref: back,
    surface: 'card',
    skeleton: <Skeleton height={240} radius="var(--radius-l)" />,
  });
  const agent = query.data;
  if (frame || !agent) return frame;
  return (
    <Stack>
      <Card aria-labelledby="team-agent-heading">
        <CardTitle as="h2" id="team-agent-heading">
          {agent.name}
        </CardTitle>
        <p className={styles.meta}>
          <span>{formatMonth(agent.month)}</span>
          {agent.stays.map((stay) => (
            <span key={stay.from}>{t.stay(formatDay(stay.from), formatDay(stay.lastDay))}</span>
          ))}
        </p>
        <p className={styles.left} data-testid="team-agent-target">
          {agent.target > 0 ? t.agentTarget(agent.target) : t.agentNoTarget}
        </p>
      </Card>
      <Card aria-labelledby="team-agent-contracts">
        <CardTitle as="h2" id="team-agent-contracts">
          {t.agentContractsHeading}
        </CardTitle>
        {agent.contracts.length === 0 ? (
          <StatusMessage kind="empty" title={t.agentContractsEmpty} />
        ) : (
          <ul className={styles.list} aria-label={t.agentContractsCaption}>
            {agent.contracts.map((c) => (
              <li key={`${c.number}:${c.signedOn}`} className={styles.line} data-testid="team-agent-contract">
                <span className={styles.lineMain}>
                  <span>{t.contractNo(c.number)}</span>
                  <span className={styles.muted}>
                    {t.signedOn(formatDay(c.signedOn))} · {c.status}
                  </span>
                </span>
                <span className={styles.points}>{formatPoints(c.points)}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <ButtonRow wrap>
        <ButtonLink href={back} variant="secondary">
          {t.back}
        </ButtonLink>
      </ButtonRow>
    </Stack>
  );
}
