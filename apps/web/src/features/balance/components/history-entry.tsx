import type { HistoryEntry } from '@cabinet/contracts/client';
import { EntryDetailsLink } from '@/components/entry-details-link/entry-details-link';
import { NpdReceiptLink } from '@/components/npd-receipt/npd-receipt-link';
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { memo } from 'react';
import { Unbreakable } from '@/components/unbreakable/unbreakable';
import { formatDateTime, formatSignedPoints } from '@/lib/format';
import { balanceScreenTexts } from '../texts';
import { historyLine } from '../history-line';
import styles from './balance.module.css';

const t = balanceScreenTexts.history;

/**
 * One movement: date, title, its description with the contract number or the order it belongs to
 * (each said once), a signed coloured amount. Memoised: a page holds 200 of them, and typing in the
 * search must not redraw them all. Its order links, like every link, prefetch only once pointed at
 * (IntentLink): a page may show a hundred of them, and a member opens one now and then.
 */
export const HistoryEntryRow = memo(function HistoryEntryRow({ entry }: { entry: HistoryEntry }) {
  const positive = entry.amount >= 0;
  const line = historyLine(entry);
  return (
    <li className={styles.entry} data-testid="history-entry">
      <span className={styles.entryTitle}>{entry.title}</span>
      <span className={`${styles.amount} ${positive ? styles.plus : styles.minus}`}>{formatSignedPoints(entry.amount)}</span>
      <span className={styles.entryMeta}>
        <time dateTime={entry.date}>{formatDateTime(entry.date)}</time>
        {line.contractApart ? (
          <span>
            {t.contractWord}{' '}
            <span className="nowrap" data-testid="history-contract">
              {entry.contractNumber}
            </span>
          </span>
        ) : null}
        {line.orderApart ? <Link href={`/order/${entry.orderId}`}>{t.order(entry.orderId!)}</Link> : null}
        {line.parts.length > 0 ? (
          <span>
            {line.parts.map((part, i) =>
              part.kind === 'text' ? (
                <Unbreakable key={i} text={part.text} />
              ) : part.kind === 'contract' ? (
                <span key={i} className="nowrap" data-testid="history-contract">
                  {part.text}
                </span>
              ) : (
                <Link key={i} href={`/order/${part.orderId}`} className="nowrap">
                  {part.text}
                </Link>
              ),
            )}
          </span>
        ) : null}
        {entry.status ? <span>{entry.status}</span> : null}
        {entry.receipt ? (
          <NpdReceiptLink
            receipt={entry.receipt}
            label={t.receipt}
            pending={<span>{t.receiptPending}</span>}
            testId="history-receipt"
          />
        ) : null}
        <EntryDetailsLink entry={entry} />
      </span>
    </li>
  );
});
