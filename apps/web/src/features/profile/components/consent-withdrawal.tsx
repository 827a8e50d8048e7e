'use client';
// 152-ФЗ: the member withdraws the consent to the processing of the identity data, after a
// question that says what goes (the data and scans, at once) and what it costs (withdrawals need
// them again). The API deletes everything; every screen that shows the document asks again.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormError } from '@/components/form-actions/form-actions';
import { Modal } from '@/components/modal/modal';
import { LoggingOutError } from '@/lib/api-client/errors';
import { profileFormTexts } from '@/lib/messages';
import { memberQueries } from '@/lib/queries/member';
import { profileQueries, withdrawConsent } from '../queries';

const text = profileFormTexts.consent;

export function ConsentWithdrawal({ onWithdrawn }: { onWithdrawn: () => void }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const withdraw = async () => {
    setBusy(true);
    setFailed(false);
    try {
      queryClient.setQueryData(profileQueries.consent().queryKey, await withdrawConsent());
      await queryClient.invalidateQueries({ queryKey: memberQueries.passport().queryKey });
      setOpen(false);
      onWithdrawn();
    } catch (err) {
      if (err instanceof LoggingOutError) return;
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className="button button-link" onClick={() => setOpen(true)}>
        {text.withdraw}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={text.withdrawTitle}>
        <p>{text.withdrawText}</p>
        <FormError message={failed ? text.withdrawFailed : null} />
        <div className="button-row button-row-fill">
          <button
            type="button"
            className="button button-danger"
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={() => void withdraw()}
          >
            {text.withdrawConfirm}
          </button>
          <button type="button" className="button button-secondary" data-autofocus disabled={busy} onClick={() => setOpen(false)}>
            {text.cancel}
          </button>
        </div>
      </Modal>
    </>
  );
}
