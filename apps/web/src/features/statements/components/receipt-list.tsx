// The НПД receipts of a period's payouts (decision 0034), each with its link at ФНС once registered.
import type { NpdReceipt } from '@cabinet/contracts/client';
import { NpdReceiptLink } from '@/components/npd-receipt/npd-receipt-link';
import { formatDate, formatRoubles } from '@/lib/format';
import { statementsTexts as t } from '../texts';
import styles from './statements.module.css';

export function ReceiptList({ receipts }: { receipts: readonly NpdReceipt[] }) {
  if (receipts.length === 0) return null;
  return (
    <>
      <h3 className={styles.subtitle}>{t.receipts}</h3>
      <ul className={styles.receipts}>
        {receipts.map((r) => (
          <li key={r.orderId}>
            <span>{formatDate(r.registeredAt)}</span> <span className="nowrap">{t.order(r.orderId)}</span>{' '}
            <span className="nowrap">{formatRoubles(r.amount)}</span>{' '}
            <NpdReceiptLink receipt={r} label={t.receipt} pending={<span className={styles.muted}>{t.receiptPending}</span>} />
          </li>
        ))}
      </ul>
    </>
  );
}
