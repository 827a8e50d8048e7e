// «Сторно»: the points taken back from the team's agents this month, contract by contract.
import type { TeamClawback } from '@cabinet/contracts/client';
import { StatusMessage } from '@/components/status-message/status-message';
import { Card, CardTitle } from '@/components/ui/card';
import { formatSignedPoints } from '@/lib/format';
import { formatDay } from '../month';
import { teamTexts as t } from '../texts';
import styles from './team.module.css';

export function TeamClawbacks({ clawbacks }: { clawbacks: readonly TeamClawback[] }) {
  return (
    <Card aria-labelledby="team-clawbacks">
      <CardTitle as="h2" id="team-clawbacks">
        {t.clawbacksHeading}
      </CardTitle>
      {clawbacks.length === 0 ? (
        <StatusMessage kind="empty" title={t.clawbacksEmpty} />
      ) : (
        <ul className={styles.list}>
          {clawbacks.map((c, i) => (
            <li key={`${i}:${c.contractNumber}`} className={styles.line} data-testid="team-clawback">
              <span className={styles.lineMain}>
                <span>{c.name}</span>
                <span className={styles.muted}>
                  {t.contractNo(c.contractNumber)}, {t.clawbackOn(formatDay(c.on))}
                </span>
              </span>
              <span className={styles.minus}>{formatSignedPoints(-c.points)}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
