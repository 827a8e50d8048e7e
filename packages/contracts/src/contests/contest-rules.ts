// What a contest is, as both the back office and the member see it, and its rules in plain Russian
// (decision 0032). Pure functions and types only: the member's pages import this through
// `@cabinet/contracts/client` (no zod, decision 0022).
import { countRu, pluralRu } from '../common/plural.js';
import { formatPoints } from '../money/points-format.js';

export const CONTEST_STATUSES = ['draft', 'scheduled', 'running', 'finished', 'settled', 'cancelled'] as const;
export type ContestStatus = (typeof CONTEST_STATUSES)[number];

export const CONTEST_PARTICIPANTS = ['all', 'leagues', 'list'] as const;
export type ContestParticipants = (typeof CONTEST_PARTICIPANTS)[number];

/** Who competes (decision 0070): each member for themselves, or teams of agents (docs/product.md §11.8). */
export const CONTEST_KINDS = ['individual', 'team'] as const;
export type ContestKind = (typeof CONTEST_KINDS)[number];

/**
 * How a team's prize is shared among its agents who have a counted contract for it: equally, or in
 * proportion to each one's counted contracts; the kopecks the division leaves go one each to the largest
 * contributors (docs/product.md §11.8).
 */
export const TEAM_SPLITS = ['equal', 'contribution'] as const;
export type TeamSplit = (typeof TEAM_SPLITS)[number];

/** The rules a team contest may have: places in each league of teams, or a threshold of contracts per agent. */
export const TEAM_CONTEST_RULES = ['places', 'threshold'] as const;

/** The rule of a contest; amounts in points. */
export type ContestRule =
  | { kind: 'per_contract'; pointsPerContract: number; tariffs: string[] }
  | { kind: 'threshold'; contracts: number; prize: number; tariffs: string[] }
  | { kind: 'places'; prizes: number[]; tariffs: string[] }
  | { kind: 'top_percent'; percent: number; prize: number; tariffs: string[] }
  | { kind: 'steps'; steps: { contracts: number; prize: number }[]; tariffs: string[] };

/**
 * How many of a league of `members` win a prize for its top `percent` (docs/product.md §11.4): that
 * share rounded down, but at least one in a league with anyone in it.
 */
export function topPercentWinners(percent: number, members: number): number {
  return members <= 0 ? 0 : Math.max(1, Math.floor((members * percent) / 100));
}

const contractsWord = (n: number) => pluralRu(n, ['договор', 'договора', 'договоров']);
const tariffsText = (tariffs: readonly string[]) =>
  tariffs.length === 0 ? '' : ` ${tariffs.length === 1 ? 'тарифа' : 'тарифов'} ${tariffs.map((t) => `«${t}»`).join(', ')}`;

/** '07.03.2025' from '2025-03-07'. */
function contestDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-');
  return `${d}.${m}.${y}`;
}

const TIES = 'Нужен хотя бы один договор; при равенстве договоров место делят, и приз получает каждый.';
const leaguesLine = (leagues: number) =>
  leagues > 1
    ? 'Участники соревнуются в лигах — с теми, у кого похожие результаты за прошлые месяцы.'
    : 'Участники соревнуются между собой.';

/** How a team contest counts and ranks (docs/product.md §11.8), before its prizes. */
const teamLines = (leagues: number) => [
  'Договор засчитывается команде, в которой агент был в день подписания.',
  'Результат команды — засчитанные договоры на агента: договоры команды, делённые на среднее число агентов в ней за дни конкурса.',
  leagues > 1
    ? 'Команды соревнуются в лигах — с командами, у которых похожие результаты на агента за прошлые месяцы.'
    : 'Команды соревнуются между собой.',
];

/**
 * How the team's prize is shared, as members read it before the start: the remainder in points, the
 * unit members see every amount in, not in the kopecks the split counts.
 */
export function teamSplitText(split: TeamSplit): string {
  return split === 'equal'
    ? 'Приз команды делится поровну между её агентами, у которых есть хотя бы один засчитанный договор; ' +
        `остаток, который не делится поровну, получают по ${formatPoints(0.01)} агенты с большим числом договоров.`
    : 'Приз команды делится между её агентами пропорционально их засчитанным договорам (нужен хотя бы один); ' +
        `остаток деления получают по ${formatPoints(0.01)} агенты с большим числом договоров.`;
}

/**
 * The rules in plain Russian, one sentence each: what counts, what wins, what a budget does to the
 * prizes, until when.
 */
