'use client';
// The history line a new dispute is about, read with «Как посчитано» (the line's title, date and
// amount, and its disputes): the form shows what is disputed before it is sent, and says so when a
// dispute of the line is open already.
import { DISPUTE_OPEN_STATUSES } from '@cabinet/contracts/client';
import { useQuery } from '@tanstack/react-query';
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { Skeleton } from '@/components/skeleton/skeleton';
import { ApiRequestError } from '@/lib/api-client/errors';
import { formatDateTime, formatSignedPoints } from '@/lib/format';
import { disputesTexts as t } from '../texts';
import { entryCalculationQuery } from '@/lib/queries/entry-calculation';
import styles from './disputes.module.css';

export function DisputedLine({ entryId }: { entryId: number }) {
  const query = useQuery(entryCalculationQuery(entryId));
  if (query.isPending) {
    return (
      <div className={styles.line} aria-busy="true">
        <span className="visually-hidden" role="status">
          {t.lineLoading}
        </span>
        <Skeleton height={44} />
      </div>
    );
  }
  if (query.error instanceof ApiRequestError && query.error.status === 404) {
    return (
      <div className={styles.line} role="alert">
        <p className={styles.lineTitle}>{t.lineNotFound}</p>
        <p className={styles.muted}>{t.lineNotFoundText}</p>
      </div>
    );
  }
  if (!query.data) {
    // The line could not be read now: the API knows it by its number, the member still may send.
    return (
      <div className={styles.line}>
        <p className={styles.lineTitle}>{t.lineUnknown(entryId)}</p>
        <p className={styles.muted}>{t.lineUnknownText}</p>
      </div>
    );
  }
  const line = query.data;
  const open = line.disputes.find((d) => DISPUTE_OPEN_STATUSES.includes(d.status));
  return (
    <div className={styles.line} data-testid="disputed-line">
      <p className={styles.lineHead}>
        <span className={styles.lineTitle}>{line.title}</span>
        <span className={`nowrap ${styles.lineAmount}`}>{formatSignedPoints(line.amount)}</span>
      </p>
      <p className={styles.muted}>
        <time dateTime={line.date}>{formatDateTime(line.date)}</time>
        {line.contract ? (
          <>
            {' · '}
            <span className="nowrap">{t.contractNo(line.contract.number)}</span>
          </>
        ) : null}
      </p>
      {open ? (
        <p className={styles.notice}>
          <Link href={`/disputes/${open.id}`}>{t.lineOpenDispute(open.id)}</Link>
        </p>
      ) : null}
    </div>
  );
}

/** Whether the line was found: a line that is not the member's cannot be disputed. */
export function useLineMissing(entryId: number | null): boolean {
  const query = useQuery({ ...entryCalculationQuery(entryId ?? 0), enabled: entryId !== null });
  return query.error instanceof ApiRequestError && query.error.status === 404;
}
