// «Конкурсы команд»: the team's place in each running team contest (and one ended within the month),
// always beside the prize it plays for — the research behind team contests found rank alone, without
// the prize, lowered sales (decision 0070).
import type { TeamContestPlace } from '@cabinet/contracts/client';
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { StatusMessage } from '@/components/status-message/status-message';
import { Card, CardTitle } from '@/components/ui/card';
import { formatPoints } from '@/lib/format';
import { formatDay } from '../month';
import { teamTexts as t } from '../texts';
import styles from './team.module.css';

const score = (n: number) => n.toLocaleString('ru-RU', { maximumFractionDigits: 2 });

function prizeLine(c: TeamContestPlace): string {
  if (c.status === 'settled') return t.contestWon(formatPoints(c.prize));
  if (c.prize > 0) return t.contestWins(formatPoints(c.prize));
  return t.contestAtStake(formatPoints(c.prizeAtStake));
}

export function TeamContests({ contests }: { contests: readonly TeamContestPlace[] }) {
  return (
    <Card aria-labelledby="team-contests">
      <CardTitle as="h2" id="team-contests">
        {t.contestsHeading}
      </CardTitle>
      {contests.length === 0 ? (
        <StatusMessage kind="empty" title={t.contestsEmpty} text={t.contestsEmptyText} />
      ) : (
        <ul className={styles.list}>
          {contests.map((c) => (
            <li key={c.contestId} className={styles.line} data-testid="team-contest">
              <span className={styles.lineMain}>
                <Link href={`/contests/${c.contestId}`}>{c.title}</Link>
                <span>{t.contestPlace(c.place, c.teamsInLeague, c.leagueName)}</span>
                <span className={styles.muted}>
                  {c.status === 'running' ? t.contestRuns(formatDay(c.endsOn)) : t.contestEnded(formatDay(c.endsOn))} ·{' '}
                  {t.contestScore(score(c.score))}
                </span>
              </span>
              <strong>{prizeLine(c)}</strong>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
