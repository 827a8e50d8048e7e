'use client';
// 'Отменить заявку?' — a confirmation before the points go back to the balance.
import { formatPoints } from '@/lib/format';
import { Icon } from '@/components/icon/icon';
import { Modal } from '@/components/modal/modal';
import { Spinner } from '@/components/spinner/spinner';
import { ButtonRow } from '@/components/ui/button-row';
import { Button } from '@/components/ui/button';
import { ordersTexts as t } from '../texts';
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
      <ButtonRow fill>
        {/* The safe choice takes the focus first. */}
        <Button type="button" variant="secondary" onClick={onClose} disabled={pending} data-autofocus>
          {t.cancelNo}
        </Button>
        <Button type="button" variant="danger-outline" onClick={onConfirm} disabled={pending}>
          {pending ? <Spinner size="small" /> : null}
          {t.cancelYes}
        </Button>
      </ButtonRow>
    </Modal>
  );
}
