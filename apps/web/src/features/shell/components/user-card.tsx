'use client';
// Sidebar head: avatar (to the profile), 'Здравствуйте, {firstName}!' and the balance with the frozen amount.
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { Avatar } from '@/components/avatar/avatar';
import { BalanceDisplay } from '@/components/balance-display/balance-display';
import { balance as balanceText } from '@/components/balance-display/texts';
import { shell } from '../texts';
import { isShownError } from '@/lib/queries/member';
import type { ShellQueries } from './shell-queries';
import styles from './shell.module.css';

export function UserCard({
  firstName,
  queries: { info, balance, pending },
  collapsed,
  onNavigate,
}: {
  firstName: string;
  queries: ShellQueries;
  collapsed: boolean;
  onNavigate: () => void;
}) {
  const name = info.data?.userInfo.firstName || firstName;

  return (
    <div className={`${styles.userCard} ${collapsed ? styles.userCardCollapsed : ''}`}>
      <Link
        href="/lk"
        className={styles.avatarLink}
        onClick={onNavigate}
        aria-label={shell.profileLink}
        title={collapsed ? shell.profileLink : undefined}
      >
        <Avatar url={info.data?.userInfo.avatarUrl} alt="" size={collapsed ? 44 : 56} />
      </Link>
      <div className={collapsed ? 'visually-hidden' : styles.userText}>
        <p className={styles.greeting}>{shell.greeting(name)}</p>
        <BalanceDisplay
          label={shell.balanceLabel}
          value={balance.data?.balance}
          bold
          iconPosition="left"
          showCurrency
          loading={balance.isPending || (balance.isError && !isShownError(balance.error))}
          error={isShownError(balance.error) ? balanceText.loadError : null}
          frozen={{ amount: pending.data?.amount, loading: pending.isPending, error: isShownError(pending.error) }}
        />
      </div>
    </div>
  );
}
