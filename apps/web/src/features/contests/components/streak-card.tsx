// The weekly streak (GET /api/streaks/current, docs/product.md §11.2) on the home page, as its page
// read it on the app server: nothing in it changes once painted, so it is HTML only, no script.
import { countRu, MONTHS, MONTHS_OF, type MemberStreak, type StreakWeekState } from '@cabinet/contracts/client';
import { Card, CardTitle } from '@/components/ui/card';
import { contestsTexts as t } from '../texts';
import styles from './contests.module.css';

const DAY_MS = 86_400_000;

/** «9–15 ноября», «26 октября – 1 ноября»: a Monday's week, its Sunday computed by the calendar. */
export function weekRangeText(monday: string): string {
  const start = new Date(`${monday}T00:00:00Z`);
  const end = new Date(start.getTime() + 6 * DAY_MS);
  const month = (d: Date) => MONTHS_OF[d.getUTCMonth()]!;
  return start.getUTCMonth() === end.getUTCMonth()
    ? `${start.getUTCDate()}–${end.getUTCDate()} ${month(end)}`
    : `${start.getUTCDate()} ${month(start)} – ${end.getUTCDate()} ${month(end)}`;
}

/** What this week asks for: the repair owed, done, or a contract before Sunday; or how to start. */
function weekText(s: MemberStreak): string {
  if (s.repair) return t.streakRepair(countRu(s.repair.contractsNeeded, t.contractsWords));
  if (s.weekDone) return t.streakWeekDone;
  return s.weeks > 0 ? t.streakKeep : t.streakNone;
}

function freezeText(s: MemberStreak): string {
  const month = MONTHS[Number(s.freeze.month.slice(5, 7)) - 1]!;
  return s.freeze.usedFor ? t.streakFreezeUsed(month, weekRangeText(s.freeze.usedFor)) : t.streakFreezeLeft(month);
}

const MARK: Record<StreakWeekState | 'done' | 'open', string> = {
  kept: '✓',
  repaired: '✓',
  frozen: '❄',
  missed: '·',
  repairable: '!',
  done: '✓',
  open: '',
};

/** Nothing when its read failed: the card is an extra. */
export function StreakCard({ streak }: { streak: MemberStreak | null }) {
  if (!streak) return null;
  const current = streak.weekDone ? 'done' : 'open';
  return (
    <Card aria-labelledby="streak-heading">
      <CardTitle as="h2" id="streak-heading">
        {t.streakHeading}
      </CardTitle>
      {streak.weeks > 0 ? (
        <p className={styles.title} data-testid="streak-weeks">
          {t.streakWeeks(countRu(streak.weeks, t.weeksWords))}
        </p>
      ) : null}
      <p className={streak.repair || (streak.atRisk && !streak.weekDone) ? styles.streakAlert : styles.streakNote}>
        {weekText(streak)}
      </p>
      {streak.weeks > 0 && !streak.repair ? <p className={styles.muted}>{freezeText(streak)}</p> : null}
      <ol className={styles.streakWeeks} aria-label={t.streakHistory}>
        {streak.history.map((h) => (
          <li key={h.week} className={styles.streakWeek} data-state={h.state}>
            <span aria-hidden="true">{MARK[h.state]}</span>
            <span className="visually-hidden">{`${weekRangeText(h.week)}: ${t.streakWeekState[h.state]}`}</span>
          </li>
        ))}
        <li className={styles.streakWeek} data-state={current} aria-current="date">
          <span aria-hidden="true">{MARK[current]}</span>
          <span className="visually-hidden">{`${weekRangeText(streak.week)}: ${t.streakThisWeek}`}</span>
        </li>
      </ol>
    </Card>
  );
}
