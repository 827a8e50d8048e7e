// The back office's menu: the overview, then its sections grouped by an operator's jobs. A section for
// admins only is hidden from operators (the API refuses them anyway), a section the API refuses an
// operator limited to dealers is hidden from them (decision 0066: the company-wide imports, compliance
// and the dealers' targets), and a group left with none is not shown.
import type { OperatorRole } from '@cabinet/contracts/client';
import { adminNavTexts as t } from './texts';

export interface AdminNavItem {
  href: string;
  label: string;
  roles: readonly OperatorRole[];
  /** Hidden from an operator limited to dealers: the API refuses them the whole section. */
  wholeCompany?: true;
}

export type AdminNavGroupKey = keyof typeof t.groups;

export interface AdminNavGroup {
  /** null: the overview, above the groups and without a title. */
  key: AdminNavGroupKey | null;
  title: string | null;
  items: AdminNavItem[];
}

const everyone = ['operator', 'admin'] as const;
const admins = ['admin'] as const;
const { items } = t;

const OVERVIEW: readonly AdminNavItem[] = [{ href: '/admin', label: items.overview, roles: everyone }];

const GROUPS: Record<AdminNavGroupKey, readonly AdminNavItem[]> = {
  people: [
    { href: '/admin/members', label: items.members, roles: everyone },
    { href: '/admin/identity', label: items.identity, roles: everyone },
    { href: '/admin/disputes', label: items.disputes, roles: everyone },
    { href: '/admin/teams', label: items.teams, roles: everyone },
    { href: '/admin/operators', label: items.operators, roles: admins },
  ],
  money: [
    { href: '/admin/withdrawals', label: items.withdrawals, roles: everyone },
    { href: '/admin/payouts', label: items.payouts, roles: everyone },
    { href: '/admin/reconciliation', label: items.reconciliation, roles: everyone },
    { href: '/admin/tax', label: items.tax, roles: everyone },
    { href: '/admin/self-employed', label: items.selfEmployed, roles: everyone },
    { href: '/admin/adjustments', label: items.adjustments, roles: admins },
    { href: '/admin/approvals', label: items.approvals, roles: everyone },
  ],
  motivation: [
    { href: '/admin/contests', label: items.contests, roles: everyone },
    { href: '/admin/tiers', label: items.tiers, roles: admins },
    { href: '/admin/targets', label: items.targets, roles: admins },
    { href: '/admin/targets/dealers', label: items.targetCascade, roles: everyone, wholeCompany: true },
    { href: '/admin/badges', label: items.badges, roles: everyone },
    { href: '/admin/imports', label: items.imports, roles: everyone, wholeCompany: true },
  ],
  content: [
    { href: '/admin/news', label: items.news, roles: everyone },
    { href: '/admin/notifications', label: items.notifications, roles: everyone },
    { href: '/admin/legal', label: items.legal, roles: everyone },
  ],
  compliance: [
    { href: '/admin/compliance', label: items.compliance, roles: everyone, wholeCompany: true },
    { href: '/admin/periods', label: items.periods, roles: everyone },
    { href: '/admin/audit', label: items.audit, roles: admins },
  ],
  system: [
    { href: '/admin/settings', label: items.settings, roles: everyone },
    { href: '/admin/jobs', label: items.jobs, roles: admins },
    { href: '/admin/partner-keys', label: items.partnerKeys, roles: admins },
    { href: '/admin/webhooks', label: items.webhooks, roles: admins },
  ],
};

const ALL: readonly AdminNavItem[] = [...OVERVIEW, ...Object.values(GROUPS).flat()];

/**
 * The menu a role sees: the overview, then each group with the sections the role may open — without
 * the whole company's sections for an operator limited to dealers.
 */
export function navFor(role: OperatorRole, limitedToDealers = false): AdminNavGroup[] {
  const allowed = (list: readonly AdminNavItem[]) =>
    list.filter((item) => item.roles.includes(role) && !(limitedToDealers && item.wholeCompany));
  const groups = (Object.keys(GROUPS) as AdminNavGroupKey[]).map((key): AdminNavGroup => ({
    key,
    title: t.groups[key],
    items: allowed(GROUPS[key]),
  }));
  return [{ key: null, title: null, items: allowed(OVERVIEW) }, ...groups].filter((group) => group.items.length > 0);
}

/** The section a path belongs to: the longest matching link. */
export function currentSection(pathname: string): string | null {
  const matches = ALL.filter(
    (item) => pathname === item.href || (item.href !== '/admin' && pathname.startsWith(`${item.href}/`)),
  );
  return matches.sort((a, b) => b.href.length - a.href.length)[0]?.href ?? null;
}
