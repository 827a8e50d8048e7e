'use client';
// The confirmation of 'Выйти' (product §2); loaded by exit-button.tsx when first asked for.
import { useState } from 'react';
import { Icon } from '@/components/icon/icon';
import { Modal } from '@/components/modal/modal';
import { getBrowserSession } from '@/lib/api-client/browser-session';
import { shell } from '@/lib/messages';
import { reachGoal } from '@/lib/tracking';

export default function ExitDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [leaving, setLeaving] = useState(false);
  return (
    <Modal open={open} onClose={onClose} title={shell.exitQuestion} icon={<Icon name="exit" size={28} />} closeButton>
      <div className="button-row button-row-fill">
        <button
          type="button"
          className="button button-primary"
          disabled={leaving}
          onClick={() => {
            setLeaving(true);
            reachGoal('signed_out');
            void getBrowserSession().logout();
          }}
        >
          {shell.yes}
        </button>
        <button type="button" className="button button-secondary" data-autofocus disabled={leaving} onClick={onClose}>
          {shell.cancel}
        </button>
      </div>
    </Modal>
  );
}
