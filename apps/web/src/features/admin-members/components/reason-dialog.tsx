'use client';
// A decision that needs a reason written down (blocking, unblocking, refusing): a modal with one field.
import { useId, useState, type FormEvent } from 'react';
import { FormError, SubmitButton } from '@/components/form-actions/form-actions';
import { Modal } from '@/components/modal/modal';
import { adminCommon } from '@/lib/admin-messages';
import adminStyles from '@/components/admin/admin.module.css';
import { ReasonField } from '@/components/admin/reason-field';

export function ReasonDialog({
  open,
  title,
  text,
  label,
  confirmLabel,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  text?: string;
  label: string;
  confirmLabel: string;
  /** Resolves with null when done, or the refusal to show (and the field's own message). */
  onConfirm: (reason: string) => Promise<{ error: string; field?: string } | null>;
  onCancel: () => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<{ error: string; field?: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const outcome = await onConfirm(reason);
    setBusy(false);
    setError(outcome);
    if (!outcome) setReason('');
  };

  return (
    <Modal open={open} onClose={onCancel} title={title} closeButton>
      <form className={adminStyles.form} onSubmit={(e) => void submit(e)} noValidate>
        {text ? <p>{text}</p> : null}
        <ReasonField id={`${id}-reason`} label={label} error={error?.field} value={reason} onChange={setReason} />
        <FormError message={error && !error.field ? error.error : null} />
        <div className="button-row">
          <SubmitButton busy={busy}>{confirmLabel}</SubmitButton>
          <button type="button" className="button button-secondary" onClick={onCancel}>
            {adminCommon.cancel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
