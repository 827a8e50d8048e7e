'use client';
// Вывод средств: available and frozen points, and the form — or, while the identity document is not
// confirmed, why a withdrawal is not possible yet and where to fix it.
import { IDENTITY_STATUS_TEXT } from '@cabinet/contracts/client';
import { Suspense, useState } from 'react';
import { FormError } from '@/components/form-actions/form-actions';
import { Skeleton } from '@/components/skeleton/skeleton';
import { withdrawTexts as t } from '@/lib/messages';
import { preloadChunk } from '@/lib/preload-chunk';
import { isShownError } from '@/lib/queries/member';
import { usePassportData } from '@/lib/queries/member';
import { FundsCard } from './funds-card';
import { IdentityNotice } from './identity-notice';
import styles from './withdraw.module.css';

// The form (react-hook-form, ~14 kB gzip) shows only once the identity status has come from the
// API: it is not in the page's first load (docs/performance.md) but fetched as soon as the page runs, beside
// that status, with the same skeleton until both are there.
const WithdrawFlow = preloadChunk(import('./withdraw-flow')).component((m) => m.WithdrawFlow);

function FormSkeleton() {
  return (
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
}

export function WithdrawScreen() {
  const passport = usePassportData();
  const [refusedForIdentity, setRefusedForIdentity] = useState(false);
  const status = passport.data?.passportData.status;

  let main;
  if (passport.isPending) {
    main = <FormSkeleton />;
  } else if ((status && status !== IDENTITY_STATUS_TEXT.confirmed) || refusedForIdentity) {
    main = (
      <IdentityNotice status={status && status !== IDENTITY_STATUS_TEXT.confirmed ? status : IDENTITY_STATUS_TEXT.pending} />
    );
  } else {
    // A failed status check does not block the form: the API refuses an unconfirmed member itself.
    main = (
      <div className={styles.form}>
        <FormError message={isShownError(passport.error) ? t.identityError : null} />
        <Suspense fallback={<FormSkeleton />}>
          <WithdrawFlow onIdentityRefused={() => setRefusedForIdentity(true)} />
        </Suspense>
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
