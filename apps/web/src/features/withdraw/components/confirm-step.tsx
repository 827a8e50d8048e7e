'use client';
import { formatPhone } from '@cabinet/contracts/client';
import { useEffect, useRef } from 'react';
import { FormError } from '@/components/form-actions/form-actions';
import { Spinner } from '@/components/spinner/spinner';
import { withdrawTexts as t } from '@/lib/messages';
import styles from './withdraw.module.css';
import { formatPoints } from '@/lib/format';
import { TaxLines } from './tax-lines';

interface ConfirmStepProps {
  bankName: string;
  phone: string;
  amount: number;
  sending: boolean;
  error: string | null;
  onConfirm: () => void;
  onEdit: () => void;
}

/** 'Проверьте заявку': the request as it will be sent, before the points are frozen. */
export function ConfirmStep({ bankName, phone, amount, sending, error, onConfirm, onEdit }: ConfirmStepProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={`card ${styles.card}`} aria-labelledby="withdraw-confirm">
      <h2 id="withdraw-confirm" ref={heading} tabIndex={-1} className="card-title">
        {t.confirmHeading}
      </h2>
      <dl className={styles.confirmList}>
        <div>
          <dt>{t.bank}</dt>
          <dd>{bankName}</dd>
        </div>
        <div>
          <dt>{t.phone}</dt>
          <dd className="nowrap">{formatPhone(phone)}</dd>
        </div>
        <div>
          <dt>{t.amount}</dt>
          <dd data-testid="confirm-amount">{formatPoints(amount)}</dd>
        </div>
      </dl>
      <TaxLines amount={amount} />
      <FormError message={error} />
      <div className="button-row">
        <button type="button" className="button button-secondary" onClick={onEdit} disabled={sending}>
          {t.edit}
        </button>
        <button type="button" className="button button-primary" onClick={onConfirm} disabled={sending} aria-busy={sending}>
          {sending ? <Spinner size="small" /> : null}
          {sending ? t.sending : t.confirm}
        </button>
      </div>
    </section>
  );
}
