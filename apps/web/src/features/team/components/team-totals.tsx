// The month's totals: the team's contracts and points, its target (the sum of the agents' targets)
// with a bar, how many agents, and how many of them have sold nothing for a week.
import type { TeamMonth } from '@cabinet/contracts/client';
import { Card, CardTitle } from '@/components/ui/card';
import { formatAmount, formatPoints } from '@/lib/format';
import { teamTexts as t } from '../texts';
import { TargetProgress } from './target-progress';
import styles from './team.module.css';

export function TeamTotals({ totals }: { totals: TeamMonth['totals'] }) {
  return (
    <Card aria-labelledby="team-totals">
      <CardTitle as="h2" id="team-totals">
        {t.totalsHeading}
      </CardTitle>
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt>{t.contracts}</dt>
          <dd data-testid="team-contracts">{formatAmount(totals.contracts)}</dd>
        </div>
        <div className={styles.stat}>
          <dt>{t.points}</dt>
          <dd data-testid="team-points">{formatPoints(totals.points)}</dd>
        </div>
        <div className={styles.stat}>
          <dt>{t.teamTarget}</dt>
          <dd data-testid="team-target">
            {totals.target > 0 ? t.ofTarget(formatAmount(totals.contracts), formatAmount(totals.target)) : t.noTarget}
            <TargetProgress done={totals.contracts} target={totals.target} label={t.teamTargetLabel} />
          </dd>
        </div>
        <div className={styles.stat}>
          <dt>{t.agents}</dt>
          <dd data-testid="team-agents">{formatAmount(totals.agents)}</dd>
        </div>
        <div className={styles.stat} data-alert={totals.stalled > 0}>
          <dt>{t.stalled}</dt>
          <dd data-testid="team-stalled">{formatAmount(totals.stalled)}</dd>
        </div>
      </dl>
    </Card>
  );
}
