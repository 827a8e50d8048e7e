// The personal target of the month (GET /api/targets/current) with its progress and bonus, as its page
// read it on the app server: nothing in it changes once painted, so it is HTML only, no script.
import { pluralRu, type MemberTarget } from '@cabinet/contracts/client';
import { formatPoints } from '@/lib/format';
import { Card, CardTitle } from '@/components/ui/card';
import { contestsTexts as t } from '../texts';
import styles from './contests.module.css';

/** Met (and paid or not), or what is left and the bonus: one text, as the server renders it once. */
function statusText(target: MemberTarget): string {
  const left = Math.max(0, target.target - target.done);
  const parts = target.met
    ? [t.targetMet, target.paid ? t.targetPaid : null]
    : [t.targetLeft(left, pluralRu(left, t.contractsWords)), target.bonus > 0 ? t.targetBonus(formatPoints(target.bonus)) : null];
  return parts.filter((part) => part !== null).join(' ');
}

/** Nothing without a target this month, and nothing when its read failed: the card is an extra. */
export function TargetCard({ target }: { target: MemberTarget | null }) {
  if (!target) return null;
  const share = Math.min(1, target.done / target.target);
  return (
    <Card aria-labelledby="target-heading">
      <CardTitle as="h2" id="target-heading">
        {t.targetHeading}
      </CardTitle>
      <p className={styles.title} data-testid="target-progress">
        {t.targetProgress(target.done, target.target)}
      </p>
      <div
        className={styles.progress}
        role="progressbar"
        aria-label={t.targetLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(share * 100)}
      >
        <div className={styles.progressBar} style={{ width: `${share * 100}%` }} />
      </div>
      <p className={styles.muted}>{statusText(target)}</p>
    </Card>
  );
}
