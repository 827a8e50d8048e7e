// The back office's sections, in the order of the menu. A section for admins only is hidden from
// operators (the API refuses them anyway).
import type { OperatorRole } from '@cabinet/contracts/client';

interface AdminNavItem {
  href: string;
  label: string;
  roles: readonly OperatorRole[];
}

const everyone = ['operator', 'admin'] as const;
const admins = ['admin'] as const;

const ADMIN_NAV: readonly AdminNavItem[] = [
  { href: '/admin', label: 'Обзор', roles: everyone },
  { href: '/admin/members', label: 'Участники', roles: everyone },
  { href: '/admin/identity', label: 'Проверка документов', roles: everyone },
  { href: '/admin/disputes', label: 'Споры', roles: everyone },
  { href: '/admin/withdrawals', label: 'Выплаты', roles: everyone },
  { href: '/admin/payouts', label: 'Реестр выплат', roles: everyone },
  { href: '/admin/reconciliation', label: 'Сверка выплат', roles: everyone },
  { href: '/admin/tax', label: 'НДФЛ', roles: everyone },
  { href: '/admin/self-employed', label: 'Самозанятые', roles: everyone },
  { href: '/admin/compliance', label: 'Комплаенс', roles: everyone },
  { href: '/admin/imports', label: 'Импорт договоров', roles: everyone },
  { href: '/admin/news', label: 'Новости', roles: everyone },
  { href: '/admin/notifications', label: 'Уведомления', roles: everyone },
  { href: '/admin/contests', label: 'Конкурсы', roles: everyone },
  { href: '/admin/approvals', label: 'На подтверждении', roles: everyone },
  { href: '/admin/adjustments', label: 'Корректировки', roles: admins },
  { href: '/admin/periods', label: 'Закрытие месяцев', roles: everyone },
  { href: '/admin/legal', label: 'Правила и согласие', roles: everyone },
  { href: '/admin/tiers', label: 'Тарифы', roles: admins },
  { href: '/admin/targets', label: 'Личные цели', roles: admins },
  { href: '/admin/audit', label: 'Журнал аудита', roles: admins },
  { href: '/admin/operators', label: 'Операторы', roles: admins },
  { href: '/admin/jobs', label: 'Фоновые задачи', roles: admins },
  { href: '/admin/settings', label: 'Настройки', roles: everyone },
];

export function navFor(role: OperatorRole): AdminNavItem[] {
  return ADMIN_NAV.filter((item) => item.roles.includes(role));
}

/** The section a path belongs to: the longest matching link. */
export function currentSection(pathname: string): string | null {
  const matches = ADMIN_NAV.filter(
    (item) => pathname === item.href || (item.href !== '/admin' && pathname.startsWith(`${item.href}/`)),
  );
  return matches.sort((a, b) => b.href.length - a.href.length)[0]?.href ?? null;
}
