'use client';
import { formatPhone } from '@cabinet/contracts/client';
import { useEffect, useRef } from 'react';
import { FormError } from '@/components/form-actions/form-actions';
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { Spinner } from '@/components/spinner/spinner';
import { Card, CardTitle } from '@/components/ui/card';
import { ButtonRow } from '@/components/ui/button-row';
import { Button } from '@/components/ui/button';
import { withdrawTexts as t } from '../texts';
import styles from './withdraw.module.css';
import { formatPoints } from '@/lib/format';
import { TaxLines } from './tax-lines';

interface ConfirmStepProps {
  /** By SBP: the bank and the phone; to a card (decision 0056) or the account (decision 0057): as the member reads it. */
  to: { bankName: string; phone: string } | { card: string } | { account: string };
  amount: number;
  sending: boolean;
  error: string | null;
  /** A refusal about the cards or the account (decisions 0056, 0057) leads to «Способы выплаты». */
  toCards?: boolean;
  onConfirm: () => void;
  onEdit: () => void;
}

/** 'Проверьте заявку': the request as it will be sent, before the points are frozen. */
export function ConfirmStep({ to, amount, sending, error, toCards, onConfirm, onEdit }: ConfirmStepProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card className={styles.card} aria-labelledby="withdraw-confirm">
      <CardTitle as="h2" id="withdraw-confirm" ref={heading} tabIndex={-1}>
        {t.confirmHeading}
      </CardTitle>
      <dl className={styles.confirmList}>
        {'card' in to ? (
          <div>
            <dt>{t.card}</dt>
            <dd data-testid="confirm-card">{to.card}</dd>
          </div>
        ) : 'account' in to ? (
          <div>
            <dt>{t.account}</dt>
            <dd data-testid="confirm-account">{to.account}</dd>
          </div>
        ) : (
          <>
            <div>
              <dt>{t.bank}</dt>
              <dd>{to.bankName}</dd>
            </div>
            <div>
              <dt>{t.phone}</dt>
              <dd className="nowrap">{formatPhone(to.phone)}</dd>
            </div>
          </>
        )}
        <div>
          <dt>{t.amount}</dt>
          <dd data-testid="confirm-amount">{formatPoints(amount)}</dd>
        </div>
      </dl>
      <TaxLines amount={amount} />
      <FormError message={error} />
      {error && toCards ? (
        <p className={styles.hint}>
          <Link href="/lk/cards">{t.cardsLink}</Link>
        </p>
      ) : null}
      <ButtonRow>
        <Button type="button" variant="secondary" onClick={onEdit} disabled={sending}>
          {t.edit}
        </Button>
        <Button type="button" variant="primary" onClick={onConfirm} disabled={sending} aria-busy={sending}>
          {sending ? <Spinner size="small" /> : null}
          {sending ? t.sending : t.confirm}
        </Button>
      </ButtonRow>
    </Card>
  );
}
