'use client';
// A change that sends confirmed data back for review is said before it is sent, with what
// it costs (no withdrawals until the review is over).
import { IDENTITY_REVIEW_WORKING_DAYS } from '@cabinet/contracts/client';
import { Modal } from '@/components/modal/modal';
import { ButtonRow } from '@/components/ui/button-row';
import { Button } from '@/components/ui/button';
import { profileFormTexts } from '../form-texts';

const text = profileFormTexts.passport;

export function ReviewWarning({ open, onSend, onCancel }: { open: boolean; onSend: () => void; onCancel: () => void }) {
  return (
    <Modal open={open} onClose={onCancel} title={text.reviewTitle}>
      <p>{text.reviewText(IDENTITY_REVIEW_WORKING_DAYS)}</p>
      <ButtonRow fill>
        <Button type="button" variant="primary" onClick={onSend}>
          {text.reviewConfirm}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel} data-autofocus>
          {text.cancel}
        </Button>
      </ButtonRow>
    </Modal>
  );
}
