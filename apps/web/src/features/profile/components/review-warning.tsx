'use client';
// A change that sends confirmed data back for review is said before it is sent, with what
// it costs (no withdrawals until the review is over).
import { IDENTITY_REVIEW_WORKING_DAYS } from '@cabinet/contracts/client';
import { Modal } from '@/components/modal/modal';
import { profileFormTexts } from '@/lib/messages';

const text = profileFormTexts.passport;

export function ReviewWarning({ open, onSend, onCancel }: { open: boolean; onSend: () => void; onCancel: () => void }) {
  return (
    <Modal open={open} onClose={onCancel} title={text.reviewTitle}>
      <p>{text.reviewText(IDENTITY_REVIEW_WORKING_DAYS)}</p>
      <div className="button-row button-row-fill">
        <button type="button" className="button button-primary" onClick={onSend}>
          {text.reviewConfirm}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel} data-autofocus>
          {text.cancel}
        </button>
      </div>
    </Modal>
  );
}
