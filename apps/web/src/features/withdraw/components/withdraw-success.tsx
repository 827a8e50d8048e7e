'use client';
import { type OrderCard } from '@cabinet/contracts/client';
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { useEffect, useRef } from 'react';
import { withdrawTexts as t } from '@/lib/messages';
import styles from './withdraw.module.css';
import { formatPoints } from '@/lib/format';

/** The new order, announced and focused so that a screen reader hears the outcome of the press. */
export function WithdrawSuccess({ order, onAnother }: { order: OrderCard; onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={`card ${styles.card} ${styles.success}`} aria-labelledby="withdraw-success" role="status">
      <span className={styles.successIcon} aria-hidden="true">
        ✓
      </span>
      <h2 id="withdraw-success" ref={heading} tabIndex={-1} className="card-title">
        {t.successHeading}
      </h2>
      <p className={styles.text}>{t.successText(formatPoints(order.amount))}</p>
      <div className="button-row">
        <button type="button" className="button button-secondary" onClick={onAnother}>
          {t.another}
        </button>
        <Link href={`/order/${order.id}`} className="button button-primary">
          {t.openOrder(order.id)}
        </Link>
      </div>
    </section>
  );
}
