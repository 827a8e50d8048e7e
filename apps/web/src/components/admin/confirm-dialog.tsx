'use client';
import { ButtonRow } from '@/components/ui/button-row';
import { Button } from '@/components/ui/button';
import { Modal } from '../modal/modal';
import { adminCommon as t } from './texts';

/**
 * Asks before an action that cannot be taken back (disabling an account, a new password, paying
 * prizes); `text` says what it will do (the sum and to how many).
 */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  onConfirm,
  onCancel,
  danger = false,
}: {
  open: boolean;
  title: string;
  text?: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  danger?: boolean;
}) {
  return (
    <Modal open={open} onClose={onCancel} title={title}>
      {text ? <p>{text}</p> : null}
      <ButtonRow>
        <Button type="button" variant={danger ? 'danger' : 'primary'} onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t.cancel}
        </Button>
      </ButtonRow>
    </Modal>
  );
}
