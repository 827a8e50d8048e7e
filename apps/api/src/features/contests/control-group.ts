// Did the contest lift sales (docs/product.md §11.3): the contracts per member per week of the
// contest's members and of its control group, in the four weeks before the contest and during it,
// and the difference of differences with its 95 % interval (Welch's t, the degrees of freedom by
// Welch–Satterthwaite). Each member's change is one observation, so a member who sold a lot before
// weighs no more than one who sold nothing.
import type { ControlGroupResult } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { tariffKey, tariffKeySql, type ContestRow } from './contest-row.js';

const WEEKS_BEFORE = 4;
const DAY_MS = 86_400_000;

/** Mean and sample variance (n − 1); the variance is 0 for fewer than two values. */
function meanAndVariance(xs: readonly number[]): { mean: number; variance: number } {
  const n = xs.length;
  const mean = n === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / n;
  const variance = n < 2 ? 0 : xs.reduce((a, x) => a + (x - mean) ** 2, 0) / (n - 1);
  return { mean, variance };
}

/**
 * Student's t quantile of 0.975 for `df` degrees of freedom: from three on the Cornish–Fisher
 * expansion around the normal's 1.959964 (within 0.004 of the tables, 0.001 from four); below three
 * the table's value at the whole degrees at or below `df`, which widens the interval, never narrows it.
 */
export function tQuantile975(df: number): number {
  if (df < 2) return 12.7062;
  if (df < 3) return 4.3027;
  const z = 1.959964;
  const [z3, z5, z7, z9] = [z ** 3, z ** 5, z ** 7, z ** 9];
  return (
    z +
    (z3 + z) / (4 * df) +
    (5 * z5 + 16 * z3 + 3 * z) / (96 * df ** 2) +
    (3 * z7 + 19 * z5 + 17 * z3 - 15 * z) / (384 * df ** 3) +
    (79 * z9 + 776 * z7 + 1482 * z5 - 1920 * z3 - 945 * z) / (92_160 * df ** 4)
  );
}

/**
 * The difference of the two groups' mean changes and its 95 % interval; nulls while a group has
 * fewer than two members. With no spread at all the interval is the estimate itself.
 */
export function differenceOfDifferences(
  contest: readonly number[],
  control: readonly number[],
): Pick<ControlGroupResult, 'effect' | 'low' | 'high' | 'significant'> {
  if (contest.length < 2 || control.length < 2) return { effect: null, low: null, high: null, significant: false };
  const a = meanAndVariance(contest);
  const b = meanAndVariance(control);
  const effect = a.mean - b.mean;
  const va = a.variance / contest.length;
  const vb = b.variance / control.length;
  const se = Math.sqrt(va + vb);
  const df = se === 0 ? Infinity : (va + vb) ** 2 / (va ** 2 / (contest.length - 1) + vb ** 2 / (control.length - 1));
  const half = se === 0 ? 0 : tQuantile975(df) * se;
  const low = effect - half;
  const high = effect + half;
  return { effect, low, high, significant: low > 0 || high < 0 };
}

interface MemberWeeks {
  heldOut: boolean;
  before: number;
  during: number;
}

/** Contracts per week of each member of either group, before the contest and during it. */
async function readMemberWeeks(db: Queryable, c: ContestRow): Promise<MemberWeeks[]> {
  const days = Math.round((Date.UTC(...ymd(c.endsOn)) - Date.UTC(...ymd(c.startsOn))) / DAY_MS) + 1;
  // The contracts the contest counts (its dates and tariffs, active) of both groups; a tariff's name
  // is compared as the contest compares it (`tariffKey`).
  const { rows } = await db.query<{ heldOut: boolean; before: number; during: number }>(
    `WITH g AS (
       SELECT member_id, false AS held_out FROM contest_members WHERE contest_id = $1
       UNION ALL
       SELECT member_id, true FROM contest_holdouts WHERE contest_id = $1
     )
     SELECT g.held_out AS "heldOut",
            count(k.id) FILTER (WHERE k.signed_on < $2::date)::int AS before,
            count(k.id) FILTER (WHERE k.signed_on >= $2::date)::int AS during
       FROM g
       LEFT JOIN contracts k ON k.member_id = g.member_id AND k.status = 'active'
        AND k.signed_on BETWEEN ($2::date - $4::int * 7) AND $3::date
        AND (cardinality($5::text[]) = 0 OR
             ${tariffKeySql('k.tariff')} = ANY($5::text[]))
      GROUP BY g.member_id, g.held_out`,
    [c.id, c.startsOn, c.endsOn, WEEKS_BEFORE, c.tariffs.map(tariffKey)],
  );
  return rows.map((r) => ({ heldOut: r.heldOut, before: r.before / WEEKS_BEFORE, during: (r.during * 7) / days }));
}

const ymd = (d: string): [number, number, number] => {
  const [y, m, day] = d.split('-').map(Number) as [number, number, number];
  return [y, m - 1, day];
};

function side(members: readonly MemberWeeks[]): ControlGroupResult['contest'] {
  const n = members.length;
  const mean = (f: (m: MemberWeeks) => number) => (n === 0 ? 0 : members.reduce((a, m) => a + f(m), 0) / n);
  return { members: n, before: mean((m) => m.before), during: mean((m) => m.during) };
}

/** The control group's result of a settled contest that had one; null otherwise. */
export async function readControlGroup(db: Queryable, c: ContestRow): Promise<ControlGroupResult | null> {
  if (c.status !== 'settled' || c.holdoutPercent === 0) return null;
  const weeks = await readMemberWeeks(db, c);
  const contest = weeks.filter((m) => !m.heldOut);
  const control = weeks.filter((m) => m.heldOut);
  const change = (m: MemberWeeks) => m.during - m.before;
  return {
    weeksBefore: WEEKS_BEFORE,
    contest: side(contest),
    control: side(control),
    ...differenceOfDifferences(contest.map(change), control.map(change)),
  };
}
