'use client';
// One contest (GET /api/contests/{id}/): the rules in plain Russian, the member's place in their
// league while it runs with what the page leads with, the next contract's value, the time left and
// their neighbours («Моё место», my-place.tsx) — once settled, their result: place, the prize paid
// and when; cancelled, the reason — and the top of the league by first name and initial. A team
// contest shows the member's team and the league's teams instead (team-standing.tsx).
import type { MemberContest } from '@cabinet/contracts/client';
import { useQuery } from '@tanstack/react-query';
import { ContestLeaders } from '@/components/contest-leaders/contest-leaders';
import { recordFrame } from '@/components/query-state/record-frame';
import { Skeleton } from '@/components/skeleton/skeleton';
import { formatDate, formatPoints } from '@/lib/format';
import { Stack } from '@/components/ui/stack';
import { Card, CardTitle } from '@/components/ui/card';
import { contestsTexts as t } from '../texts';
import { contestQueries } from '../queries';
import styles from './contests.module.css';
import { ContestNeighbours, MyPlaceFacts, MyPlaceLead } from './my-place';
import { TeamBoard, TeamStanding } from './team-standing';

const day = (iso: string) => formatDate(`${iso}T12:00:00+03:00`);

export function ContestDetails({ id }: { id: number }) {
  const query = useQuery(contestQueries.one(id));
  const frame = recordFrame(query, {
    texts: t,
    backHref: '/contests',
    surface: 'card',
    skeleton: <Skeleton height={240} radius="var(--radius-m)" />,
  });
  const c = query.data;
  if (frame || !c) return frame;
  const s = c.standing;
  const team = c.kind === 'team';
  return (
    <Stack>
      <Card aria-labelledby="contest-standing">
        <div className={styles.head}>
          <h2 id="contest-standing" className={styles.title}>
            {c.title}
          </h2>
          <span className={styles.badge}>{t.status[c.status]}</span>
        </div>
        <p className={styles.muted}>
          {t.period(day(c.startsOn), day(c.endsOn))}
          {s ? ` · ${t.league(s.league, s.leagues, s.leagueName)}, ${t.leagueMembers(s.membersInLeague)}` : ''}
          {c.team
            ? ` · ${t.league(c.team.league, c.team.leagues, c.team.leagueName)}, ${t.teamsInLeague(c.team.teamsInLeague)}`
            : ''}
        </p>
        {c.status === 'cancelled' ? (
          <div className={styles.outcome} data-testid="contest-cancelled">
            <p className={styles.outcomeTitle}>{t.cancelledHeading}</p>
            {c.cancelReason ? <p className={styles.reason}>{t.reason(c.cancelReason)}</p> : null}
            <p className={styles.muted}>{t.cancelledText}</p>
          </div>
        ) : c.result ? (
          <ContestResult result={c.result} team={team} />
        ) : c.team ? (
          <>
            <TeamStanding team={c.team} running={c.status === 'running'} />
            {c.status === 'running' ? null : <p className={styles.muted}>{t.settling}</p>}
          </>
        ) : team ? (
          <p className={styles.muted}>{t.teamNotYet}</p>
        ) : s ? (
          <>
            <MyPlaceLead contest={c} />
            <dl className={styles.stats}>
              <div className={styles.stat}>
                <dt>{t.score}</dt>
                <dd data-testid="contest-score">{s.score}</dd>
              </div>
              <div className={styles.stat}>
                <dt>{t.place}</dt>
                <dd data-testid="contest-place">{s.place ?? t.noPlace}</dd>
              </div>
              <div className={styles.stat}>
                <dt>{c.status === 'running' ? t.prize : t.prizeWon}</dt>
                <dd>{formatPoints(s.prize)}</dd>
              </div>
            </dl>
            {c.status === 'running' ? <MyPlaceFacts contest={c} /> : <p className={styles.muted}>{t.settling}</p>}
          </>
        ) : (
          <>
            <MyPlaceLead contest={c} />
            <p className={styles.muted}>{t.notTaking}</p>
            <MyPlaceFacts contest={c} />
          </>
        )}
      </Card>
      {c.status === 'cancelled' ? null : <ContestNeighbours contest={c} />}
      {c.team && c.status !== 'cancelled' ? <TeamBoard team={c.team} /> : null}
      {team ? null : (
        <Card aria-labelledby="contest-leaders">
          <CardTitle as="h2" id="contest-leaders">
            {t.leaders}
          </CardTitle>
          {c.leaders.length === 0 ? (
            <p className={styles.muted}>{t.leadersEmpty}</p>
          ) : (
            <ContestLeaders
              lines={c.leaders.map((l, i) => ({
                key: String(i),
                place: l.place,
                who: l.isMe ? `${l.name} (${t.me})` : l.name,
                score: l.score,
                isMe: l.isMe,
              }))}
            />
          )}
        </Card>
      )}
      <Card aria-labelledby="contest-rules">
        <CardTitle as="h2" id="contest-rules">
          {t.rules}
        </CardTitle>
        <ul className={styles.rules}>
          {c.rules.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
        {c.descriptionHtml ? (
          // Rendered and sanitised by the API's news renderer (decision 0005).
          <div className={styles.description} dangerouslySetInnerHTML={{ __html: c.descriptionHtml }} />
        ) : null}
      </Card>
    </Stack>
  );
}

/** A settled contest's outcome for the member. */
function ContestResult({ result, team }: { result: NonNullable<MemberContest['result']>; team: boolean }) {
  const when = formatDate(result.at);
  const prizeNote =
    result.prizeStatus === 'paid'
      ? t.prizePaid(when)
      : result.prizeStatus === 'awaiting_approval'
        ? t.prizeAwaiting
        : result.prizeStatus === 'refused'
          ? t.prizeRefused
          : t.settledOn(when);
  return (
    <div className={styles.outcome} data-testid="contest-result">
      <p className={styles.outcomeTitle}>{t.resultHeading}</p>
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt>{team ? t.myContracts : t.score}</dt>
          <dd data-testid="contest-score">{result.score}</dd>
        </div>
        <div className={styles.stat}>
          <dt>{team ? t.teamResultPlace : t.place}</dt>
          <dd data-testid="contest-place">{result.place ?? t.noPlace}</dd>
        </div>
        <div className={styles.stat}>
          <dt>{team ? t.myShareWon : t.prizeWon}</dt>
          <dd>{result.prizeStatus === 'none' ? t.noPlace : formatPoints(result.prize)}</dd>
        </div>
      </dl>
      <p className={styles.muted}>{result.prizeStatus === 'none' ? `${t.noPrize}. ${prizeNote}` : prizeNote}</p>
      {result.refusalReason ? <p className={styles.reason}>{t.reason(result.refusalReason)}</p> : null}
    </div>
  );
}
