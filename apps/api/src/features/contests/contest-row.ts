// A contest as stored, and its rule in the contracts' shape (points) or in kopecks for the money.
import {
  topPercentWinners,
  type ContestKind,
  type ContestParticipants,
  type ContestRule,
  type ContestStatus,
  type TeamSplit,
} from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { toPoints } from '../../ledger/amounts.js';
import { AppError } from '../../lib/app-error.js';

export interface ContestRow {
  id: number;
  title: string;
  description: string;
  descriptionHtml: string;
  startsOn: string;
  endsOn: string;
  startsAt: Date;
  endsAt: Date;
  participants: ContestParticipants;
  leagueNumbers: number[];
  memberIds: string[];
  leagueBands: number[];
  historyMonths: number;
  rule: ContestRule['kind'];
  /** Kopecks. */
  pointsPerContract: number | null;
  tariffs: string[];
  thresholdContracts: number | null;
  /** Kopecks. */
  thresholdPrize: number | null;
  /** Kopecks, 1st place first. */
  placePrizes: number[];
  /** top_percent: the share of each league that wins, and each winner's prize (kopecks). */
  topPercent: number | null;
  topPrize: number | null;
  /** steps: each step's contracts and prize (kopecks), ascending. */
  stepContracts: number[];
  stepPrizes: number[];
  /** Kopecks the prizes may cost together; null: no cap (docs/product.md §11.4). */
  budget: number | null;
  /** Kopecks the prizes would have cost when the budget cut them at settlement; null otherwise. */
  uncappedTotal: number | null;
  /** Lowest league first; a missing or empty one is called by its number. */
  leagueNames: string[];
  /** Members or teams compete (docs/product.md §11.8); a team contest's split of a team's prize. */
  kind: ContestKind;
  teamSplit: TeamSplit | null;
  status: ContestStatus;
  createdBy: string;
  createdAt: Date;
  updatedAt: Date;
  cancelReason: string | null;
  cancelledAt: Date | null;
  /** The control group's share in per cent (0: none) and its draw's seed (holdout.ts). */
  holdoutPercent: number;
  holdoutSeed: string | null;
}

/** The columns of the rule's newer designs, the budget and who competes, which a member's reads need too. */
const RULE_COLUMNS = `c.top_percent AS "topPercent", c.top_prize::float8 AS "topPrize", c.step_contracts AS "stepContracts",
  c.step_prizes::float8[] AS "stepPrizes", c.budget::float8 AS budget,
  c.league_names AS "leagueNames", c.kind, c.team_split AS "teamSplit"`;

export const CONTEST_COLUMNS = `c.id::int AS id, c.title, c.description, c.description_html AS "descriptionHtml",
  to_char(c.starts_on, 'YYYY-MM-DD') AS "startsOn", to_char(c.ends_on, 'YYYY-MM-DD') AS "endsOn",
  c.starts_at AS "startsAt", c.ends_at AS "endsAt", c.participants, c.league_numbers AS "leagueNumbers",
  c.member_ids::text[] AS "memberIds", c.league_bands AS "leagueBands", c.history_months AS "historyMonths", c.rule,
  c.points_per_contract::float8 AS "pointsPerContract", c.tariffs, c.threshold_contracts AS "thresholdContracts",
  c.threshold_prize::float8 AS "thresholdPrize", c.place_prizes::float8[] AS "placePrizes", c.status,
  c.created_by::text AS "createdBy", c.created_at AS "createdAt", c.updated_at AS "updatedAt",
  c.cancel_reason AS "cancelReason", c.cancelled_at AS "cancelledAt", c.holdout_percent AS "holdoutPercent",
  c.holdout_seed AS "holdoutSeed", ${RULE_COLUMNS}, c.uncapped_total::float8 AS "uncappedTotal"`;

/** A contest's rule and prizes: what pays whom, and the leagues' bands and names. */
export type ContestRuleFields =
  | 'leagueBands'
  | 'rule'
  | 'pointsPerContract'
  | 'tariffs'
  | 'thresholdContracts'
  | 'thresholdPrize'
  | 'placePrizes'
  | 'topPercent'
  | 'topPrize'
  | 'stepContracts'
  | 'stepPrizes'
  | 'budget'
  | 'leagueNames'
  | 'kind'
  | 'teamSplit';

/** What a member's reads and the standing use of a contest: its rule, its page and its leagues. */
export type MemberContestRow = Pick<
  ContestRow,
  ContestRuleFields | 'id' | 'title' | 'startsOn' | 'endsOn' | 'status' | 'cancelReason' | 'participants'
>;

/**
 * The columns of MemberContestRow. A member's call reads no timestamps, markdown source, member list
 * or (but for the page) description: each column the driver parses is work on every call
 * (bench:api, docs/performance.md).
 */
