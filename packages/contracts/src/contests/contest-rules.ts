// What a contest is, as both the back office and the member see it, and its rules in plain Russian
// (decision 0032). Pure functions and types only: the member's pages import this through
// `@cabinet/contracts/client` (no zod, decision 0022).
import { pluralRu } from '../common/plural.js';
import { formatPoints } from '../money/points-format.js';

export const CONTEST_STATUSES = ['draft', 'scheduled', 'running', 'finished', 'settled', 'cancelled'] as const;
export type ContestStatus = (typeof CONTEST_STATUSES)[number];

export const CONTEST_PARTICIPANTS = ['all', 'leagues', 'list'] as const;
export type ContestParticipants = (typeof CONTEST_PARTICIPANTS)[number];

/** The rule of a contest; amounts in points. */
export type ContestRule =
  | { kind: 'per_contract'; pointsPerContract: number; tariffs: string[] }
  | { kind: 'threshold'; contracts: number; prize: number; tariffs: string[] }
  | { kind: 'places'; prizes: number[]; tariffs: string[] };

const contractsWord = (n: number) => pluralRu(n, ['договор', 'договора', 'договоров']);
const tariffsText = (tariffs: readonly string[]) =>
  tariffs.length === 0 ? '' : ` ${tariffs.length === 1 ? 'тарифа' : 'тарифов'} ${tariffs.map((t) => `«${t}»`).join(', ')}`;

/** '07.03.2025' from '2025-03-07'. */
function contestDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-');
  return `${d}.${m}.${y}`;
}

/** The rules in plain Russian, one sentence each: what counts, what wins, until when. */
export function contestRulesText(c: { rule: ContestRule; startsOn: string; endsOn: string; leagues: number }): string[] {
  const what = `договор${tariffsText(c.rule.tariffs)}, подписанный с ${contestDate(c.startsOn)} по ${contestDate(c.endsOn)}`;
  const lines = [`Засчитывается каждый ${what} (по московскому времени).`];
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
        c.leagues > 1
          ? 'Участники соревнуются в лигах — с теми, у кого похожие результаты за прошлые месяцы.'
          : 'Участники соревнуются между собой.',
        `Призы в каждой лиге: ${c.rule.prizes.map((p, i) => `${i + 1}-е место — ${formatPoints(p)}`).join(', ')}`,
        'Нужен хотя бы один договор; при равенстве договоров место делят, и приз получает каждый.',
      );
      break;
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
