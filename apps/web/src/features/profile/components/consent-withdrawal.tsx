'use client';
// 152-ФЗ: the member withdraws the consent to the processing of the identity data, after a
// question that says what goes (the data and scans, at once) and what it costs (withdrawals need
// them again). The API deletes everything; every screen that shows the document asks again.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormError } from '@/components/form-actions/form-actions';
import { Modal } from '@/components/modal/modal';
import { LoggingOutError } from '@/lib/api-client/errors';
import { Button } from '@/components/ui/button';
import { ButtonRow } from '@/components/ui/button-row';
import { profileFormTexts } from '../form-texts';
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
      <Button type="button" variant="link" onClick={() => setOpen(true)}>
        {text.withdraw}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={text.withdrawTitle}>
        <p>{text.withdrawText}</p>
        <FormError message={failed ? text.withdrawFailed : null} />
        <ButtonRow fill>
          <Button type="button" variant="danger" disabled={busy} aria-busy={busy || undefined} onClick={() => void withdraw()}>
            {text.withdrawConfirm}
          </Button>
          <Button type="button" variant="secondary" data-autofocus disabled={busy} onClick={() => setOpen(false)}>
            {text.cancel}
          </Button>
        </ButtonRow>
      </Modal>
    </>
  );
}
