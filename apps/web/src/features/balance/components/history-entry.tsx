import type { HistoryEntry } from '@cabinet/contracts';
import Link from 'next/link';
import { formatDateTime, formatSignedPoints } from '@/lib/format';
import { balanceScreenTexts } from '@/lib/messages';
import styles from './balance.module.css';

const t = balanceScreenTexts.history;

/** One movement: date, title, contract number or the order it belongs to, a signed coloured amount. */
export function HistoryEntryRow({ entry }: { entry: HistoryEntry }) {
  const positive = entry.amount >= 0;
  return (
    <li className={styles.entry} data-testid="history-entry">
      <span className={styles.entryTitle}>{entry.title}</span>
      <span className={`${styles.amount} ${positive ? styles.plus : styles.minus}`}>{formatSignedPoints(entry.amount)}</span>
      <span className={styles.entryMeta}>
        <time dateTime={entry.date}>{formatDateTime(entry.date)}</time>
        {entry.contractNumber ? <span data-testid="history-contract">{t.contract(entry.contractNumber)}</span> : null}
        {entry.orderId ? <Link href={`/order/${entry.orderId}`}>{t.order(entry.orderId)}</Link> : null}
        {entry.description ? <span>{entry.description}</span> : null}
        {entry.status ? <span>{entry.status}</span> : null}
      </span>
    </li>
  );
}