export const MEMBER_CONTEST_COLUMNS = `c.id::int AS id, c.title,
  to_char(c.starts_on, 'YYYY-MM-DD') AS "startsOn", to_char(c.ends_on, 'YYYY-MM-DD') AS "endsOn",
  c.league_bands AS "leagueBands", c.rule, c.points_per_contract::float8 AS "pointsPerContract", c.tariffs,
  c.threshold_contracts AS "thresholdContracts", c.threshold_prize::float8 AS "thresholdPrize",
  c.place_prizes::float8[] AS "placePrizes", ${RULE_COLUMNS}, c.status, c.cancel_reason AS "cancelReason", c.participants`;

/** The contest, locked as asked (`FOR UPDATE` to change its state, `FOR SHARE` to count into it). */
export async function findContest(db: Queryable, id: number, lock: '' | 'FOR UPDATE' | 'FOR SHARE' = ''): Promise<ContestRow> {
  const { rows } = await db.query<ContestRow>(`SELECT ${CONTEST_COLUMNS} FROM contests c WHERE c.id = $1 ${lock}`, [id]);
  if (!rows[0]) throw new AppError('not_found');
  return rows[0];
}

/** The rule in points, as the contracts carry it. */
export function ruleOf(c: MemberContestRow): ContestRule {
  switch (c.rule) {
    case 'per_contract':
      return { kind: 'per_contract', pointsPerContract: toPoints(c.pointsPerContract!), tariffs: c.tariffs };
    case 'threshold':
      return { kind: 'threshold', contracts: c.thresholdContracts!, prize: toPoints(c.thresholdPrize!), tariffs: c.tariffs };
    case 'places':
      return { kind: 'places', prizes: c.placePrizes.map(toPoints), tariffs: c.tariffs };
    case 'top_percent':
      return { kind: 'top_percent', percent: c.topPercent!, prize: toPoints(c.topPrize!), tariffs: c.tariffs };
    case 'steps':
      return {
        kind: 'steps',
        steps: c.stepContracts.map((contracts, i) => ({ contracts, prize: toPoints(c.stepPrizes[i]!) })),
        tariffs: c.tariffs,
      };
  }
}

/** Kopecks of the highest step a score reaches (0 below the first). */
export function stepPrizeAt(c: Pick<MemberContestRow, 'stepContracts' | 'stepPrizes'>, score: number): number {
  let prize = 0;
  c.stepContracts.forEach((contracts, i) => {
    if (score >= contracts) prize = c.stepPrizes[i]!;
  });
  return prize;
}

/** A rule whose prize depends on the member's place in their league. */
export const byPlace = (c: Pick<MemberContestRow, 'rule'>): boolean => c.rule === 'places' || c.rule === 'top_percent';

/** The last place of a league of `members` that wins a prize; null when the rule has no places. */
export function lastPrizePlace(c: MemberContestRow, members: number): number | null {
  if (c.rule === 'places') return c.placePrizes.length;
  if (c.rule === 'top_percent') return topPercentWinners(c.topPercent!, members);
  return null;
}

/**
 * Kopecks a member with this score has won (0: nothing), before a budget cuts it: `place` is their
 * place in a league of `members` (null for a rule without places, or before their first contract).
 */
export function prizeFor(c: MemberContestRow, score: number, place: number | null, members: number): number {
  switch (c.rule) {
    case 'per_contract':
      return score * c.pointsPerContract!;
    case 'threshold':
      return score >= c.thresholdContracts! ? c.thresholdPrize! : 0;
    case 'places':
      return score >= 1 && place !== null && place <= c.placePrizes.length ? c.placePrizes[place - 1]! : 0;
    case 'top_percent':
      return score >= 1 && place !== null && place <= topPercentWinners(c.topPercent!, members) ? c.topPrize! : 0;
    case 'steps':
      return stepPrizeAt(c, score);
  }
}

/** The league's name: the one an operator gave it, or «Лига N». */
export function leagueName(c: Pick<ContestRow, 'leagueNames'>, league: number): string {
  return c.leagueNames[league - 1]?.trim() || `Лига ${league}`;
}

/**
 * A tariff's name as compared: the import file is typed by people and the contest's list by
 * another, so case, «ё» and runs of spaces do not make two tariffs different.
 */
export const tariffKey = (name: string) => name.trim().toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ');

/** `tariffKey` in SQL, of a text column or expression. */
export const tariffKeySql = (column: string) => `regexp_replace(replace(lower(trim(${column})), 'ё', 'е'), '\\s+', ' ', 'g')`;

/** Does a contract of this date and tariff count in the contest? */
export function counts(c: Pick<ContestRow, 'startsOn' | 'endsOn' | 'tariffs'>, signedOn: string, tariff: string | null): boolean {
  if (signedOn < c.startsOn || signedOn > c.endsOn) return false;
  if (c.tariffs.length === 0) return true;
  if (tariff === null) return false;
  const key = tariffKey(tariff);
  return c.tariffs.some((t) => tariffKey(t) === key);
}

/** A contract the accrual has just entered, as the contests count it. */
export interface CountedContract {
  contractId: number;
  memberId: string;
  /** `YYYY-MM-DD`. */
  signedOn: string;
  tariff: string | null;
}
