'use client';
import { Modal } from '../modal/modal';
import { adminCommon as t } from '@/lib/admin-messages';

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
      <div className="button-row">
        <button type="button" className={`button ${danger ? 'button-danger' : 'button-primary'}`} onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {t.cancel}
        </button>
      </div>
    </Modal>
  );
}
