// A contest's design as the back office sends it (`contestBody`), turned into what the contests table
// keeps: amounts in kopecks, the list's phones as members' ids, the leagues' bands resolved. The
// draft's save, the plan and the preview read the body the same way.
import type { ContestBodyParsed } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { toKopecks } from '../../ledger/amounts.js';
import { AppError } from '../../lib/app-error.js';
import { renderNewsMarkdown } from '../news/service.js';
import { listTierRows } from '../tiers/service.js';
import type { ContestRow, ContestRuleFields } from './contest-row.js';
import { moscowMidnight, nextDay } from './period.js';

export type ContestDesign = Pick<
  ContestRow,
  | ContestRuleFields
  | 'title'
  | 'description'
  | 'descriptionHtml'
  | 'startsOn'
  | 'endsOn'
  | 'startsAt'
  | 'endsAt'
  | 'participants'
  | 'leagueNumbers'
  | 'memberIds'
  | 'historyMonths'
  | 'holdoutPercent'
>;

/** The design's fields and the contests table's columns they are kept in, in one order. */
const COLUMNS: readonly [keyof ContestDesign, string][] = [
  ['title', 'title'],
  ['description', 'description'],
  ['descriptionHtml', 'description_html'],
  ['startsOn', 'starts_on'],
  ['endsOn', 'ends_on'],
  ['startsAt', 'starts_at'],
  ['endsAt', 'ends_at'],
  ['participants', 'participants'],
  ['leagueNumbers', 'league_numbers'],
  ['memberIds', 'member_ids'],
  ['leagueBands', 'league_bands'],
  ['historyMonths', 'history_months'],
  ['rule', 'rule'],
  ['pointsPerContract', 'points_per_contract'],
  ['tariffs', 'tariffs'],
  ['thresholdContracts', 'threshold_contracts'],
  ['thresholdPrize', 'threshold_prize'],
  ['placePrizes', 'place_prizes'],
  ['topPercent', 'top_percent'],
  ['topPrize', 'top_prize'],
  ['stepContracts', 'step_contracts'],
  ['stepPrizes', 'step_prizes'],
  ['budget', 'budget'],
  ['leagueNames', 'league_names'],
  ['holdoutPercent', 'holdout_percent'],
  ['kind', 'kind'],
  ['teamSplit', 'team_split'],
];

/** The table's columns of a design, in the order of `designValues`. */
export const DESIGN_COLUMNS = COLUMNS.map(([, column]) => column);
export const designValues = (d: ContestDesign): unknown[] => COLUMNS.map(([field]) => d[field]);

/** The leagues' bands: the body's, or else the current tier table's (1–4, 5–9, 10 and more contracts a month). */
async function bandsOf(db: Queryable, b: ContestBodyParsed): Promise<number[]> {
  const bands = b.leagueBands.length > 0 ? b.leagueBands : (await listTierRows(db)).map((t) => t.minContracts);
  return bands.length > 0 ? bands : [1];
}

/** The phones of a list as members' ids, sorted; an unknown phone is refused. */
async function listedMembers(db: Queryable, b: ContestBodyParsed): Promise<string[]> {
  if (b.participants !== 'list') return [];
  const phones = [...new Set(b.memberPhones)];
  const { rows } = await db.query<{ id: string }>('SELECT id::text AS id FROM members WHERE phone = ANY($1::text[])', [phones]);
  if (rows.length !== phones.length) throw new AppError('contest_members_unknown');
  return rows.map((r) => r.id).sort();
}

export async function designOf(db: Queryable, b: ContestBodyParsed): Promise<ContestDesign> {
  const r = b.rule;
  const leagueBands = await bandsOf(db, b);
  // The bands may come from the tier table, which the form does not know: its names are checked here.
  if (b.leagueNames.length > leagueBands.length)
    throw new AppError('validation_error', { details: { fields: { leagueNames: 'Названий больше, чем лиг' } } });
  const names = [...b.leagueNames];
  while (names.length > 0 && names[names.length - 1] === '') names.pop();
  return {
    title: b.title,
    description: b.description,
    descriptionHtml: renderNewsMarkdown(b.description),
    startsOn: b.startsOn,
    endsOn: b.endsOn,
    startsAt: moscowMidnight(b.startsOn),
    endsAt: moscowMidnight(nextDay(b.endsOn)),
    participants: b.participants,
    leagueNumbers: b.participants === 'leagues' ? [...new Set(b.leagueNumbers)].sort((x, y) => x - y) : [],
    memberIds: await listedMembers(db, b),
    leagueBands,
    historyMonths: b.historyMonths,
    rule: r.kind,
    pointsPerContract: r.kind === 'per_contract' ? toKopecks(r.pointsPerContract) : null,
    tariffs: [...new Set(r.tariffs)],
    thresholdContracts: r.kind === 'threshold' ? r.contracts : null,
    thresholdPrize: r.kind === 'threshold' ? toKopecks(r.prize) : null,
    placePrizes: r.kind === 'places' ? r.prizes.map(toKopecks) : [],
    topPercent: r.kind === 'top_percent' ? r.percent : null,
    topPrize: r.kind === 'top_percent' ? toKopecks(r.prize) : null,
    stepContracts: r.kind === 'steps' ? r.steps.map((s) => s.contracts) : [],
    stepPrizes: r.kind === 'steps' ? r.steps.map((s) => toKopecks(s.prize)) : [],
    budget: b.budget === null ? null : toKopecks(b.budget),
    leagueNames: names,
    holdoutPercent: b.holdoutPercent,
    kind: b.kind,
    // Only a team's prize is split; the form may send a rule left from a team design.
    teamSplit: b.kind === 'team' ? b.teamSplit : null,
  };
}
