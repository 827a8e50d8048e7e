'use client';
// 'Отменить заявку?' — a confirmation before the points go back to the balance.
import { formatPoints } from '@/lib/format';
import { Icon } from '@/components/icon/icon';
import { Modal } from '@/components/modal/modal';
import { Spinner } from '@/components/spinner/spinner';
import { ordersTexts as t } from '@/lib/messages';
import styles from './orders.module.css';

interface CancelOrderDialogProps {
  open: boolean;
  amount: number;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

export function CancelOrderDialog({ open, amount, pending, error, onConfirm, onClose }: CancelOrderDialogProps) {
  return (
    <Modal
      open={open}
      onClose={pending ? () => {} : onClose}
      title={t.cancelQuestion}
      icon={<Icon name="orders" size={28} />}
      closeButton={!pending}
    >
      <p>{t.cancelText(formatPoints(amount))}</p>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className="button-row button-row-fill">
        {/* The safe choice takes the focus first. */}
        <button type="button" className="button button-secondary" onClick={onClose} disabled={pending} data-autofocus>
          {t.cancelNo}
        </button>
        <button type="button" className={`button button-secondary ${styles.danger}`} onClick={onConfirm} disabled={pending}>
          {pending ? <Spinner size="small" /> : null}
          {t.cancelYes}
        </button>
      </div>
    </Modal>
  );
}
