'use client';
// The balance with its frozen amount, and the way to withdraw it.
import { IDENTITY_STATUS_TEXT } from '@cabinet/contracts/client';
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { BalanceDisplay } from '@/components/balance-display/balance-display';
import { balance as balanceText } from '@/components/balance-display/texts';
import { ButtonLink } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { homeTexts as t } from '../texts';
import { isShownError, useBalance, usePassportData, usePendingAmount } from '@/lib/queries/member';
import styles from './home.module.css';

export function BalanceCard() {
  const balance = useBalance();
  const pending = usePendingAmount();
  // The profile's own query: a status changed there shows here at once.
  const identity = usePassportData().data?.passportData.status;
  return (
    <Card className={styles.balanceCard} aria-labelledby="home-balance">
      <CardTitle as="h2" id="home-balance">
        {t.balanceHeading}
      </CardTitle>
      <div className={styles.balanceValue}>
        <BalanceDisplay
          label={t.available}
          value={balance.data?.balance}
          bold
          size="large"
          loading={balance.isPending}
          error={isShownError(balance.error) ? balanceText.loadError : null}
          frozen={{ amount: pending.data?.amount, loading: pending.isPending, error: isShownError(pending.error) }}
        />
      </div>
      <div className={styles.balanceActions}>
        <ButtonLink href="/withdraw" variant="inverse">
          {t.withdraw}
        </ButtonLink>
        <ButtonLink href="/balance" variant="inverse-outline">
          {t.toHistory}
        </ButtonLink>
      </div>
      {identity && identity !== IDENTITY_STATUS_TEXT.confirmed ? (
        <p className={styles.identityNote}>
          {t.identityNote(identity)} <Link href="/lk#passport-title">{t.identityLink}</Link>
        </p>
      ) : null}
    </Card>
  );
}
