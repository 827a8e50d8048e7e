// The badge form's values (strings, as inputs hold them) and their way to the contract's body, checked
// by the contract's own schema (resolvers.ts, loaded on first use by decision 0022).
import type { AdminBadge, BadgeBody, BadgeIcon, BadgeRuleKind } from '@cabinet/contracts/client';

export interface BadgeFormValues {
  name: string;
  description: string;
  icon: BadgeIcon;
  rule: BadgeRuleKind;
  contracts: string;
  weeks: string;
  tariff: string;
}

const whole = (s: string) => (s.trim() === '' ? Number.NaN : Number(s.replace(/[\s\u00a0]/g, '')));

export function toBody(v: BadgeFormValues): BadgeBody {
  const rules: Record<BadgeRuleKind, () => BadgeBody['rule']> = {
    contracts: () => ({ kind: 'contracts', contracts: whole(v.contracts) }),
    first_tariff: () => ({ kind: 'first_tariff', tariff: v.tariff }),
    clean_quarter: () => ({ kind: 'clean_quarter' }),
    streak: () => ({ kind: 'streak', weeks: whole(v.weeks) }),
  };
  return { name: v.name, description: v.description, icon: v.icon, rule: rules[v.rule]() };
}

export function toValues(b: AdminBadge | null): BadgeFormValues {
  const r = b?.rule;
  return {
    name: b?.name ?? '',
    description: b?.description ?? '',
    icon: b?.icon ?? 'star',
    rule: r?.kind ?? 'contracts',
    contracts: r?.kind === 'contracts' ? String(r.contracts) : '10',
    weeks: r?.kind === 'streak' ? String(r.weeks) : '4',
    tariff: r?.kind === 'first_tariff' ? r.tariff : '',
  };
}

/** The form field an error of the body belongs to (`rule.contracts` → `contracts`). */
export function fieldOf(path: readonly PropertyKey[]): keyof BadgeFormValues {
  const [head, second] = path.map(String);
  if (head === 'rule') return second === undefined || second === 'kind' ? 'rule' : (second as keyof BadgeFormValues);
  return (head ?? 'name') as keyof BadgeFormValues;
}