export function contestRulesText(c: {
  rule: ContestRule;
  startsOn: string;
  endsOn: string;
  leagues: number;
  budget?: number | null;
  /** A team contest's split rule; absent or null for a contest of members. */
  teamSplit?: TeamSplit | null;
}): string[] {
  const what = `договор${tariffsText(c.rule.tariffs)}, подписанный с ${contestDate(c.startsOn)} по ${contestDate(c.endsOn)}`;
  const lines = [`Засчитывается каждый ${what} (по московскому времени).`];
  if (c.teamSplit) {
    lines.push(...teamLines(c.leagues));
    if (c.rule.kind === 'places')
      lines.push(
        `Призы команде в каждой лиге: ${c.rule.prizes.map((p, i) => `${i + 1}-е место — ${formatPoints(p)}`).join(', ')}`,
        'Команде нужен хотя бы один договор; при равных результатах место делят, и приз получает каждая команда.',
      );
    else if (c.rule.kind === 'threshold')
      // The amount ends with «б.»: its point ends the sentence too.
      lines.push(
        `Команда, набравшая ${c.rule.contracts} ${contractsWord(c.rule.contracts)} на агента, получает приз ${formatPoints(c.rule.prize)}`,
      );
    lines.push(teamSplitText(c.teamSplit));
    if (c.budget) {
      lines.push(`Призовой фонд — ${formatPoints(c.budget)}: если призов окажется больше, каждый уменьшится в одной пропорции.`);
    }
    lines.push(
      'Призы начисляются на баланс после окончания конкурса. Если договор расторгнут, результат команды пересчитывается.',
    );
    return lines;
  }
  switch (c.rule.kind) {
    case 'per_contract':
      lines.push(`За каждый такой договор — ${formatPoints(c.rule.pointsPerContract)} сверх обычного начисления.`);
      break;
    case 'threshold':
      lines.push(
        // The amount ends with «б.»: its point ends the sentence too.
        `Подпишите ${c.rule.contracts} ${contractsWord(c.rule.contracts)} — получите приз ${formatPoints(c.rule.prize)}`,
      );
      break;
    case 'places':
      lines.push(
        leaguesLine(c.leagues),
        `Призы в каждой лиге: ${c.rule.prizes.map((p, i) => `${i + 1}-е место — ${formatPoints(p)}`).join(', ')}`,
        TIES,
      );
      break;
    case 'steps':
      lines.push(
        // The last amount ends with «б.»: its point ends the sentence too.
        `Призы за пороги: ${c.rule.steps.map((s) => `${s.contracts} ${contractsWord(s.contracts)} — ${formatPoints(s.prize)}`).join('; ')}`,
        'Выплачивается приз самого высокого достигнутого порога.',
      );
      break;
    case 'top_percent':
      lines.push(
        leaguesLine(c.leagues),
        // The amount ends with «б.»: its point ends the sentence too.
        `Первые ${c.rule.percent}\u00a0% участников ${c.leagues > 1 ? 'каждой лиги' : 'конкурса'} (хотя бы один) получают по ${formatPoints(c.rule.prize)}`,
        TIES,
      );
      break;
  }
  if (c.budget) {
    lines.push(`Призовой фонд — ${formatPoints(c.budget)}: если призов окажется больше, каждый уменьшится в одной пропорции.`);
  }
  lines.push('Призы начисляются на баланс после окончания конкурса. Если договор расторгнут, его баллы списываются.');
  return lines;
}

/** «ещё 2 договора до 3-го места», «ещё 1 договор до приза», or null when nothing is left to reach. */
export function contestGapText(gap: { contracts: number; place: number | null } | null): string | null {
  if (!gap || gap.contracts <= 0) return null;
  const n = `ещё ${gap.contracts} ${contractsWord(gap.contracts)}`;
  return gap.place === null ? `${n} до приза` : `${n} до ${gap.place}-го места`;
}

/** 'Иван П.': a leaderboard shows others by first name and the surname's initial only (152-ФЗ). */
export function leaderboardName(firstName: string, lastName: string): string {
  const first = firstName.trim() || 'Участник';
  const initial = lastName.trim().charAt(0);
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

/**
 * What a running contest's page leads with (docs/product.md §11.1): the gap to the next prize, the
 * member's personal goal while that prize is out of reach at the pace they have kept, or the value
 * of the next contract.
 */
export const CONTEST_LEADS = ['gap', 'personal_goal', 'next_step'] as const;
export type ContestLead = (typeof CONTEST_LEADS)[number];

/**
 * «Ещё 1 договор — +1 500 б. и 27-е место»: what one more contract brings now (points) and the place
 * in the league it leads to; a contest of given tariffs names them («Ещё 1 договор тарифа «Семейный» —
 * …»). Null when it brings neither.
 */
export function contestNextStepText(step: { points: number; place: number | null; tariffs: readonly string[] }): string | null {
  const parts = [step.points > 0 ? `+${formatPoints(step.points)}` : null, step.place === null ? null : `${step.place}-е место`];
  const said = parts.filter((p) => p !== null);
  if (said.length === 0) return null;
  return `Ещё 1 договор${tariffsText(step.tariffs)} — ${said.join(' и ')}`;
}

/** «До личной цели — ещё 2 договора»: the contracts the member's personal target of the month still needs. */
export function personalGoalText(left: number): string {
  return `До личной цели — ещё ${countRu(left, ['договор', 'договора', 'договоров'])}`;
}

const HOUR_MS = 3_600_000;

/**
 * «осталось 2 дня 6 ч», «остался 1 день», «осталось 5 ч», «осталось меньше часа»: the time to a
 * contest's end in whole days and hours, the verb agreeing with the first number; null once it is
 * over.
 */
export function contestTimeLeftText(leftMs: number): string | null {
  if (!(leftMs > 0)) return null;
  const hours = Math.floor(leftMs / HOUR_MS);
  if (hours === 0) return 'осталось меньше часа';
  const days = Math.floor(hours / 24);
  const h = hours % 24;
  const verb = (n: number) => pluralRu(n, ['остался', 'осталось', 'осталось']);
  const hoursText = `${h}\u00a0ч`;
  if (days === 0) return `${verb(h)} ${hoursText}`;
  const daysText = countRu(days, ['день', 'дня', 'дней']);
  return `${verb(days)} ${daysText}${h > 0 ? ` ${hoursText}` : ''}`;
}

/**
 * «обновлено 4 мин назад»: how long ago a contest's standings were last counted — «только что»
 * under a minute, then minutes, hours, days.
 */
export function contestUpdatedText(agoMs: number): string {
  const minutes = Math.floor(Math.max(0, agoMs) / 60_000);
  if (minutes < 1) return 'обновлено только что';
  if (minutes < 60) return `обновлено ${minutes}\u00a0мин назад`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `обновлено ${hours}\u00a0ч назад`;
  const days = Math.floor(hours / 24);
  return `обновлено ${countRu(days, ['день', 'дня', 'дней'])} назад`;
}
