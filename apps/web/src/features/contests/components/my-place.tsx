'use client';
// «Моё место» (docs/product.md §11.1): what a running contest's page leads with — the gap to the next
// prize, the personal goal while that prize is out of reach at the member's pace, or the next
// contract's value — the next contract's value and the time left with when the standings were
// counted, and the member's line among their neighbours in the league.
import { contestTimeLeftText, contestUpdatedText, type MemberContest } from '@cabinet/contracts/client';
import { ContestLeaders } from '@/components/contest-leaders/contest-leaders';
import { Card, CardTitle } from '@/components/ui/card';
import { contestsTexts as t } from '../texts';
import { useMinuteClock } from '../use-minute-clock';
import styles from './contests.module.css';

/** The line the page leads with; nothing when the contest is not running. */
function leadText(c: MemberContest): { text: string; testId: string } | null {
  switch (c.lead) {
    case 'gap':
      return c.standing?.gapText ? { text: c.standing.gapText, testId: 'contest-gap' } : null;
    case 'personal_goal':
      return c.personalGoal ? { text: c.personalGoal.text, testId: 'contest-goal' } : null;
    case 'next_step':
      if (c.standing?.place === 1) return { text: t.atTop, testId: 'contest-gap' };
      return c.nextStep ? { text: c.nextStep.text, testId: 'contest-next-step' } : null;
    default:
      return null;
  }
}

export function MyPlaceLead({ contest }: { contest: MemberContest }) {
  const lead = leadText(contest);
  if (!lead) return null;
  return (
    <p className={styles.lead} data-testid={lead.testId}>
      {lead.text}
    </p>
  );
}

/** The next contract's value (unless the page leads with it), the time left and the standings' age. */
export function MyPlaceFacts({ contest }: { contest: MemberContest }) {
  const now = useMinuteClock();
  if (contest.status !== 'running') return null;
  const step = contest.nextStep;
  // Said once: as the lead, or here.
  const stepLeads = contest.lead === 'next_step' && contest.standing?.place !== 1;
  const left = contestTimeLeftText(Date.parse(contest.endsAt) - now);
  const updated = contest.countedAt ? contestUpdatedText(now - Date.parse(contest.countedAt)) : null;
  const when = [left, updated].filter((x) => x !== null);
  return (
    <div className={styles.facts}>
      {step && !stepLeads ? (
        <p className={styles.nextStep} data-testid="contest-next-step">
          {step.text}
        </p>
      ) : null}
      {when.length > 0 ? (
        <p className={styles.muted} data-testid="contest-time">
          {when.join(' · ')}
        </p>
      ) : null}
    </div>
  );
}

/** The member's line with up to three neighbours each side in their league. */
export function ContestNeighbours({ contest }: { contest: MemberContest }) {
  if (contest.neighbours.length === 0) return null;
  return (
    <Card aria-labelledby="contest-neighbours">
      <CardTitle as="h2" id="contest-neighbours">
        {t.neighbours}
      </CardTitle>
      <ContestLeaders
        lines={contest.neighbours.map((n, i) => ({
          key: String(i),
          place: n.place ?? t.noPlace,
          who: n.isMe ? `${n.name} (${t.me})` : n.name,
          score: n.score,
          isMe: n.isMe,
        }))}
      />
    </Card>
  );
}
