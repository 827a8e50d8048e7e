'use client';
// Вывод средств: available and frozen points, and the form — or, while the identity document is not
// confirmed or a version of the rules or the consent waits to be accepted (decision 0049), why a
// withdrawal is not possible yet and where to settle it.
import { IDENTITY_STATUS_TEXT } from '@cabinet/contracts/client';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { FormError } from '@/components/form-actions/form-actions';
import { Skeleton } from '@/components/skeleton/skeleton';
import { Card } from '@/components/ui/card';
import { legalNoticeTexts, withdrawTexts as t } from '../texts';
import { preloadChunk } from '@/lib/preload-chunk';
import { isShownError } from '@/lib/queries/member';
import { useLegalStandings, usePassportData } from '@/lib/queries/member';
import { memberQueries } from '@/lib/queries/member-queries';
import { FundsCard } from './funds-card';
import { WithdrawNotice } from './withdraw-notice';
import type { BlockingRefusal } from './withdraw-flow';
import styles from './withdraw.module.css';

// The form (react-hook-form, ~14 kB gzip) shows only once the identity status has come from the
// API: it is not in the page's first load (docs/performance.md) but fetched as soon as the page runs, beside
// that status, with the same skeleton until both are there.
const WithdrawFlow = preloadChunk(import('./withdraw-flow')).component((m) => m.WithdrawFlow);

function FormSkeleton() {
  return (
    <Card as="div" className={styles.card} aria-busy="true">
      <span className="visually-hidden" role="status">
        {t.loading}
      </span>
      <Skeleton height={24} width="30%" />
      <Skeleton height={48} radius="var(--radius-m)" />
      <Skeleton height={200} radius="var(--radius-m)" />
      <Skeleton height={48} radius="var(--radius-m)" />
    </Card>
  );
}

export function WithdrawScreen() {
  const passport = usePassportData();
  const legal = useLegalStandings();
  const queryClient = useQueryClient();
  const [refused, setRefused] = useState<BlockingRefusal | null>(null);
  const status = passport.data?.passportData.status;
  const onBlocked = (refusal: BlockingRefusal) => {
    setRefused(refusal);
    // A version published since the page read the standing: read it again, so the notice names it.
    if (refusal === 'legal_acceptance_required') void queryClient.invalidateQueries({ queryKey: memberQueries.legal().queryKey });
  };
  // What waits, each as a first acceptance or a new edition of one accepted before (product §12d).
  const waiting = (legal.data?.documents ?? []).filter((d) => d.acceptedAt === null);

  let main;
  if (passport.isPending || legal.isPending) {
    main = <FormSkeleton />;
  } else if ((status && status !== IDENTITY_STATUS_TEXT.confirmed) || refused === 'identity_not_confirmed') {
    main = (
      <WithdrawNotice
        heading={t.identityHeading}
        text={t.identityText(status && status !== IDENTITY_STATUS_TEXT.confirmed ? status : IDENTITY_STATUS_TEXT.pending)}
        href="/lk"
        link={t.identityLink}
      />
    );
  } else if (legal.data?.pending || refused === 'legal_acceptance_required') {
    main = (
      <WithdrawNotice
        heading={legalNoticeTexts.noticeHeading(waiting)}
        text={legalNoticeTexts.noticeText(waiting)}
        href="/rules/accept"
        link={legalNoticeTexts.noticeLink}
      />
    );
  } else {
    // A failed status check does not block the form: the API refuses an unconfirmed member itself.
    main = (
      <div className={styles.form}>
        <FormError message={isShownError(passport.error) ? t.identityError : null} />
        <Suspense fallback={<FormSkeleton />}>
          <WithdrawFlow onBlocked={onBlocked} />
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
