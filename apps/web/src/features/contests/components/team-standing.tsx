'use client';
// A team contest's page parts (docs/product.md §11.8): the member's team — its place in its league with
// the prize at stake beside it (a place without a prize discourages), its contracts per agent — their
// own contracts and their share by the contest's rule, and the league's teams by name only.
import type { ContestTeamStanding } from '@cabinet/contracts/client';
import { ContestLeaders } from '@/components/contest-leaders/contest-leaders';
import { Card, CardTitle } from '@/components/ui/card';
import { formatPoints } from '@/lib/format';
import { contestsTexts as t } from '../texts';
import styles from './contests.module.css';

const decimal = (n: number) => n.toLocaleString('ru-RU', { maximumFractionDigits: 2 });

export function TeamStanding({ team, running }: { team: ContestTeamStanding; running: boolean }) {
  return (
    <>
      <p className={styles.lead} data-testid="team-place">
        {t.teamPlace(team.teamName, team.place)} · {t.atStake(formatPoints(team.prizeAtStake))}
      </p>
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt>{t.teamContracts}</dt>
          <dd>{team.contracts}</dd>
        </div>
        <div className={styles.stat}>
          <dt>{t.teamScore}</dt>
          <dd data-testid="team-score">{decimal(team.score)}</dd>
        </div>
        <div className={styles.stat}>
          <dt>{t.teamPrize}</dt>
          <dd>{formatPoints(team.prize)}</dd>
        </div>
      </dl>
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt>{t.myContracts}</dt>
          <dd data-testid="team-my-contracts">{team.myContracts}</dd>
        </div>
        <div className={styles.stat}>
          <dt>{t.myShare}</dt>
          <dd data-testid="team-my-share">{formatPoints(team.myShare)}</dd>
        </div>
      </dl>
      {/* How the prize is shared is the rules' to say (teamSplitText), once on the page. */}
      {running && team.myContracts === 0 ? <p className={styles.muted}>{t.noShareYet}</p> : null}
    </>
  );
}

/** The league's teams, best first: a name, contracts per agent and the prize each place pays now. */
export function TeamBoard({ team }: { team: ContestTeamStanding }) {
  return (
    <Card aria-labelledby="contest-teams">
      <CardTitle as="h2" id="contest-teams">
        {t.teamBoard}
      </CardTitle>
      <ContestLeaders
        lines={team.board.map((l, i) => ({
          key: String(i),
          place: l.place ?? t.noPlace,
          who: l.isMine ? `${l.name} (${t.myTeam})` : l.name,
          score: t.teamLine(decimal(l.score), l.prize > 0 ? formatPoints(l.prize) : null),
          isMe: l.isMine,
        }))}
      />
    </Card>
  );
}
