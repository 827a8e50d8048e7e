// «Моё место» (docs/product.md §11.1): what a contest's page shows around the member's own line —
// their neighbours in the league, and while the contest runs what one more contract brings (the
// month's tier, the contest, the personal target, and the place it leads to), whether the next prize
// is within reach at the pace they have kept, and what the page leads with. The member's rows for it
// are one statement of primary keys and index ranges, read beside the page's head.
import { contestNextStepText, personalGoalText, type ContestLead, type MemberContest } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { toPoints } from '../../ledger/amounts.js';
import { addMonths, moscowMonth } from '../../lib/moscow-time.js';
import { ownTargetOf, targetOf, type Target } from '../targets/service.js';
import { tierForPosition, tierRowsJson, type TierRow } from '../tiers/service.js';
import type { Histogram } from './board-cache.js';
import { stepPrizeAt, type MemberContestRow } from './contest-row.js';
import type { Standing } from './member-standing.js';
import { NEIGHBOURS_LATERAL, neighbourLines, type NeighbourRow } from './neighbours.js';
import { periodEdges } from './period.js';
import { placeOf } from './standings.js';

/** What the page shows around the member's own line. */
type AroundMe = Pick<MemberContest, 'neighbours' | 'nextStep' | 'personalGoal' | 'reach' | 'lead'>;

/** The member's rows the page reads beside its head: their neighbours and their month. */
interface AroundMeRows {
  neighbours: NeighbourRow[] | null;
  /** The member's contracts signed this month, of any status: the next one's position is one more. */
  inMonth: number;
  /** Their active contracts signed this month: the personal target's progress. */
  activeInMonth: number;
  activeLastMonth: number;
  /** The target set for this month — an operator's, else a share of the dealer's (bonus in kopecks) — or null. */
  own: Target | null;
  /** The target's bonus of this month is paid and not taken back. */
  bonusPaid: boolean;
  /** This month's tier table, lowest first (kopecks); null when none applies. */
  tiers: TierRow[] | null;
}

/** `YYYY-MM` → its first day. */
const firstDay = (month: string) => `${month}-01`;

/**
 * The member's neighbours in the contest and their month's figures, in one statement; null for a team
 * contest, which has none of the parts they make, and whose kind the statement reads first.
 */
export async function readAroundMe(db: Queryable, memberId: string, contestId: number, now: Date): Promise<AroundMeRows | null> {
  const month = moscowMonth(now);
  const { rows } = await db.query<AroundMeRows>(
    `SELECT nb.neighbours, k."inMonth", k."activeInMonth",
            (SELECT count(*)::int FROM contracts WHERE member_id = $1 AND signed_month = $4::date AND status = 'active') AS "activeLastMonth",
            (SELECT row_to_json(own) FROM ${ownTargetOf('$1', '$3::date')} own) AS own,
            EXISTS (SELECT 1 FROM target_bonuses b WHERE b.member_id = $1 AND b.month = $3::date AND b.clawed_back_at IS NULL) AS "bonusPaid",
            ${tierRowsJson('$3::date')} AS tiers
       FROM (SELECT $1::uuid AS member_id) me
       LEFT JOIN contest_members cm ON cm.contest_id = $2 AND cm.member_id = me.member_id
       ${NEIGHBOURS_LATERAL}
       CROSS JOIN LATERAL (
         SELECT count(*)::int AS "inMonth", (count(*) FILTER (WHERE status = 'active'))::int AS "activeInMonth"
           FROM contracts WHERE member_id = $1 AND signed_month = $3::date) k
      WHERE NOT EXISTS (SELECT 1 FROM contests tc WHERE tc.id = $2 AND tc.kind = 'team')`,
    [memberId, contestId, firstDay(month), firstDay(addMonths(month, -1))],
    { prepared: true },
  );
  return rows[0] ?? null;
}

const DAY_MS = 86_400_000;

/**
 * The pace rule (docs/product.md §11.1): once the contest has run a whole day, the member's pace is
 * their counted contracts over the days it has run; by the end it brings that pace times the days
 * left, rounded down, and one contract more — the next one is always within reach. A gap of more
 * than that is out of reach. Before a whole day there is no pace to judge by: null.
 */
