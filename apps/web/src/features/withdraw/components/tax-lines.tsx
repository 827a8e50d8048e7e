'use client';
// What reaches the bank and what goes to tax (decision 0033): the API's preview of the withdrawal,
// computed as the order will be, shown on the confirmation before the points are frozen. A declared
// regime not yet verified is taxed as an individual's, and the preview says why (decision 0043).
import { withdrawalPreviewRoute } from '@cabinet/contracts/client';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client/call-api';
import { TaxPartRows } from '@/components/tax-parts/tax-part-rows';
import { formatPoints } from '@/lib/format';
import { withdrawTexts as t } from '../texts';
import styles from './withdraw.module.css';

export function TaxLines({ amount }: { amount: number }) {
  const preview = useQuery({
    queryKey: ['withdrawal-preview', amount],
    queryFn: ({ signal }) => callApi(withdrawalPreviewRoute, { query: { amount }, signal }),
  });
  if (preview.isPending) return <p className={styles.taxNote}>{t.taxLoading}</p>;
  if (preview.isError) return <p className={styles.taxNote}>{t.taxError}</p>;
  const p = preview.data;
  return (
    <>
      <dl className={styles.confirmList} data-testid="withdraw-tax">
        {p.payer === 'member' ? <TaxPartRows parts={p.parts} testId="confirm-tax" /> : null}
        <div>
          <dt>{t.toBank}</dt>
          <dd data-testid="confirm-to-bank">{formatPoints(p.toBank)}</dd>
        </div>
      </dl>
      {p.regimeNote ? (
        <p className={styles.taxNote} data-testid="withdraw-regime-note">
          {p.regimeNote}
        </p>
      ) : null}
      <p className={styles.taxNote}>
        {p.payer === 'member'
          ? t.taxWithheldNote
          : p.payer === 'company'
            ? t.taxByCompany(formatPoints(p.paidByCompany))
            : t.ownTax}
      </p>
    </>
  );
}
