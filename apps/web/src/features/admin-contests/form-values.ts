// The contest form's values (strings, as inputs hold them) and their way to the contract's body,
// checked by the contract's own schema (`contestBody`, resolvers.ts, loaded on first use by decision
// 0022): one set of rules for the form and the API.
import type { AdminContest, ContestBody } from '@cabinet/contracts/client';

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
  rule: 'per_contract' | 'threshold' | 'places';
  pointsPerContract: string;
  contracts: string;
  prize: string;
  prizes: string;
  tariffs: string;
  holdoutPercent: string;
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
  const rule: ContestBody['rule'] =
    v.rule === 'per_contract'
      ? { kind: 'per_contract', pointsPerContract: num(v.pointsPerContract), tariffs }
      : v.rule === 'threshold'
        ? { kind: 'threshold', contracts: num(v.contracts), prize: num(v.prize), tariffs }
        : { kind: 'places', prizes: nums(v.prizes), tariffs };
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
    holdoutPercent: v.holdoutPercent.trim() === '' ? 0 : num(v.holdoutPercent),
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
    prize: r?.kind === 'threshold' ? String(r.prize) : '',
    prizes: r?.kind === 'places' ? r.prizes.join(', ') : '3000, 2000, 1000',
    tariffs: r?.tariffs.join(', ') ?? '',
    holdoutPercent: String(c?.holdoutPercent ?? 0),
  };
}

/** The form field an error of the body belongs to (`rule.prizes.1` → `prizes`). */
export function fieldOf(path: readonly PropertyKey[]): keyof ContestFormValues {
  const [head, second] = path.map(String);
  if (head === 'rule') return second === undefined || second === 'kind' ? 'rule' : (second as keyof ContestFormValues);
  return (head ?? 'title') as keyof ContestFormValues;
}
