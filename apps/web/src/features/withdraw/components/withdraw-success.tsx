'use client';
import { type OrderCard } from '@cabinet/contracts/client';
import { useEffect, useRef } from 'react';
import { Card, CardTitle } from '@/components/ui/card';
import { ButtonRow } from '@/components/ui/button-row';
import { Button, ButtonLink } from '@/components/ui/button';
import { withdrawTexts as t } from '../texts';
import styles from './withdraw.module.css';
import { formatPoints } from '@/lib/format';

/** The new order, announced and focused so that a screen reader hears the outcome of the press. */
export function WithdrawSuccess({ order, onAnother }: { order: OrderCard; onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card className={`${styles.card} ${styles.success}`} aria-labelledby="withdraw-success" role="status">
      <span className={styles.successIcon} aria-hidden="true">
        ✓
      </span>
      <CardTitle as="h2" id="withdraw-success" ref={heading} tabIndex={-1}>
        {t.successHeading}
      </CardTitle>
      <p className={styles.text}>{t.successText(formatPoints(order.amount))}</p>
      <ButtonRow>
        <Button type="button" variant="secondary" onClick={onAnother}>
          {t.another}
        </Button>
        <ButtonLink href={`/order/${order.id}`} variant="primary">
          {t.openOrder(order.id)}
        </ButtonLink>
      </ButtonRow>
    </Card>
  );
}