export function reachOf(score: number, gap: number, period: { startsAt: Date; endsAt: Date }, now: Date): MemberContest['reach'] {
  const elapsed = now.getTime() - period.startsAt.getTime();
  if (elapsed < DAY_MS) return null;
  const left = Math.max(0, period.endsAt.getTime() - now.getTime());
  const reachable = Math.floor((score * left) / elapsed) + 1;
  return { perDay: Math.round((score * DAY_MS * 100) / elapsed) / 100, reachable, outOfReach: gap > reachable };
}

/** The kopecks the contest adds to one more contract of a member with this score. */
function contestValue(c: MemberContestRow, score: number): number {
  switch (c.rule) {
    case 'per_contract':
      return c.pointsPerContract!;
    case 'threshold':
      return score + 1 === c.thresholdContracts! ? c.thresholdPrize! : 0;
    case 'steps':
      // What the next step adds to the prize of the step reached.
      return stepPrizeAt(c, score + 1) - stepPrizeAt(c, score);
    case 'places':
    case 'top_percent':
      return 0;
  }
}

/** The personal target of the month while it is not met; null once it is. */
function personalGoalOf(target: Target, done: number): MemberContest['personalGoal'] {
  const left = target.contracts - done;
  if (left <= 0) return null;
  return { target: target.contracts, done, left, bonus: toPoints(target.bonus), text: personalGoalText(left) };
}

/**
 * What one more contract signed now brings: its month's tier by its position in the member's month,
 * the contest's points per contract or the threshold prize it reaches, the personal target's bonus
 * when it meets the target (unpaid yet), and the place in the league it leads to. Points and
 * roubles are one figure (1 б. = 1 ₽, docs/product.md §10): the page shows points, one unit a screen.
 */
function nextStepOf(
  c: MemberContestRow,
  standing: Standing | null,
  histogram: Histogram | null,
  rows: AroundMeRows,
  target: Target,
): MemberContest['nextStep'] {
  const score = standing?.score ?? 0;
  const reward = tierForPosition(rows.tiers ?? [], rows.inMonth + 1)?.reward ?? 0;
  const contest = contestValue(c, score);
  const meets = !rows.bonusPaid && rows.activeInMonth < target.contracts && rows.activeInMonth + 1 >= target.contracts;
  const targetBonus = meets ? target.bonus : 0;
  const points = toPoints(reward + contest + targetBonus);
  const place = standing ? placeOf(histogram ?? [], score + 1) : null;
  const text = contestNextStepText({ points, place, tariffs: c.tariffs });
  // Neither points nor a place (no tier table, a contest of places, not in a league yet): nothing to say.
  if (text === null) return null;
  return { points, reward: toPoints(reward), contest: toPoints(contest), targetBonus: toPoints(targetBonus), place, text };
}

/**
 * The page's part around the member. Only a running contest has a next step, a goal, a pace and a
 * lead: the page leads with the gap to the next prize, unless the member wins nothing yet and that
 * gap is out of reach at their pace — then with their personal goal, or the next contract's value
 * when the goal is met or there is none; with the next contract's value when there is no gap.
 */
export function aroundMe(
  c: MemberContestRow,
  standing: Standing | null,
  histogram: Histogram | null,
  rows: AroundMeRows,
  memberId: string,
  now: Date,
): AroundMe {
  const neighbours = neighbourLines(rows.neighbours, histogram, memberId);
  const period = periodEdges(c.startsOn, c.endsOn);
  if (c.status !== 'running' || now >= period.endsAt)
    return { neighbours, nextStep: null, personalGoal: null, reach: null, lead: null };
  const target = targetOf(rows.own ?? undefined, rows.tiers ?? [], rows.activeLastMonth);
  const personalGoal = personalGoalOf(target, rows.activeInMonth);
  const gap = standing?.gap ?? null;
  const reach = standing && gap && standing.prize === 0 ? reachOf(standing.score, gap.contracts, period, now) : null;
  let lead: ContestLead = gap ? 'gap' : 'next_step';
  if (reach?.outOfReach) lead = personalGoal ? 'personal_goal' : 'next_step';
  return { neighbours, nextStep: nextStepOf(c, standing, histogram, rows, target), personalGoal, reach, lead };
}
