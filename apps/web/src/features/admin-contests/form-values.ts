// The contest form's values (strings, as inputs hold them) and their way to the contract's body,
// checked by the contract's own schema (`contestBody`, resolvers.ts, loaded on first use by decision
// 0022): one set of rules for the form and the API.
import type { AdminContest, ContestBody, ContestKind, TeamSplit } from '@cabinet/contracts/client';

export interface ContestFormValues {
  title: string;
  description: string;
  startsOn: string;
  endsOn: string;
  participants: 'all' | 'leagues' | 'list';
  leagueNumbers: string;
  memberPhones: string;
  leagueBands: string;
  historyMonths: string;
  rule: ContestBody['rule']['kind'];
  pointsPerContract: string;
  contracts: string;
  /** The threshold's prize, or each winner's of a league's top share. */
  prize: string;
  prizes: string;
  percent: string;
  /** «10: 5000, 20: 12000»: contracts and prize of each step. */
  steps: string;
  tariffs: string;
  /** Empty: no budget. */
  budget: string;
  /** Comma-separated, lowest league first. */
  leagueNames: string;
  holdoutPercent: string;
  /** Members or teams compete (docs/product.md §11.8). */
  kind: ContestKind;
  /** A team contest's split of a team's prize; '' until chosen. */
  teamSplit: '' | TeamSplit;
}

const num = (s: string) => (s.trim() === '' ? Number.NaN : Number(s.replace(/[\s\u00a0]/g, '').replace(',', '.')));
const list = (s: string, sep: RegExp) =>
  s
    .split(sep)
    .map((x) => x.trim())
    .filter(Boolean);
const nums = (s: string) => list(s, /[,;\s]+/).map(num);

export function toBody(v: ContestFormValues): ContestBody {
  const tariffs = list(v.tariffs, /,/);
  const rules: Record<ContestFormValues['rule'], () => ContestBody['rule']> = {
    per_contract: () => ({ kind: 'per_contract', pointsPerContract: num(v.pointsPerContract), tariffs }),
    threshold: () => ({ kind: 'threshold', contracts: num(v.contracts), prize: num(v.prize), tariffs }),
    places: () => ({ kind: 'places', prizes: nums(v.prizes), tariffs }),
    top_percent: () => ({ kind: 'top_percent', percent: num(v.percent), prize: num(v.prize), tariffs }),
    steps: () => ({
      kind: 'steps',
      steps: list(v.steps, /[,;\n]+/).map((step) => {
        const [contracts = '', prize = ''] = step.split(/[:—–-]/);
        return { contracts: num(contracts), prize: num(prize) };
      }),
      tariffs,
    }),
  };
  const rule = rules[v.rule]();
  return {
    title: v.title,
    description: v.description,
    startsOn: v.startsOn,
    endsOn: v.endsOn,
    participants: v.participants,
    leagueNumbers: nums(v.leagueNumbers),
    memberPhones: list(v.memberPhones, /[\s,;]+/).map((p) => p.replace(/\D/g, '')),
    leagueBands: nums(v.leagueBands),
    historyMonths: num(v.historyMonths),
    rule,
    budget: v.budget.trim() === '' ? null : num(v.budget),
    // Names keep their places: «, Серебро» names the second league only.
    leagueNames: v.leagueNames.trim() === '' ? [] : v.leagueNames.split(',').map((n) => n.trim()),
    holdoutPercent: v.holdoutPercent.trim() === '' ? 0 : num(v.holdoutPercent),
    kind: v.kind,
    teamSplit: v.kind === 'team' && v.teamSplit !== '' ? v.teamSplit : null,
  };
}

export function toValues(c: AdminContest | null, today: string): ContestFormValues {
  const r = c?.rule;
  return {
    title: c?.title ?? '',
    description: c?.description ?? '',
    startsOn: c?.startsOn ?? today,
    endsOn: c?.endsOn ?? today,
    participants: c?.participants ?? 'all',
    leagueNumbers: c?.leagueNumbers.join(', ') ?? '',
    memberPhones: c?.memberPhones.join('\n') ?? '',
    leagueBands: c?.leagueBands.join(', ') ?? '',
    historyMonths: String(c?.historyMonths ?? 3),
    rule: r?.kind ?? 'places',
    pointsPerContract: r?.kind === 'per_contract' ? String(r.pointsPerContract) : '',
    contracts: r?.kind === 'threshold' ? String(r.contracts) : '',
    prize: r?.kind === 'threshold' || r?.kind === 'top_percent' ? String(r.prize) : '',
    prizes: r?.kind === 'places' ? r.prizes.join(', ') : '3000, 2000, 1000',
    percent: r?.kind === 'top_percent' ? String(r.percent) : '10',
    steps: r?.kind === 'steps' ? r.steps.map((s) => `${s.contracts}: ${s.prize}`).join(', ') : '10: 5000, 20: 12000',
    tariffs: r?.tariffs.join(', ') ?? '',
    budget: c?.budget === null || c?.budget === undefined ? '' : String(c.budget),
    leagueNames: c?.leagueNames.join(', ') ?? '',
    holdoutPercent: String(c?.holdoutPercent ?? 0),
    kind: c?.kind ?? 'individual',
    teamSplit: c?.teamSplit ?? '',
  };
}

/** The form field an error of the body belongs to (`rule.prizes.1` → `prizes`). */
export function fieldOf(path: readonly PropertyKey[]): keyof ContestFormValues {
  const [head, second] = path.map(String);
  if (head === 'rule') return second === undefined || second === 'kind' ? 'rule' : (second as keyof ContestFormValues);
  return (head ?? 'title') as keyof ContestFormValues;
}
