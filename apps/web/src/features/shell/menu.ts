// The sidebar menu: the routes of product §2 with their titles and icons.
import type { IconName } from '@/components/icon/icon-paths';
import { titles } from '@/lib/texts/common';

interface MenuItem {
  href: string;
  title: string;
  icon: IconName;
  /** Spec §2: policy and rules are hidden in the desktop menu and linked from the top bar instead. */
  desktopHidden?: boolean;
  /** Shown only to a member who supervises a team today (GET /api/team/role; docs/product.md «Команды»). */
  supervisorsOnly?: boolean;
}

export const menuItems: readonly MenuItem[] = [
  { href: '/', title: titles.home, icon: 'home' },
  { href: '/balance', title: titles.balance, icon: 'wallet' },
  { href: '/withdraw', title: titles.withdraw, icon: 'withdraw' },
  { href: '/order', title: titles.order, icon: 'orders' },
  { href: '/news', title: titles.news, icon: 'news' },
  // The specification leaves the sidebar's further items open; contests are decision 0032's.
  { href: '/contests', title: titles.contests, icon: 'trophy' },
  { href: '/team', title: titles.team, icon: 'team', supervisorsOnly: true },
  { href: '/lk', title: titles.lk, icon: 'profile' },
  { href: '/help', title: titles.help, icon: 'help' },
  { href: '/policy', title: titles.policy, icon: 'policy', desktopHidden: true },
  { href: '/rules', title: titles.rules, icon: 'rules', desktopHidden: true },
];

/** '/order/12' keeps 'Мои заявки' active; '/' is active on the home page only. */
export function isActive(href: string, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (href === '/') return path === '/';
  return path === href || path.startsWith(`${href}/`);
}
