'use client';
// Вывод средств: available and frozen points, and the form — or, while the identity document is not
// confirmed, why a withdrawal is not possible yet and where to fix it.
import { IDENTITY_STATUS_TEXT } from '@cabinet/contracts';
import { useState } from 'react';
import { FormError } from '@/components/form-actions/form-actions';
import { Skeleton } from '@/components/skeleton/skeleton';
import { withdrawTexts as t } from '@/lib/messages';
import { isShownError } from '@/lib/queries/member';
import { usePassportData } from '@/lib/queries/member';
import { FundsCard } from './funds-card';
import { IdentityNotice } from './identity-notice';
import { WithdrawFlow } from './withdraw-flow';
import styles from './withdraw.module.css';

export function WithdrawScreen() {
  const passport = usePassportData();
  const [refusedForIdentity, setRefusedForIdentity] = useState(false);
  const status = passport.data?.passportData.status;

  let main;
  if (passport.isPending) {
    main = (
      <div className={`card ${styles.card}`} aria-busy="true">
        <span className="visually-hidden" role="status">
          {t.loading}
        </span>
        <Skeleton height={24} width="30%" />
        <Skeleton height={48} radius="var(--radius-m)" />
        <Skeleton height={200} radius="var(--radius-m)" />
        <Skeleton height={48} radius="var(--radius-m)" />
      </div>
    );
  } else if ((status && status !== IDENTITY_STATUS_TEXT.confirmed) || refusedForIdentity) {
    main = (
      <IdentityNotice status={status && status !== IDENTITY_STATUS_TEXT.confirmed ? status : IDENTITY_STATUS_TEXT.pending} />
    );
  } else {
    // A failed status check does not block the form: the API refuses an unconfirmed member itself.
    main = (
      <div className={styles.form}>
        <FormError message={isShownError(passport.error) ? t.identityError : null} />
        <WithdrawFlow onIdentityRefused={() => setRefusedForIdentity(true)} />
      </div>
    );
  }

  return (
    <div className={styles.layout}>
      <FundsCard />
      <div>{main}</div>
    </div>
  );
}
